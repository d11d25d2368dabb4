import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { segmentTypes } from '@/api/terms';
import type { Segment, SegmentType } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Pager } from '@/components/ui/Pager';
import { EmptyState, Loading, LoadError } from '@/components/ui/QueryState';
import { errorMessage } from '@/lib/errors';
import { formatCount, formatDateTime, plural } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { offsetParam, oneOf, readUrlState, textParam, writeUrlState, type UrlParams } from '@/lib/urlState';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import type { SegmentSearchField } from '../api/keys';
import { segmentListQueryOptions } from '../api/listSegments';
import { SegmentStatusBadge, SegmentTypeBadge, segmentTypeName } from './SegmentBadges';
import './segments.css';

const pageSize = 25;

const searchFields: readonly SegmentSearchField[] = ['name', 'code'];

interface ListView {
  type?: SegmentType;
  search?: string;
  searchIn?: SegmentSearchField;
  offset?: number;
}
const listParams: UrlParams<ListView> = {
  type: oneOf('type', segmentTypes),
  search: textParam('q'),
  searchIn: { ...oneOf('in', searchFields), write: (f) => (f === 'code' ? f : undefined) },
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
  const { merchantCode = '' } = useParams();
  useDocumentTitle('Segments', merchantCode);
  const [state, update] = useListParams();
  const query = useQuery(segmentListQueryOptions(merchantCode, { ...state, limit: pageSize }));
  const filtered = Boolean(state.type || state.search);

  return (
    <div className="stack">
      <div className="page-header">
        <h1>Segments</h1>
        <Link className="btn btn-primary" to={paths.newSegment(merchantCode)}>
          New segment
        </Link>
      </div>
      <SegmentFilters key={`${state.search}|${state.searchIn}`} state={state} onChange={update} />
      {query.isPending ? (
        <Loading label="Loading segments…" />
      ) : query.isLoadingError ? (
        <LoadError error={query.error} what="segments" onRetry={() => void query.refetch()} />
      ) : query.data.meta.totalItemCount === 0 ? (
        filtered ? (
          <EmptyState title="No segment matches">
            <p>Change the type or the search, or show all segments.</p>
            <Button onClick={() => update({ type: undefined, search: '' })}>Show all segments</Button>
          </EmptyState>
        ) : (
          <EmptyState title="No segments yet">
            <p>Fixed segments group customers you choose, e.g. for a newsletter or a price list.</p>
            <Link className="btn btn-primary" to={paths.newSegment(merchantCode)}>
              New segment
            </Link>
          </EmptyState>
        )
      ) : query.data.segments.length === 0 ? (
        <PastTheEnd total={query.data.meta.totalItemCount} filtered={filtered} onGoToLastPage={(offset) => update({ offset })} />
      ) : (
        <>
          {query.isRefetchError && (
            <Alert tone="warning" title="Could not refresh the segments" action={<Button onClick={() => void query.refetch()}>Refresh the segments</Button>}>
              {errorMessage(query.error)} The list shows what was loaded before.
            </Alert>
          )}
          <p className="visually-hidden" role="status">
            {plural(query.data.meta.totalItemCount, 'segment')} {filtered ? 'match' : 'in all'}
          </p>
          <SegmentTable merchantCode={merchantCode} segments={query.data.segments} busy={query.isFetching} />
          <Pager kind="offset" what="segments" offset={state.offset} limit={pageSize} total={query.data.meta.totalItemCount} onChange={(offset) => update({ offset })} />
        </>
      )}
    </div>
  );
}

/** A page past the last one, e.g. from an old link after segments were deleted: say so rather than "no segments". */
function PastTheEnd({ total, filtered, onGoToLastPage }: { total: number; filtered: boolean; onGoToLastPage: (offset: number) => void }) {
  const pages = Math.ceil(total / pageSize);
  return (
    <EmptyState title="This page is past the last page">
      <p>
        {plural(total, 'segment')} {filtered ? 'match' : 'in all'}, on {plural(pages, 'page')}.
      </p>
      <Button onClick={() => onGoToLastPage((pages - 1) * pageSize)}>Go to the last page</Button>
    </EmptyState>
  );
}

function SegmentTable({ merchantCode, segments, busy }: { merchantCode: string; segments: Segment[]; busy: boolean }) {
  const columns: Column<Segment>[] = [
    { key: 'name', header: 'Name', cell: (s) => <Link to={paths.segment(merchantCode, s.code)}>{s.name}</Link> },
    { key: 'code', header: 'Code', className: 'mono break', cell: (s) => s.code },
    { key: 'type', header: 'Type', cell: (s) => <SegmentTypeBadge type={s.type} /> },
    { key: 'status', header: 'Status', cell: (s) => <SegmentStatusBadge status={s.status} /> },
    { key: 'members', header: 'Members', numeric: true, cell: (s) => formatCount(s.memberCount) },
    { key: 'updated', header: 'Last change', cell: (s) => formatDateTime(s.updateDate) },
  ];
  return (
    <DataTable
      caption="Segments, last changed first"
      columns={columns}
      rowHeader="name"
      rows={segments}
      rowKey={(s) => s.code}
      busy={busy}
      wrapClassName="contained"
    />
  );
}

interface FilterState {
  type?: SegmentType;
  search: string;
  searchIn: SegmentSearchField;
}

function SegmentFilters({ state, onChange }: { state: FilterState; onChange: (changes: Partial<FilterState>) => void }) {
  const [search, setSearch] = useState(state.search);
  const [searchIn, setSearchIn] = useState(state.searchIn);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ search, searchIn });
  };
  return (
    <form className="row segment-filters" onSubmit={submit} role="search" aria-label="Segments">
      <FilterSelect
        label="Type"
        anyLabel="All types"
        value={state.type}
        options={segmentTypes}
        optionLabel={(t) => segmentTypeName[t]}
        onChange={(type) => onChange({ type })}
      />
      <div className="field">
        <label htmlFor="segment-search-in">Search in</label>
        <select id="segment-search-in" value={searchIn} onChange={(e) => setSearchIn(e.target.value as SegmentSearchField)}>
          <option value="name">Name</option>
          <option value="code">Code</option>
        </select>
      </div>
      <div className="field search-field">
        <label htmlFor="segment-search">Search for</label>
        <input id="segment-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} aria-describedby="segment-search-hint" />
        <span id="segment-search-hint" className="visually-hidden">
          Finds segments whose name or code, as chosen in “Search in”, contains this text
        </span>
      </div>
      <Button type="submit">Search segments</Button>
      {(state.search || state.type) && (
        <Button variant="ghost" onClick={() => onChange({ type: undefined, search: '' })}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
