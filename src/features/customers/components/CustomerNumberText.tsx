import { useTranslation } from 'react-i18next';
import type { Customer } from '@/api';

/**
 * The number a merchant knows a customer by: their own (external) number, else the platform's, or a
 * muted "None" (guests have none). Raw IDs are for machines; this tells two "Sam Taylor"s apart.
 */
export function CustomerNumberText({ customer }: { customer: Pick<Customer, 'externalCustomerNumber' | 'internalCustomerNumber'> }) {
  const { t } = useTranslation('segments');
  const n = customer.externalCustomerNumber?.trim() || customer.internalCustomerNumber?.trim();
  return n ? (
    <span className="mono" translate="no">
      {n}
    </span>
  ) : (
    <span className="muted">{t('customers.numberNone')}</span>
  );
}
