import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Loading, LoadError } from '../../../components/ui/QueryState';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { isSegmentGone, segmentQueryOptions } from '../api/getSegment';
import { DynamicSegmentRule } from './DynamicSegmentRule';
import { MembersSection } from './MembersSection';
import { SegmentCrumbs } from './SegmentCrumbs';
import { SegmentDetails } from './SegmentDetails';
import { SegmentNotFound } from './SegmentNotFound';
import { useSegmentParams } from './useSegmentParams';
import './segments.css';

export function SegmentPage() {
  const { merchantCode, segmentCode } = useSegmentParams();
  const query = useQuery(segmentQueryOptions(merchantCode, segmentCode));
  useDocumentTitle(query.data?.name ?? segmentCode, 'Segments', merchantCode);

  if (query.isPending) return <Loading label="Loading the segment…" />;
  if (query.isError) {
    if (isSegmentGone(query.error)) return <SegmentNotFound merchantCode={merchantCode} segmentCode={segmentCode} />;
    return <LoadError error={query.error} what="the segment" onRetry={() => void query.refetch()} />;
  }
  const segment = query.data;
  return (
    <div className="stack">
      <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: segment.name }]} />
      <div className="page-header">
        <h1>{segment.name}</h1>
        {segment.type === 'fixed' && (
          <div className="row">
            <Link className="btn btn-primary" to={paths.addMembers(merchantCode, segment.code)}>
              Add members
            </Link>
            <Link className="btn btn-secondary" to={paths.addMembersByList(merchantCode, segment.code)}>
              Add members from a list
            </Link>
          </div>
        )}
      </div>
      <SegmentDetails segment={segment} />
      {segment.type === 'fixed' ? <MembersSection merchantCode={merchantCode} segment={segment} /> : <DynamicSegmentRule segment={segment} />}
    </div>
  );
}
