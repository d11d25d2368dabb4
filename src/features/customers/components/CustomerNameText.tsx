import { useTranslation } from 'react-i18next';
import type { Customer } from '@/api';
import { fullName } from '../customerName';

/** A customer's name as the merchant's data (never translated), or a muted "No name". */
export function CustomerNameText({ customer }: { customer: Pick<Customer, 'firstName' | 'lastName'> }) {
  const { t } = useTranslation('segments');
  const name = fullName(customer);
  return name ? <span translate="no">{name}</span> : <span className="muted">{t('customers.noName')}</span>;
}

/** "Anna Smith (anna@example.com)" on the page: the name and the address as data, the words around them translated. */
export function CustomerLabelText({ customer }: { customer: Pick<Customer, 'firstName' | 'lastName' | 'emailAddress' | 'id'> }) {
  const { t } = useTranslation('segments');
  return (
    <>
      <CustomerNameText customer={customer} /> (
      {customer.emailAddress ? <span translate="no">{customer.emailAddress}</span> : t('customers.byId', { id: customer.id })})
    </>
  );
}
