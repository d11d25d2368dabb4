import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { bucketTitle } from '@/features/segments/bulk/bucketText';
import type { Bucket } from '@/features/segments/bulk/classifyAddresses';

const tone: Record<Bucket, BadgeTone> = {
  add: 'success',
  choose: 'warning',
  guestsOnly: 'neutral',
  alreadyMember: 'info',
  notFound: 'neutral',
  invalid: 'danger',
};

const bucketShort: Record<Bucket, string> = {
  add: 'Will be added',
  choose: 'Choose',
  guestsOnly: 'Guests only',
  alreadyMember: 'Already a member',
  notFound: 'Not found',
  invalid: 'Not an address',
};

export function BucketBadge({ bucket }: { bucket: Bucket }) {
  return (
    <span title={bucketTitle[bucket]}>
      <Badge tone={tone[bucket]}>{bucketShort[bucket]}</Badge>
    </span>
  );
}
