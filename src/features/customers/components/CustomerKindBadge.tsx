import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';

/** Guests are customers without an account; several may share an address. */
export function CustomerKindBadge({ isAnonymous }: { isAnonymous: boolean }) {
  const { t } = useTranslation('segments');
  return isAnonymous ? <Badge tone="warning">{t('customers.kind.guest')}</Badge> : <Badge tone="info">{t('customers.kind.registered')}</Badge>;
}
