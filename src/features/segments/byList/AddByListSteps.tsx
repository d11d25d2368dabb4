import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDropzone } from 'react-dropzone';
import type { Customer, Segment } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmailText } from '@/components/ui/EmailText';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Field } from '@/components/ui/Field';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Pager } from '@/components/ui/Pager';
import { Switch } from '@/components/ui/Switch';
import { formatBytes, formatCount } from '@/i18n/format';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { customerKind, customerName, customerNumber, customerNumberInLabel, CustomerKindBadge, CustomerNameText } from '@/features/customers';
import { isSegmentGone } from '../api/segments';
import type { BatchReport } from './changeInBatches';
import { allOfThem, bucketsOf, isSure, needsChoice, plannedMembers, undecided, type Bucket, type Direction, type Review, type ReviewRow } from './classifyAddresses';
import { reasonText, textsOf, unchangedCsvRows, type UnchangedRow } from './listReport';
import { splitLines } from './parseAddressList';
import { BackTo } from '../SegmentParts';

const maxFileBytes = 20 * 1024 * 1024;

/** A file's text as UTF-8, through FileReader, which every browser (and jsdom) has. */
const readTextFile = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });

/** What became of the last file, kept as facts so it is said in the language of the moment. */
interface FileNote {
  kind: 'tooBig' | 'wrongType' | 'unreadable' | 'read';
  name: string;
  size?: number;
  lines?: number;
}

interface ListInputProps {
  text: string;
  onTextChange: (text: string) => void;
  error?: string;
  disabled: boolean;
  ref: Ref<HTMLTextAreaElement>;
}

/** Paste addresses, or drop or choose a .csv or .txt file: its text replaces the box's, where it can be checked and edited. */
export function ListInput({ text, onTextChange, error, disabled, ref }: ListInputProps) {
  const { t } = useTranslation('segments');
  const [fileNote, setFileNote] = useState<FileNote | null>(null);
  const lines = splitLines(text).length;
  const read = async (file: File) => {
    try {
      const content = await readTextFile(file);
      onTextChange(content);
      setFileNote({ kind: 'read', name: file.name, lines: splitLines(content).length });
    } catch {
      setFileNote({ kind: 'unreadable', name: file.name });
    }
  };
  // The drop area is only a drop target; a real button opens the file dialog, so keyboard and
  // screen-reader users get an ordinary control and nothing interactive is nested.
  const { getRootProps, getInputProps, isDragActive, isDragReject, open } = useDropzone({
    onDropAccepted: ([file]) => void read(file!),
    onDropRejected: ([rejected]) => {
      const { file, errors } = rejected!;
      const tooBig = errors.some((e) => e.code === 'file-too-large');
      setFileNote({ kind: tooBig ? 'tooBig' : 'wrongType', name: file.name, size: file.size });
    },
    accept: { 'text/csv': ['.csv'], 'text/plain': ['.txt'], 'application/vnd.ms-excel': ['.csv'] },
    multiple: false,
    maxSize: maxFileBytes,
    disabled,
    noClick: true,
    noKeyboard: true,
  });
  const dropArea = getRootProps({
    className: `dropzone${isDragActive ? ' is-active' : ''}${isDragReject ? ' is-rejected' : ''}`,
    role: 'group',
    'aria-label': t('byList.file.dropRegion'),
  });
  return (
    <div className="stack">
      <Field
        label={t('byList.input.label')}
        error={error}
        hint={
          <>
            {t('byList.input.hint')} {lines > 0 && <span>{t('byList.input.lines', { count: lines })}</span>}
          </>
        }
      >
        <textarea
          ref={ref}
          className="address-list"
          translate="no"
          rows={10}
          spellCheck={false}
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(e) => onTextChange(e.target.value)}
        />
      </Field>
      <div {...dropArea}>
        <input {...getInputProps({ 'aria-label': t('byList.file.input') })} />
        <p>{isDragActive ? t('byList.file.dropNow') : t('byList.file.dropHere')}</p>
        <Button onClick={open} disabled={disabled}>{t('byList.file.choose')}</Button>
      </div>
      <p role="status" className={fileNote && fileNote.kind !== 'read' ? 'field-error' : 'muted'}>
        {fileNote &&
          t(`byList.file.${fileNote.kind}`, {
            name: fileNote.name,
            count: fileNote.lines,
            size: formatBytes(fileNote.size ?? 0),
            max: formatBytes(maxFileBytes),
          })}
      </p>
    </div>
  );
}

