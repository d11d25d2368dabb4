import type { Customer } from '@/api';

/**
 * The number a merchant knows a customer by: their own (external) number, else the platform's.
 * Guests have none. Raw IDs are for machines; this is what tells two "Sam Taylor"s apart on screen.
 */
export const customerNumber = (c: Pick<Customer, 'externalCustomerNumber' | 'internalCustomerNumber'>) =>
  c.externalCustomerNumber?.trim() || c.internalCustomerNumber?.trim() || undefined;
