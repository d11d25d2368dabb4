import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
  /** how many rows in all, in the page's language, e.g. "1 member found" */
  totalText: string;
  onPrevious?: () => void;
  /** undefined on the last page */
  onNext?: () => void;
}

type PagerProps = {
  /** what is paged, plural, in the page's language, e.g. "imports" */
  what: string;
} & (({ kind: 'offset' } & OffsetPaging) | ({ kind: 'cursor' } & CursorPaging));

/** Previous/next paging, over the service's limit/offset or over its cursors; says where the reader is. */
export function Pager(props: PagerProps) {
  const { t } = useTranslation();
  const { status, previous, next } =
    props.kind === 'offset'
      ? offsetPaging(t, props)
      : { status: t('pager.cursorStatus', { page: props.page, totalText: props.totalText }), previous: props.onPrevious, next: props.onNext };
  return (
    <nav className="pagination" aria-label={t('pager.label', { what: props.what })}>
      <span className="pagination-status">{status}</span>
      <Button disabled={!previous} onClick={previous}>
        {t('pager.previous')}
      </Button>
      <Button disabled={!next} onClick={next}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}

function offsetPaging(t: TFunction, { what, offset, limit, total, onChange }: OffsetPaging & { what: string }) {
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return {
    status: t('pager.offsetStatus', { from, to, total, what, page, pages }),
    previous: page > 1 ? () => onChange(Math.max(0, offset - limit)) : undefined,
    next: page < pages ? () => onChange(offset + limit) : undefined,
  };
}

