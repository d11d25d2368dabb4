import type { SegmentStatus, SegmentType } from '@/api';
import { Badge } from '@/components/ui/Badge';

export const segmentTypeName: Record<SegmentType, string> = { fixed: 'Fixed', dynamic: 'Dynamic' };
const segmentStatusName: Record<SegmentStatus, string> = { active: 'Active', inactive: 'Inactive' };

export function SegmentTypeBadge({ type }: { type: SegmentType }) {
  return <Badge tone={type === 'fixed' ? 'info' : 'neutral'}>{segmentTypeName[type]}</Badge>;
}

export function SegmentStatusBadge({ status }: { status: SegmentStatus }) {
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{segmentStatusName[status]}</Badge>;
}
