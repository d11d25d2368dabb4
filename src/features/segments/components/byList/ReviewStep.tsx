import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Pager } from '@/components/ui/Pager';
import { Switch } from '@/components/ui/Switch';
import { formatCount } from '@/i18n/format';
import { customerName, CustomerKindBadge, CustomerNameText } from '@/features/customers';
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
  const { t } = useTranslation('segments');
  const [show, setShow] = useState<Bucket | 'all'>('all');
  const [offset, setOffset] = useState(0);
  const rows = useMemo(() => (show === 'all' ? review.rows : review.rows.filter((r) => r.bucket === show)), [review.rows, show]);
  const planned = plannedMembers(review, choices).length;
  const open = undecided(review, choices);
  const pageRows = rows.slice(offset, offset + rowsPerPage);

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="review-counts-heading">
        <h2 id="review-counts-heading">{t('byList.review.counts')}</h2>
        <div className="table-wrap contained counts-table">
          <table className="table">
            <caption className="visually-hidden">{t('byList.review.countsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('byList.review.result')}</th>
                <th scope="col" className="num">
                  {t('byList.review.addresses')}
                </th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b}>
                  <th scope="row">{t(`byList.bucket.title.${b}`)}</th>
                  <td className="num" data-bucket={b}>
                    {formatCount(review.counts[b])}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('byList.review.duplicates')}</th>
                <td className="num" data-bucket="duplicates">
                  {formatCount(review.duplicates)}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('byList.review.blanks')}</th>
                <td className="num" data-bucket="blanks">
                  {formatCount(review.blanks)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <Switch label={t('customers.leaveOutGuests')} checked={leaveOutGuests} onChange={onLeaveOutGuestsChange} />
        <p className="muted">{leaveOutGuests ? t('byList.review.guestsLeftOut') : t('byList.review.guestsIncluded')}</p>
      </section>

      <section className="stack" aria-labelledby="review-rows-heading">
        <h2 id="review-rows-heading">{t('byList.review.rows')}</h2>
        <div className="field">
          <label htmlFor="review-show">{t('byList.review.show')}</label>
          <select
            id="review-show"
            value={show}
            onChange={(e) => {
              setShow(e.target.value as Bucket | 'all');
              setOffset(0);
            }}
          >
            <option value="all">{t('byList.review.all', { count: review.rows.length })}</option>
            {buckets.map((b) => (
              <option key={b} value={b}>
                {t('byList.review.option', { title: t(`byList.bucket.title.${b}`), count: review.counts[b] })}
              </option>
            ))}
          </select>
        </div>
        {rows.length === 0 ? (
          <p className="muted">{t('byList.review.noRows')}</p>
        ) : (
          <>
            <div className="table-wrap contained">
              <table className="table review-table">
                <caption className="visually-hidden">{t('byList.review.rowsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      {t('byList.review.line')}
                    </th>
                    <th scope="col">{t('byList.review.entry')}</th>
                    <th scope="col">{t('byList.review.result')}</th>
                    <th scope="col">{t('byList.review.customer')}</th>
                  </tr>
                </thead>
                <tbody>
                  {pageRows.map((row) => (
                    <tr key={row.key}>
                      <td className="num">{formatCount(row.line)}</td>
                      <td className="break">
                        <span translate="no">{row.text}</span>
                        {row.repeats > 0 && <div className="muted">{t('byList.review.listed', { count: row.repeats + 1 })}</div>}
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
            {rows.length > rowsPerPage && <Pager kind="offset" what={t('byList.review.pagerWhat')} offset={offset} limit={rowsPerPage} total={rows.length} onChange={setOffset} />}
          </>
        )}
      </section>

      {open > 0 && (
        <Alert tone="warning" title={t('byList.review.undecided', { count: open })}>
          {t('byList.review.undecidedBody', { count: open, show: t('byList.bucket.title.choose') })}
        </Alert>
      )}
      <div className="form-actions">
        <Button variant="primary" disabled={planned === 0} onClick={onConfirm}>
          {planned ? t('addMembersTo', { count: planned, name: segmentName }) : t('byList.review.noMember')}
        </Button>
        <Button onClick={onEdit}>{t('byList.review.edit')}</Button>
      </div>
    </div>
  );
}

function RowCustomers({ row, chosen, onChoose }: { row: ReviewRow; chosen?: string; onChoose: (customerId: string) => void }) {
  const { t } = useTranslation('segments');
  const describe = (c: Customer) =>
    t('byList.review.describe', { name: customerName(c), kind: t(c.isAnonymous ? 'customers.kindInLabel.guest' : 'customers.kindInLabel.registered'), id: c.id });
  switch (row.bucket) {
    case 'add':
    case 'alreadyMember': {
      const c = row.bucket === 'add' ? row.candidates[0] : row.member;
      return c ? <CustomerLine customer={c} /> : null;
    }
    case 'choose':
      return (
        <fieldset>
          <legend className="visually-hidden">{t('byList.review.chooseFor', { entry: row.text })}</legend>
          {row.candidates.map((c) => (
            <label key={c.id}>
              <input type="radio" name={`choice-${row.key}`} value={c.id} checked={chosen === c.id} onChange={() => onChoose(c.id)} aria-label={describe(c)} />
              <CustomerLine customer={c} />
            </label>
          ))}
        </fieldset>
      );
    case 'guestsOnly':
      return <span className="muted">{t('customers.guestCount', { count: row.candidates.length })}</span>;
    default:
      return <span className="muted">—</span>;
  }
}

function CustomerLine({ customer }: { customer: Customer }) {
  return (
    <span>
      <CustomerNameText customer={customer} /> <CustomerKindBadge isAnonymous={customer.isAnonymous} />{' '}
      <span className="mono muted break" translate="no">
        {customer.id}
      </span>
    </span>
  );
}