const rowsPerPage = 50;

interface CountsTableProps {
  caption: string;
  head?: [string, string];
  /** `key` is also written to the count's `data-{dataName}`, for tests */
  rows: { key: string; label: string; count: number }[];
  dataName: 'bucket' | 'result';
}

function CountsTable({ caption, head, rows, dataName }: CountsTableProps) {
  return (
    <div className="table-wrap contained counts-table">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        {head && (
          <thead>
            <tr>
              <th scope="col">{head[0]}</th>
              <th scope="col" className="num">{head[1]}</th>
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map(({ key, label, count }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="num" {...{ [`data-${dataName}`]: key }}>{formatCount(count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ReviewStepProps {
  segment: Segment;
  review: Review;
  leaveOutGuests: boolean;
  onLeaveOutGuestsChange: (on: boolean) => void;
  choices: ReadonlyMap<string, string>;
  onChoose: (address: string, customerId: string) => void;
  onConfirm: () => void;
  onEdit: () => void;
}

/** Counts per bucket and every row, a page at a time so ten thousand rows stay quick. */
export function ReviewStep({ segment, review, leaveOutGuests, onLeaveOutGuestsChange, choices, onChoose, onConfirm, onEdit }: ReviewStepProps) {
  const { t } = useTranslation('segments');
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
        {direction === 'add' ? (
          <>
            <Switch label={t('customers.leaveOutGuests')} checked={leaveOutGuests} onChange={onLeaveOutGuestsChange} />
            <p className="muted">{leaveOutGuests ? t('byList.review.guestsLeftOut') : t('byList.review.guestsIncluded')}</p>
          </>
        ) : (
          <p className="muted">{t('removeByList.review.guests')}</p>
        )}
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
            <Switch label={t('customers.showIds')} checked={showIds} onChange={setShowIds} />
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
          {t(`${texts}.review.undecidedBody`, { count: open, show: t(`byList.bucket.title.${direction === 'add' ? 'choose' : 'several'}`) })}
        </Alert>
      )}
      <div className="form-actions">
        <Button variant="primary" disabled={planned === 0} onClick={onConfirm}>
          {planned ? t(direction === 'add' ? 'addMembersTo' : 'removeMembersFrom', { count: planned, name: segment.name }) : t(`${texts}.review.noMember`)}
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
  const { t } = useTranslation('segments');
  const one = isSure(row.bucket) ? row.candidates[0] : row.bucket === 'alreadyMember' ? row.member : undefined;
  if (one) return <CustomerLine customer={one} showId={showIds} />;
  if (row.bucket === 'guestsOnly') return <span className="muted">{t('customers.guestCount', { count: row.candidates.length })}</span>;
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
              id: showIds ? t('customers.idInLabel', { id: c.id }) : '',
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
  const { t } = useTranslation('segments');
  const number = customerNumber(customer);
  return (
    <span>
      <CustomerNameText customer={customer} /> <CustomerKindBadge isAnonymous={customer.isAnonymous} />{' '}
      <span className="muted">
        {number ? (
          <>
            {t('customers.number')} <span className="mono" translate="no">{number}</span>
          </>
        ) : (
          t('customers.noNumberInLabel')
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

/** How many entries not added (or removed) the page lists; the download holds them all. */
const notAddedShown = 100;

interface ListSummaryProps {
  direction: Direction;
  segment: Segment;
  report: BatchReport;
  notAdded: UnchangedRow[];
  /** entries left out at review (not sent) */
  leftOut: number;
  onRetry: () => void;
  onStartOver: () => void;
}

/** The end of an add (or removal) by list: what was changed, what was not and why, a download of the latter. */
export function ListSummary({ direction, segment, report, notAdded, leftOut, onRetry, onStartOver }: ListSummaryProps) {
  const { t } = useTranslation('segments');
  const texts = textsOf(direction);
  const stopped = report.rest.length > 0;
  const segmentGone = isSegmentGone(report.error);
  const shown = notAdded.slice(0, notAddedShown);
  const notAddedColumns: Column<UnchangedRow>[] = [
    { key: 'line', header: t('byList.notAdded.line'), numeric: true, cell: (r) => (r.line > 0 ? formatCount(r.line) : '—') },
    {
      key: 'entry',
      header: t('byList.notAdded.entry'),
      cell: (r) => (r.text ? <EmailText address={r.text} /> : <span className="muted">{t('byList.notAdded.empty')}</span>),
    },
    { key: 'reason', header: t(`${texts}.notAdded.reason`), cell: (r) => reasonText(t, r.reason, direction) },
  ];
  const changed = t('memberCount', { count: report.changed.length });
  const notChanged = t('memberCount', { count: report.rest.length });
  return (
    <div className="stack">
      {stopped ? (
        <Alert
          tone="danger"
          title={t(`${texts}.summary.stopped`, { added: changed, notAdded: notChanged, removed: changed, notRemoved: notChanged })}
          action={
            segmentGone ? undefined : (
              <Button variant="primary" onClick={onRetry}>{t('byList.summary.retry', { count: report.rest.length })}</Button>
            )
          }
        >
          <ErrorMessage error={report.error} /> {segmentGone ? t(`${texts}.summary.segmentGone`) : t(`${texts}.summary.retryHint`)}
        </Alert>
      ) : (
        <Alert
          tone="success"
          title={t(direction === 'add' ? 'addedMembersTo' : 'removedMembersFrom', { count: report.changed.length, name: segment.name })}
        >
          {notAdded.length ? t(`${texts}.summary.someNotAdded`, { count: notAdded.length }) : t(`${texts}.summary.allAdded`)}
        </Alert>
      )}
      <CountsTable
        caption={t(`${texts}.summary.caption`)}
        dataName="result"
        rows={[
          { key: 'added', label: t(`${texts}.summary.added`), count: report.changed.length },
          { key: 'alreadyMembers', label: t(`${texts}.summary.alreadyMembers`), count: report.unchanged.length },
          { key: 'refused', label: t('byList.summary.refused'), count: report.refused.length },
          { key: 'rest', label: t('byList.summary.rest'), count: report.rest.length },
          { key: 'leftOut', label: t('byList.summary.leftOut'), count: leftOut },
        ]}
      />
      {notAdded.length > 0 && (
        <section className="stack" aria-labelledby="not-added-heading">
          <h2 id="not-added-heading">{t(`${texts}.notAdded.heading`, { count: notAdded.length })}</h2>
          <DataTable
            caption={notAdded.length > shown.length ? t(`${texts}.notAdded.captionFirst`, { count: shown.length }) : t(`${texts}.notAdded.caption`)}
            columns={notAddedColumns}
            rowHeader="entry"
            rows={shown}
            rowKey={(r) => `${r.line}|${r.text}|${r.customerIds}|${r.reason.code}`}
            wrapClassName="contained"
          />
          {notAdded.length > shown.length && <p className="muted">{t('byList.notAdded.more', { count: notAdded.length - shown.length })}</p>}
        </section>
      )}
      <div className="form-actions">
        {notAdded.length > 0 && (
          <Button
            onClick={() => downloadText(t(`${texts}.summary.fileName`, { code: segment.code }), toCsv(unchangedCsvRows(t, notAdded, direction)), 'text/csv')}
          >
            {t(`${texts}.summary.download`, { count: notAdded.length })}
          </Button>
        )}
        <BackTo segment={segment} className="btn btn-secondary" />
        <Button variant="ghost" onClick={onStartOver}>{t(`${texts}.summary.another`)}</Button>
      </div>
    </div>
  );
}
