import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { segmentType, type Segment, type SegmentType } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Pagination } from '@/components/ui/Pagination';
import { EmptyState, Loading, LoadError } from '@/components/ui/QueryState';
import { errorMessage } from '@/lib/errors';
import { formatCount, formatDateTime, plural } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import type { SegmentSearchField } from '../api/keys';
import { segmentListQueryOptions } from '../api/listSegments';
import { SegmentStatusBadge, SegmentTypeBadge, segmentTypeName } from './SegmentBadges';
import './segments.css';

const pageSize = 25;

/** Filter, search and page live in the address, so a list can be bookmarked and shared. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const typeParam = segmentType.safeParse(params.get('type'));
  const offset = Number(params.get('offset'));
  const state = {
    type: typeParam.success ? typeParam.data : undefined,
    search: params.get('q') ?? '',
    searchIn: (params.get('in') === 'code' ? 'code' : 'name') as SegmentSearchField,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
  const update = (changes: Partial<typeof state>) => {
    const next = { ...state, offset: 0, ...changes };
    const out = new URLSearchParams();
    if (next.type) out.set('type', next.type);
    if (next.search.trim()) {
      out.set('q', next.search.trim());
      if (next.searchIn === 'code') out.set('in', 'code');
    }
    if (next.offset > 0) out.set('offset', String(next.offset));
    setParams(out);
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
          <Pagination what="segments" offset={state.offset} limit={pageSize} total={query.data.meta.totalItemCount} onChange={(offset) => update({ offset })} />
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
  return (
    <div className="table-wrap contained">
      <table className="table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">Segments, last changed first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Code</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Members
            </th>
            <th scope="col">Last change</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((s) => (
            <tr key={s.code}>
              <td>
                <Link to={paths.segment(merchantCode, s.code)}>{s.name}</Link>
              </td>
              <td className="mono break">{s.code}</td>
              <td>
                <SegmentTypeBadge type={s.type} />
              </td>
              <td>
                <SegmentStatusBadge status={s.status} />
              </td>
              <td className="num">{formatCount(s.memberCount)}</td>
              <td>{formatDateTime(s.updateDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
        options={segmentType.options}
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
