import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { Field } from '@/components/ui/Field';
import { Pager } from '@/components/ui/Pager';
import { Switch } from '@/components/ui/Switch';
import { formatCount } from '@/i18n/format';
import { customerKind, customerName, CustomerKindBadge, CustomerNameText } from '@/features/customers';
import { buckets, plannedMembers, undecided, type Bucket, type Review, type ReviewRow } from '@/features/segments/bulk/classifyAddresses';

const rowsPerPage = 50;

interface CountsTableProps {
  caption: string;
  /** the column headers, when the table has them */
  head?: [string, string];
  /** `key` is also written to the count's `data-{dataName}`, for tests */
  rows: { key: string; label: string; count: number }[];
  dataName: 'bucket' | 'result';
}

/** A short table of counts: what is counted, and how many. */
export function CountsTable({ caption, head, rows, dataName }: CountsTableProps) {
  return (
    <div className="table-wrap contained counts-table">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        {head && (
          <thead>
            <tr>
              <th scope="col">{head[0]}</th>
              <th scope="col" className="num">
                {head[1]}
              </th>
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map(({ key, label, count }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="num" {...{ [`data-${dataName}`]: key }}>
                {formatCount(count)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
  const columns: Column<ReviewRow>[] = [
    { key: 'line', header: t('byList.review.line'), numeric: true, cell: (row) => formatCount(row.line) },
    {
      key: 'entry',
      header: t('byList.review.entry'),
      className: 'break',
      cell: (row) => (
        <>
          <span translate="no">{row.text}</span>
          {row.repeats > 0 && <div className="muted">{t('byList.review.listed', { count: row.repeats + 1 })}</div>}
        </>
      ),
    },
    {
      key: 'result',
      header: t('byList.review.result'),
      // the bucket's short name; its whole title on hover
      cell: ({ bucket }) => (
        <span title={t(`byList.bucket.title.${bucket}`)}>
          <Badge tone={bucketTone[bucket]}>{t(`byList.bucket.short.${bucket}`)}</Badge>
        </span>
      ),
    },
    { key: 'customer', header: t('byList.review.customer'), cell: (row) => <RowCustomers row={row} chosen={choices.get(row.key)} onChoose={(id) => onChoose(row.key, id)} /> },
  ];

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="review-counts-heading">
        <h2 id="review-counts-heading">{t('byList.review.counts')}</h2>
        <CountsTable
          caption={t('byList.review.countsCaption')}
          head={[t('byList.review.result'), t('byList.review.addresses')]}
          dataName="bucket"
          rows={[
            ...buckets.map((b) => ({ key: b, label: t(`byList.bucket.title.${b}`), count: review.counts[b] })),
            { key: 'duplicates', label: t('byList.review.duplicates'), count: review.duplicates },
            { key: 'blanks', label: t('byList.review.blanks'), count: review.blanks },
          ]}
        />
        <Switch label={t('customers.leaveOutGuests')} checked={leaveOutGuests} onChange={onLeaveOutGuestsChange} />
        <p className="muted">{leaveOutGuests ? t('byList.review.guestsLeftOut') : t('byList.review.guestsIncluded')}</p>
      </section>

      <section className="stack" aria-labelledby="review-rows-heading">
        <h2 id="review-rows-heading">{t('byList.review.rows')}</h2>
        <Field label={t('byList.review.show')}>
          <select
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
        </Field>
        {rows.length === 0 ? (
          <p className="muted">{t('byList.review.noRows')}</p>
        ) : (
          <>
            <DataTable
              caption={t('byList.review.rowsCaption')}
              columns={columns}
              rowHeader="entry"
              rows={rows.slice(offset, offset + rowsPerPage)}
              rowKey={(row) => row.key}
              className="review-table"
              wrapClassName="contained"
            />
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

const bucketTone: Record<Bucket, BadgeTone> = {
  add: 'success',
  choose: 'warning',
  guestsOnly: 'neutral',
  alreadyMember: 'info',
  notFound: 'neutral',
  invalid: 'danger',
};

/** Whom a row's address means: its one customer (or member), a choice among several, or why there is none. */
function RowCustomers({ row, chosen, onChoose }: { row: ReviewRow; chosen?: string; onChoose: (customerId: string) => void }) {
  const { t } = useTranslation('segments');
  const one = row.bucket === 'add' ? row.candidates[0] : row.bucket === 'alreadyMember' ? row.member : undefined;
  if (one) return <CustomerLine customer={one} />;
  if (row.bucket === 'guestsOnly') return <span className="muted">{t('customers.guestCount', { count: row.candidates.length })}</span>;
  if (row.bucket !== 'choose') return <span className="muted">—</span>;
  return (
    <fieldset>
      <legend className="visually-hidden">{t('byList.review.chooseFor', { entry: row.text })}</legend>
      {row.candidates.map((c) => (
        <label key={c.id}>
          <input
            type="radio"
            name={`choice-${row.key}`}
            value={c.id}
            checked={chosen === c.id}
            onChange={() => onChoose(c.id)}
            aria-label={t('byList.review.describe', { name: customerName(c), kind: customerKind(c), id: c.id })}
          />
          <CustomerLine customer={c} />
        </label>
      ))}
    </fieldset>
  );
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
