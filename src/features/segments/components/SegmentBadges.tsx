import { useTranslation } from 'react-i18next';
import type { SegmentStatus, SegmentType } from '@/api';
import { Badge } from '@/components/ui/Badge';

export function SegmentTypeBadge({ type }: { type: SegmentType }) {
  const { t } = useTranslation('segments');
  return <Badge tone={type === 'fixed' ? 'info' : 'neutral'}>{t(`type.${type}`)}</Badge>;
}

export function SegmentStatusBadge({ status }: { status: SegmentStatus }) {
  const { t } = useTranslation('segments');
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(`status.${status}`)}</Badge>;
}
