import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { DynamicSegmentRule } from './DynamicSegmentRule';
import { MembersSection } from './MembersSection';
import { SegmentCrumbs } from './SegmentCrumbs';
import { SegmentDetails } from './SegmentDetails';
import { SegmentLoader } from './SegmentLoader';
import { useSegmentParams } from './useSegmentParams';
import './segments.css';

export function SegmentPage() {
  const { merchantCode, segmentCode } = useSegmentParams();
  return (
    <SegmentLoader merchantCode={merchantCode} segmentCode={segmentCode} title={(name) => [name, 'Segments']}>
      {(segment, refreshProblem) => (
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
          {refreshProblem}
          <SegmentDetails segment={segment} />
          {segment.type === 'fixed' ? (
            <MembersSection merchantCode={merchantCode} segment={segment} />
          ) : (
            <DynamicSegmentRule segment={segment} />
          )}
        </div>
      )}
    </SegmentLoader>
  );
}
