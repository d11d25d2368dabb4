import { Badge } from '@/components/ui/Badge';

/** Guests are customers without an account; several may share an address. */
export function CustomerKindBadge({ isAnonymous }: { isAnonymous: boolean }) {
  return isAnonymous ? <Badge tone="warning">Guest</Badge> : <Badge tone="info">Registered</Badge>;
}
