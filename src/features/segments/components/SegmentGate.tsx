import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Segment } from '../../../api';
import { Alert } from '../../../components/ui/Alert';
import { Loading, LoadError } from '../../../components/ui/QueryState';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { isSegmentGone, segmentQueryOptions } from '../api/getSegment';
import { SegmentCrumbs } from './SegmentCrumbs';
import { SegmentNotFound } from './SegmentNotFound';

/**
 * The frame of the pages that change a segment's members: loads the segment, says so when it is
 * gone, and explains instead of offering member actions when it is dynamic.
 */
export function FixedSegmentGate({
  merchantCode,
  segmentCode,
  pageTitle,
  children,
}: {
  merchantCode: string;
  segmentCode: string;
  pageTitle: string;
  children: (segment: Segment) => ReactNode;
}) {
  const query = useQuery(segmentQueryOptions(merchantCode, segmentCode));
  useDocumentTitle(pageTitle, query.data?.name ?? segmentCode, merchantCode);
  if (query.isPending) return <Loading label="Loading the segment…" />;
  if (query.isError) {
    if (isSegmentGone(query.error)) return <SegmentNotFound merchantCode={merchantCode} segmentCode={segmentCode} />;
    return <LoadError error={query.error} what="the segment" onRetry={() => void query.refetch()} />;
  }
  const segment = query.data;
  return (
    <div className="stack">
      <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: segment.name, to: paths.segment(merchantCode, segment.code) }, { label: pageTitle }]} />
      <h1>
        {pageTitle}: {segment.name}
      </h1>
      {segment.type === 'dynamic' ? (
        <Alert tone="info" title="Members of a dynamic segment cannot be added">
          <p>
            {segment.name} is a dynamic segment: its members are the customers its rule selects. Only fixed segments let you add or remove
            members.
          </p>
          <Link to={paths.segment(merchantCode, segment.code)}>See its rule</Link>
        </Alert>
      ) : (
        children(segment)
      )}
    </div>
  );
}
