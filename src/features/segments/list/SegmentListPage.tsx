import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { segmentTypes } from '@/contract/terms';
import type { Segment } from '@/contract';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { Field } from '@/components/ui/Field';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Pager } from '@/components/ui/Pager';
import { EmptyState } from '@/components/ui/QueryState';
import { QueryView } from '@/components/ui/QueryView';
import { formatCount, formatDateTime } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { offsetParam, oneOf, readUrlState, textParam, writeUrlState, type UrlParams } from '@/lib/urlState';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import type { SegmentListParams } from '../api/keys';
import { segmentListQueryOptions } from '../api/segments';
import { SegmentStatusBadge, SegmentTypeBadge } from '../SegmentBadges';
import { segmentQueryWords } from '../segmentQueryWords';
import '../segments.css';

const pageSize = 25;

const listParams: UrlParams<Partial<Omit<SegmentListParams, 'limit'>>> = {
  type: oneOf('type', segmentTypes),
  search: textParam('q'),
  searchIn: { ...oneOf('in', ['name', 'code'] as const), write: (f) => (f === 'code' ? f : undefined) },
  offset: offsetParam('offset'),
};

/** Filter, search and page live in the address, so a list can be bookmarked and shared. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const view = readUrlState(listParams, params);
  const state = { type: view.type, search: view.search ?? '', searchIn: view.searchIn ?? 'name', offset: view.offset ?? 0 };
  const update = (changes: Partial<typeof state>) => {
    const next = { ...state, offset: 0, ...changes };
    // "search in" means something only with a search
    setParams(writeUrlState(listParams, { ...next, searchIn: next.search.trim() ? next.searchIn : undefined }));
  };
  return [state, update] as const;
}

export function SegmentListPage() {
  const { t } = useTranslation('segments');
  const { merchantCode = '' } = useParams();
  useDocumentTitle(t('list.title'), merchantCode);
  const [state, update] = useListParams();
  const query = useQuery(segmentListQueryOptions(merchantCode, { ...state, limit: pageSize }));
  const filtered = Boolean(state.type || state.search);
  const total = query.data?.meta.totalItemCount ?? 0;
  // "4 segments match" after a filter, else "6 segments in all"
  const totalText = filtered ? t('list.match', { count: total }) : t('list.inAll', { count: total });
  const pages = Math.ceil(total / pageSize);
  const showAll = () => update({ type: undefined, search: '' });

  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t('list.title')}</h1>
        <Link className="btn btn-primary" to={paths.newSegment(merchantCode)}>{t('list.newSegment')}</Link>
      </div>
      <form
        key={`${state.search}|${state.searchIn}`}
        className="row segment-filters"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          update({ search: String(form.get('search')), searchIn: form.get('searchIn') === 'code' ? 'code' : 'name' });
        }}
        role="search"
        aria-label={t('list.filters.region')}
      >
        <FilterSelect
          label={t('list.filters.type')}
          anyLabel={t('list.filters.allTypes')}
          value={state.type}
          options={segmentTypes}
          optionLabel={(type) => t(`type.${type}`)}
          onChange={(type) => update({ type })}
        />
        <Field label={t('list.filters.searchIn')}>
          <select name="searchIn" defaultValue={state.searchIn}>
            <option value="name">{t('list.filters.name')}</option>
            <option value="code">{t('list.filters.code')}</option>
          </select>
        </Field>
        <div className="field search-field">
          <label htmlFor="segment-search">{t('list.filters.searchFor')}</label>
          <input id="segment-search" name="search" type="search" defaultValue={state.search} aria-describedby="segment-search-hint" />
          <span id="segment-search-hint" className="visually-hidden">{t('list.filters.searchHint')}</span>
        </div>
        <Button type="submit">{t('list.filters.search')}</Button>
        {filtered && (
          <Button variant="ghost" onClick={showAll}>
            {t('list.filters.clear')}
          </Button>
        )}
      </form>
      <QueryView query={query} words={segmentQueryWords(t, 'list')}>
        {({ segments }, refreshProblem) =>
          total === 0 ? (
            filtered ? (
              <EmptyState title={t('list.noMatch')}>
                <p>{t('list.noMatchHint')}</p>
                <Button onClick={showAll}>{t('list.showAll')}</Button>
              </EmptyState>
            ) : (
              <EmptyState title={t('list.none')}>
                <p>{t('list.noneHint')}</p>
                <Link className="btn btn-primary" to={paths.newSegment(merchantCode)}>{t('list.newSegment')}</Link>
              </EmptyState>
            )
          ) : segments.length === 0 ? (
            // a page past the last one, e.g. from an old link after segments were deleted: say so rather than "no segments"
            <EmptyState title={t('list.pastEnd.title')}>
              <p>{t('list.pastEnd.where', { segments: totalText, pages: t('list.pages', { count: pages }) })}</p>
              <Button onClick={() => update({ offset: (pages - 1) * pageSize })}>{t('list.pastEnd.goToLast')}</Button>
            </EmptyState>
          ) : (
            <>
              {refreshProblem}
              <p className="visually-hidden" role="status">{totalText}</p>
              <DataTable
                caption={t('list.caption')}
                columns={segmentColumns(t, merchantCode)}
                rowHeader="name"
                rows={segments}
                rowKey={(s) => s.code}
                busy={query.isFetching}
                wrapClassName="contained"
              />
              <Pager kind="offset" what={t('list.pagerWhat')} offset={state.offset} limit={pageSize} total={total} onChange={(offset) => update({ offset })} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}

const segmentColumns = (t: TFunction<'segments'>, merchantCode: string): Column<Segment>[] => [
  { key: 'name', header: t('list.column.name'), cell: (s) => <Link to={paths.segment(merchantCode, s.code)} translate="no">{s.name}</Link> },
  { key: 'code', header: t('list.column.code'), className: 'mono break', cell: (s) => <span translate="no">{s.code}</span> },
  { key: 'type', header: t('list.column.type'), cell: (s) => <SegmentTypeBadge type={s.type} /> },
  { key: 'status', header: t('list.column.status'), cell: (s) => <SegmentStatusBadge status={s.status} /> },
  { key: 'members', header: t('list.column.members'), numeric: true, cell: (s) => formatCount(s.memberCount) },
  { key: 'updated', header: t('list.column.updated'), cell: (s) => formatDateTime(s.updateDate) },
];
