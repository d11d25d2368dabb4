import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { paths } from '@/lib/paths';
import { SegmentCrumbs } from './SegmentCrumbs';

/** The segment does not exist: deleted meanwhile, or the address is mistyped. (SegmentLoader sets the tab title.) */
export function SegmentNotFound({ merchantCode, segmentCode }: { merchantCode: string; segmentCode: string }) {
  return (
    <div className="stack">
      <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: segmentCode }]} />
      <h1>Segment not found</h1>
      <Alert tone="warning" title={`There is no segment with the code “${segmentCode}”`}>
        It may have been deleted meanwhile, or the address is mistyped. Nothing was changed.
      </Alert>
      <p>
        <Link to={paths.segments(merchantCode)}>Back to all segments</Link>
      </p>
    </div>
  );
}
