import { useMemo, useState } from 'react';
import type { Customer } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Pager } from '@/components/ui/Pager';
import { Switch } from '@/components/ui/Switch';
import { formatCount, plural } from '@/i18n/format';
import { customerName, CustomerKindBadge } from '@/features/customers';
import { bucketTitle } from '@/features/segments/bulk/bucketText';
import { buckets, plannedMembers, undecided, type Bucket, type Review, type ReviewRow } from '@/features/segments/bulk/classifyAddresses';
import { BucketBadge } from './BucketBadge';

const rowsPerPage = 50;

interface ReviewStepProps {
  segmentName: string;
  review: Review;
  leaveOutGuests: boolean;
  onLeaveOutGuestsChange: (on: boolean) => void;
  choices: ReadonlyMap<string, string>;
  onChoose: (address: string, customerId: string) => void;
  onConfirm: () => void;
  onEdit: () => void;
}

/** Counts per bucket and every row, a page at a time so ten thousand rows stay quick. */
export function ReviewStep({ segmentName, review, leaveOutGuests, onLeaveOutGuestsChange, choices, onChoose, onConfirm, onEdit }: ReviewStepProps) {
  const [show, setShow] = useState<Bucket | 'all'>('all');
  const [offset, setOffset] = useState(0);
  const rows = useMemo(() => (show === 'all' ? review.rows : review.rows.filter((r) => r.bucket === show)), [review.rows, show]);
  const planned = plannedMembers(review, choices).length;
  const open = undecided(review, choices);
  const pageRows = rows.slice(offset, offset + rowsPerPage);

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="review-counts-heading">
        <h2 id="review-counts-heading">What the list holds</h2>
        <div className="table-wrap contained counts-table">
          <table className="table">
            <caption className="visually-hidden">Addresses per result</caption>
            <thead>
              <tr>
                <th scope="col">Result</th>
                <th scope="col" className="num">
                  Addresses
                </th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b}>
                  <th scope="row">{bucketTitle[b]}</th>
                  <td className="num" data-bucket={b}>
                    {formatCount(review.counts[b])}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">Repeated addresses, counted once</th>
                <td className="num" data-bucket="duplicates">
                  {formatCount(review.duplicates)}
                </td>
              </tr>
              <tr>
                <th scope="row">Blank lines, skipped</th>
                <td className="num" data-bucket="blanks">
                  {formatCount(review.blanks)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <Switch label="Leave out guests" checked={leaveOutGuests} onChange={onLeaveOutGuestsChange} />
        <p className="muted">
          {leaveOutGuests
            ? 'Guests (customers without an account) are left out; addresses only guests have are not added. Switch this off to pick guests too.'
            : 'Guests count like registered customers: where several customers share an address, choose one.'}
        </p>
      </section>

      <section className="stack" aria-labelledby="review-rows-heading">
        <h2 id="review-rows-heading">Addresses</h2>
        <div className="field">
          <label htmlFor="review-show">Show</label>
          <select
            id="review-show"
            value={show}
            onChange={(e) => {
              setShow(e.target.value as Bucket | 'all');
              setOffset(0);
            }}
          >
            <option value="all">All ({formatCount(review.rows.length)})</option>
            {buckets.map((b) => (
              <option key={b} value={b}>
                {bucketTitle[b]} ({formatCount(review.counts[b])})
              </option>
            ))}
          </select>
        </div>
        {rows.length === 0 ? (
          <p className="muted">No address has this result.</p>
        ) : (
          <>
            <div className="table-wrap contained">
              <table className="table review-table">
                <caption className="visually-hidden">Each address of the list and what happens to it</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      Line
                    </th>
                    <th scope="col">Entry</th>
                    <th scope="col">Result</th>
                    <th scope="col">Customer</th>
                  </tr>
                </thead>
                <tbody>
                  {pageRows.map((row) => (
                    <tr key={row.key}>
                      <td className="num">{formatCount(row.line)}</td>
                      <td className="break">
                        {row.text}
                        {row.repeats > 0 && <div className="muted">listed {formatCount(row.repeats + 1)} times</div>}
                      </td>
                      <td>
                        <BucketBadge bucket={row.bucket} />
                      </td>
                      <td>
                        <RowCustomers row={row} chosen={choices.get(row.key)} onChoose={(id) => onChoose(row.key, id)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {rows.length > rowsPerPage && <Pager kind="offset" what="addresses" offset={offset} limit={rowsPerPage} total={rows.length} onChange={setOffset} />}
          </>
        )}
      </section>

      {open > 0 && (
        <Alert tone="warning" title={`${plural(open, 'address', 'addresses')} still ${open === 1 ? 'needs' : 'need'} a choice`}>
          Several customers share {open === 1 ? 'this address' : 'these addresses'}. Choose one under “Show: {bucketTitle.choose}”, or{' '}
          {open === 1 ? 'it' : 'they'} will be left out.
        </Alert>
      )}
      <div className="form-actions">
        <Button variant="primary" disabled={planned === 0} onClick={onConfirm}>
          {planned ? `Add ${plural(planned, 'member')} to ${segmentName}` : 'No member to add'}
        </Button>
        <Button onClick={onEdit}>Edit the list</Button>
      </div>
    </div>
  );
}

const describe = (c: Customer) => `${customerName(c)}, ${c.isAnonymous ? 'guest' : 'registered'}, customer ID ${c.id}`;

function RowCustomers({ row, chosen, onChoose }: { row: ReviewRow; chosen?: string; onChoose: (customerId: string) => void }) {
  switch (row.bucket) {
    case 'add':
    case 'alreadyMember': {
      const c = row.bucket === 'add' ? row.candidates[0] : row.member;
      return c ? <CustomerLine customer={c} /> : null;
    }
    case 'choose':
      return (
        <fieldset>
          <legend className="visually-hidden">Customer to add for {row.text}</legend>
          {row.candidates.map((c) => (
            <label key={c.id}>
              <input type="radio" name={`choice-${row.key}`} value={c.id} checked={chosen === c.id} onChange={() => onChoose(c.id)} aria-label={describe(c)} />
              <CustomerLine customer={c} />
            </label>
          ))}
        </fieldset>
      );
    case 'guestsOnly':
      return <span className="muted">{plural(row.candidates.length, 'guest')}</span>;
    default:
      return <span className="muted">—</span>;
  }
}

function CustomerLine({ customer }: { customer: Customer }) {
  return (
    <span>
      {customerName(customer)} <CustomerKindBadge isAnonymous={customer.isAnonymous} /> <span className="mono muted break">{customer.id}</span>
    </span>
  );
}
