import type { Segment } from '@/api';
import { formatCount, formatDateTime } from '@/i18n/format';
import { SegmentStatusBadge, SegmentTypeBadge } from './SegmentBadges';

export function SegmentDetails({ segment }: { segment: Segment }) {
  return (
    <section className="card" aria-labelledby="segment-details-heading">
      <h2 id="segment-details-heading" className="visually-hidden">
        Details
      </h2>
      <dl className="details-list">
        <dt>Code</dt>
        <dd className="mono">{segment.code}</dd>
        <dt>Type</dt>
        <dd>
          <SegmentTypeBadge type={segment.type} />
        </dd>
        <dt>Status</dt>
        <dd>
          <SegmentStatusBadge status={segment.status} />
        </dd>
        <dt>Members</dt>
        <dd>{formatCount(segment.memberCount)}</dd>
        {segment.description && (
          <>
            <dt>Description</dt>
            <dd>{segment.description}</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{formatDateTime(segment.createDate)}</dd>
        <dt>Last change</dt>
        <dd>{formatDateTime(segment.updateDate)}</dd>
      </dl>
    </section>
  );
}
