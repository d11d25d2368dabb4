import { useTranslation } from 'react-i18next';
import type { Customer } from '@/contract';
import { Badge } from '@/components/ui/Badge';
import { EmailText } from '@/components/ui/EmailText';
import { i18next } from '@/i18n/i18n';

/** "Anna Smith", or what there is of it; '' when there is none (guests often have no name). */
export const fullName = (c: Pick<Customer, 'firstName' | 'lastName'>) => [c.firstName, c.lastName].filter((p) => p && p.trim()).join(' ');

/** The name, or "No name" in the page's language: called while rendering, so a language switch renders it anew. */
export const customerName = (c: Pick<Customer, 'firstName' | 'lastName'>) => fullName(c) || i18next.t('customers:noName');

/** The merchant's own (external) customer number, else the platform's; '' when there is none. */
export const customerNumber = (c: Pick<Customer, 'externalCustomerNumber' | 'internalCustomerNumber'>) =>
  c.externalCustomerNumber?.trim() || c.internalCustomerNumber?.trim() || '';

type Named = Pick<Customer, 'firstName' | 'lastName' | 'emailAddress' | 'id' | 'externalCustomerNumber' | 'internalCustomerNumber'>;

/** What tells a customer without an address apart: the customer number, and the internal ID only where there is none. */
const contactWithoutAddress = (c: Named) => {
  const number = customerNumber(c);
  return number ? i18next.t('customers:byNumber', { number }) : i18next.t('customers:byId', { id: c.id });
};

/** How a customer is named in labels: "Anna Smith (anna@example.com)", "Sam Taylor (customer number C-100005)". */
export const customerLabel = (c: Named) => i18next.t('customers:label', { name: customerName(c), contact: c.emailAddress || contactWithoutAddress(c) });

/** "customer number C-100005", or "no customer number" (guests have none), as a customer is described in a label. */
export const customerNumberInLabel = (c: Pick<Customer, 'externalCustomerNumber' | 'internalCustomerNumber'>) => {
  const number = customerNumber(c);
  return number ? i18next.t('customers:byNumber', { number }) : i18next.t('customers:noNumberInLabel');
};

/** "guest" or "registered", as a customer is described in a label. */
export const customerKind = (c: Pick<Customer, 'isAnonymous'>) => i18next.t(c.isAnonymous ? 'customers:kindInLabel.guest' : 'customers:kindInLabel.registered');

/** A customer's name as the merchant's data (never translated), or a muted "No name". */
export function CustomerNameText({ customer }: { customer: Pick<Customer, 'firstName' | 'lastName'> }) {
  const { t } = useTranslation('customers');
  const name = fullName(customer);
  return name ? <span translate="no">{name}</span> : <span className="muted">{t('noName')}</span>;
}

/** "Anna Smith (anna@example.com)" on the page: the name and the address as data, the words around them translated. */
export function CustomerLabelText({ customer }: { customer: Named }) {
  useTranslation('customers');
  return (
    <>
      <CustomerNameText customer={customer} /> ({customer.emailAddress ? <EmailText address={customer.emailAddress} /> : contactWithoutAddress(customer)})
    </>
  );
}

/** The customer's number, or a muted "None" (guests have none): unlike a raw ID, it tells two "Sam Taylor"s apart. */
export function CustomerNumberText({ customer }: { customer: Pick<Customer, 'externalCustomerNumber' | 'internalCustomerNumber'> }) {
  const { t } = useTranslation('customers');
  const n = customerNumber(customer);
  return n ? <span className="mono" translate="no">{n}</span> : <span className="muted">{t('numberNone')}</span>;
}

/** Guests are customers without an account; several may share an address. */
export function CustomerKindBadge({ isAnonymous }: { isAnonymous: boolean }) {
  const { t } = useTranslation('customers');
  return isAnonymous ? <Badge tone="warning">{t('kind.guest')}</Badge> : <Badge tone="info">{t('kind.registered')}</Badge>;
}
