import { formatCount } from '@/lib/format';

export interface PaginationProps {
  /** what is paged, plural, e.g. "imports" */
  what: string;
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}

/** Previous/next paging over the service's limit/offset. */
export function Pagination({ what, offset, limit, total, onChange }: PaginationProps) {
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav className="pagination" aria-label={`Pages of ${what}`}>
      <span className="pagination-status">
        {formatCount(from)}–{formatCount(to)} of {formatCount(total)} {what} · page {formatCount(page)} of {formatCount(pages)}
      </span>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onChange(Math.max(0, offset - limit))}>
        Previous page
      </button>
      <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => onChange(offset + limit)}>
        Next page
      </button>
    </nav>
  );
}
