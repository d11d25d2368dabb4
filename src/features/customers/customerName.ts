import type { Customer } from '@/api';

/** "Anna Smith", or what there is of it; guests often have no name. */
export const customerName = (c: Pick<Customer, 'firstName' | 'lastName'>) =>
  [c.firstName, c.lastName].filter((p) => p && p.trim()).join(' ') || 'No name';

/** How a customer is named in labels: "Anna Smith (anna@example.com)". */
export const customerLabel = (c: Pick<Customer, 'firstName' | 'lastName' | 'emailAddress' | 'id'>) =>
  `${customerName(c)} (${c.emailAddress || `customer ${c.id}`})`;
