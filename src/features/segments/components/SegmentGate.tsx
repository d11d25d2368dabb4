import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { paths } from '@/lib/paths';
import { SegmentCrumbs } from './SegmentCrumbs';
import { SegmentLoader } from './SegmentLoader';

/**
 * The frame of the pages that change a segment's members: loads the segment (SegmentLoader), and
 * explains instead of offering member actions when it is dynamic.
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
  return (
    <SegmentLoader merchantCode={merchantCode} segmentCode={segmentCode} title={(name) => [pageTitle, name]}>
      {(segment, refreshProblem) => (
        <div className="stack">
          <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: segment.name, to: paths.segment(merchantCode, segment.code) }, { label: pageTitle }]} />
          <h1>
            {pageTitle}: {segment.name}
          </h1>
          {refreshProblem}
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
      )}
    </SegmentLoader>
  );
}
