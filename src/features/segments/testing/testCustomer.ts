import type { Customer } from '@/contract';

/** A customer for the unit tests. */
export const testCustomer = (id: string, emailAddress: string, isAnonymous = false, status: Customer['status'] = 'active'): Customer => ({
  id,
  emailAddress,
  isAnonymous,
  status,
  firstName: id,
  lastName: null,
});
