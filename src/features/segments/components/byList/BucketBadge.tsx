import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import type { Bucket } from '@/features/segments/bulk/classifyAddresses';

const tone: Record<Bucket, BadgeTone> = {
  add: 'success',
  choose: 'warning',
  guestsOnly: 'neutral',
  alreadyMember: 'info',
  notFound: 'neutral',
  invalid: 'danger',
};

/** The bucket's short name; its whole title on hover. */
export function BucketBadge({ bucket }: { bucket: Bucket }) {
  const { t } = useTranslation('segments');
  return (
    <span title={t(`byList.bucket.title.${bucket}`)}>
      <Badge tone={tone[bucket]}>{t(`byList.bucket.short.${bucket}`)}</Badge>
    </span>
  );
}
