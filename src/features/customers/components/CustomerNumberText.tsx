import type { Customer } from '@/api';
import { customerNumber } from '../customerNumber';

/** A customer's number, or a muted "None" (guests have no number). */
export function CustomerNumberText({ customer }: { customer: Pick<Customer, 'externalCustomerNumber' | 'internalCustomerNumber'> }) {
  const n = customerNumber(customer);
  return n ? <span className="mono">{n}</span> : <span className="muted">None</span>;
}
