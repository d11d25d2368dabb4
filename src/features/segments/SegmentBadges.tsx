/** A segment's type and status as badges, in the list and on its page. */
import { useTranslation } from 'react-i18next';
import type { SegmentStatus, SegmentType } from '@/contract';
import { Badge } from '@/components/ui/Badge';

export function SegmentTypeBadge({ type }: { type: SegmentType }) {
  const { t } = useTranslation('segments');
  return <Badge tone={type === 'fixed' ? 'info' : 'neutral'}>{t(`type.${type}`)}</Badge>;
}

export function SegmentStatusBadge({ status }: { status: SegmentStatus }) {
  const { t } = useTranslation('segments');
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(`status.${status}`)}</Badge>;
}
