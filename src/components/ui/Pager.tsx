import { useTranslation } from 'react-i18next';
import { pageOfOffset } from '@/lib/urlState';
import { Button } from './Button';

type PagerProps = {
  /** what is paged, plural, in the page's language, e.g. "imports" */
  what: string;
} & (
  | { kind: 'offset'; offset: number; limit: number; total: number; onChange: (offset: number) => void }
  /** the service hands a cursor to the next page; the caller keeps the ones it has seen. `totalText`: e.g. "1 member found" */
  | { kind: 'cursor'; page: number; totalText: string; onPrevious?: () => void; onNext?: () => void }
);

/** Previous/next paging, over the service's limit/offset or over its cursors; says where the reader is. */
export function Pager(props: PagerProps) {
  const { t } = useTranslation();
  let status: string;
  let previous: (() => void) | undefined;
  let next: (() => void) | undefined;
  if (props.kind === 'offset') {
    const { what, offset, limit, total, onChange } = props;
    const page = pageOfOffset(offset, limit);
    const pages = Math.max(1, Math.ceil(total / limit));
    status = t('pager.offsetStatus', { from: total === 0 ? 0 : offset + 1, to: Math.min(offset + limit, total), total, what, page, pages });
    if (page > 1) previous = () => onChange(Math.max(0, offset - limit));
    if (page < pages) next = () => onChange(offset + limit);
  } else {
    status = t('pager.cursorStatus', { page: props.page, totalText: props.totalText });
    previous = props.onPrevious;
    next = props.onNext;
  }
  return (
    <nav className="pagination" aria-label={t('pager.label', { what: props.what })}>
      <span className="pagination-status">{status}</span>
      <Button disabled={!previous} onClick={previous}>{t('pager.previous')}</Button>
      <Button disabled={!next} onClick={next}>{t('pager.next')}</Button>
    </nav>
  );
}
