import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, Segment } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmailText } from '@/components/ui/EmailText';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Pager } from '@/components/ui/Pager';
import { Switch } from '@/components/ui/Switch';
import { formatCount } from '@/i18n/format';
import { customerKind, customerName, customerNumber, customerNumberInLabel, CustomerKindBadge, CustomerNameText } from '@/features/customers';
import { allOfThem, bucketsOf, isSure, needsChoice, plannedMembers, textsOf, undecided, type Bucket, type Direction, type Review, type ReviewRow } from './classifyAddresses';
import { CountsTable } from './CountsTable';

const rowsPerPage = 50;

/** What the flow hands either direction's review step. */
export interface ReviewStepProps {
  segment: Segment;
  review: Review;
  leaveOutGuests: boolean;
  onLeaveOutGuestsChange: (on: boolean) => void;
  choices: ReadonlyMap<string, string>;
  onChoose: (address: string, customerId: string) => void;
  onConfirm: () => void;
  onEdit: () => void;
}

/** What a direction puts into the review step. */
interface ReviewStepParts {
  /** under the counts: what becomes of guests */
  guests: ReactNode;
  /** the confirm button's words, for this many planned members */
  confirmLabel: (planned: number) => string;
  /** the bucket whose rows wait for the merchant's choice */
  choiceBucket: 'choose' | 'several';
}

/** The review both directions share: counts per bucket and every row, a page at a time so ten thousand rows stay quick. */
export function ReviewStep({ review, choices, onChoose, onConfirm, onEdit, guests, confirmLabel, choiceBucket }: ReviewStepProps & ReviewStepParts) {
  const { t } = useTranslation(['segments', 'customers']);
  const { direction } = review;
  const texts = textsOf(direction);
  const buckets = bucketsOf[direction];
  const count = (b: Bucket) => review.counts[b] ?? 0;
  const [show, setShow] = useState<Bucket>();
  const [offset, setOffset] = useState(0);
  const [showIds, setShowIds] = useState(false);
  const rows = useMemo(() => (show ? review.rows.filter((r) => r.bucket === show) : review.rows), [review.rows, show]);
  const planned = plannedMembers(review, choices).length;
  const open = undecided(review, choices);
  const columns: Column<ReviewRow>[] = [
    { key: 'line', header: t('byList.review.line'), numeric: true, cell: (row) => formatCount(row.line) },
    {
      key: 'entry',
      header: t('byList.review.entry'),
      cell: (row) => (
        <>
          <EmailText address={row.text} />
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
    {
      key: 'customer',
      header: t('byList.review.customer'),
      // a choice among several customers needs the card's whole width on a phone
      wideOnCard: true,
      cell: (row) => <RowCustomers row={row} direction={direction} showIds={showIds} chosen={choices.get(row.key)} onChoose={(id) => onChoose(row.key, id)} />,
    },
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
            ...buckets.map((b) => ({ key: b, label: t(`byList.bucket.title.${b}`), count: count(b) })),
            { key: 'duplicates', label: t('byList.review.duplicates'), count: review.duplicates },
            { key: 'blanks', label: t('byList.review.blanks'), count: review.blanks },
          ]}
        />
        {guests}
      </section>

      <section className="stack" aria-labelledby="review-rows-heading">
        <h2 id="review-rows-heading">{t('byList.review.rows')}</h2>
        <FilterSelect
          label={t('byList.review.show')}
          anyLabel={t('byList.review.all', { count: review.rows.length })}
          value={show}
          options={buckets}
          optionLabel={(b) => t('byList.review.option', { title: t(`byList.bucket.title.${b}`), count: count(b) })}
          onChange={(bucket) => {
            setShow(bucket);
            setOffset(0);
          }}
        />
        {rows.length === 0 ? (
          <p className="muted">{t('byList.review.noRows')}</p>
        ) : (
          <>
            <Switch label={t('customers:showIds')} checked={showIds} onChange={setShowIds} />
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
          {t(`${texts}.review.undecidedBody`, { count: open, show: t(`byList.bucket.title.${choiceBucket}`) })}
        </Alert>
      )}
      <div className="form-actions">
        <Button variant="primary" disabled={planned === 0} onClick={onConfirm}>
          {planned ? confirmLabel(planned) : t(`${texts}.review.noMember`)}
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
  remove: 'danger',
  several: 'warning',
  notMember: 'neutral',
  notFound: 'neutral',
  invalid: 'danger',
};

/** Whom a row's address means: its one customer (or member), a choice among several, or why there is none. */
function RowCustomers(props: { row: ReviewRow; direction: Direction; showIds: boolean; chosen?: string; onChoose: (id: string) => void }) {
  const { row, direction, showIds, chosen, onChoose } = props;
  const { t } = useTranslation(['segments', 'customers']);
  const one = isSure(row.bucket) ? row.candidates[0] : row.bucket === 'alreadyMember' ? row.member : undefined;
  if (one) return <CustomerLine customer={one} showId={showIds} />;
  if (row.bucket === 'guestsOnly') return <span className="muted">{t('customers:guestCount', { count: row.candidates.length })}</span>;
  if (!needsChoice(row.bucket)) return <span className="muted">—</span>;
  return (
    <fieldset>
      <legend className="visually-hidden">{t(`${textsOf(direction)}.review.chooseFor`, { entry: row.text })}</legend>
      {row.bucket === 'several' && (
        <>
          <div className="muted">{t('removeByList.review.share', { count: row.candidates.length })}</div>
          <label>
            <input type="radio" name={`choice-${row.key}`} value={allOfThem} checked={chosen === allOfThem} onChange={() => onChoose(allOfThem)} />
            {t('removeByList.review.all', { count: row.candidates.length })}
          </label>
        </>
      )}
      {row.candidates.map((c) => (
        <label key={c.id}>
          <input
            type="radio"
            name={`choice-${row.key}`}
            value={c.id}
            checked={chosen === c.id}
            onChange={() => onChoose(c.id)}
            aria-label={t('byList.review.describe', {
              name: customerName(c),
              kind: customerKind(c),
              number: customerNumberInLabel(c),
              id: showIds ? t('customers:idInLabel', { id: c.id }) : '',
            })}
          />
          <CustomerLine customer={c} showId={showIds} />
        </label>
      ))}
    </fieldset>
  );
}

/** A customer as the merchant knows them: name, kind and customer number; the internal ID only when asked for. */
function CustomerLine({ customer, showId }: { customer: Customer; showId: boolean }) {
  const { t } = useTranslation(['segments', 'customers']);
  const number = customerNumber(customer);
  return (
    <span>
      <CustomerNameText customer={customer} /> <CustomerKindBadge isAnonymous={customer.isAnonymous} />{' '}
      <span className="muted">
        {number ? (
          <>
            {t('customers:number')} <span className="mono" translate="no">{number}</span>
          </>
        ) : (
          t('customers:noNumberInLabel')
        )}
      </span>
      {showId && (
        <>
          {' '}
          <span className="mono muted break" translate="no">{customer.id}</span>
        </>
      )}
    </span>
  );
}
