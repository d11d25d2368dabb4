import { formatCount, plural } from '@/i18n/format';
import { Button } from './Button';

interface OffsetPaging {
  /** the service counts rows: limit/offset */
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}

interface CursorPaging {
  /** the service hands a cursor to the next page; the caller keeps the ones it has seen */
  page: number;
  /** rows in all, e.g. "members found" are counted by the service */
  total: number;
  /** the singular noun of a row, for "1 member" / "25 members" */
  noun: string;
  /** e.g. " found" after a search */
  totalSuffix?: string;
  onPrevious?: () => void;
  /** undefined on the last page */
  onNext?: () => void;
}

type PagerProps = { /** what is paged, plural, e.g. "imports" */ what: string } & ({ kind: 'offset' } & OffsetPaging | { kind: 'cursor' } & CursorPaging);

/** Previous/next paging, over the service's limit/offset or over its cursors; says where the reader is. */
export function Pager(props: PagerProps) {
  const { status, previous, next } = props.kind === 'offset' ? offsetPaging(props) : cursorPaging(props);
  return (
    <nav className="pagination" aria-label={`Pages of ${props.what}`}>
      <span className="pagination-status">{status}</span>
      <Button disabled={!previous} onClick={previous}>
        Previous page
      </Button>
      <Button disabled={!next} onClick={next}>
        Next page
      </Button>
    </nav>
  );
}

function offsetPaging({ what, offset, limit, total, onChange }: OffsetPaging & { what: string }) {
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return {
    status: `${formatCount(from)}–${formatCount(to)} of ${formatCount(total)} ${what} · page ${formatCount(page)} of ${formatCount(pages)}`,
    previous: page > 1 ? () => onChange(Math.max(0, offset - limit)) : undefined,
    next: page < pages ? () => onChange(offset + limit) : undefined,
  };
}

function cursorPaging({ page, total, noun, totalSuffix = '', onPrevious, onNext }: CursorPaging) {
  return { status: `Page ${formatCount(page)} · ${plural(total, noun)}${totalSuffix}`, previous: onPrevious, next: onNext };
}
