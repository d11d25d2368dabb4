import type { Customer } from '@/contract';
import { normalizeEmail } from '../api/emailMatch';

/** Results by address (lower case; '' for none), registered first: guests may share one, so the merchant sees whom they pick. */
export function groupCustomersByAddress(customers: readonly Customer[]) {
  const groups = new Map<string, Customer[]>();
  for (const c of customers) {
    const key = normalizeEmail(c.emailAddress ?? '');
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups].map(([address, members]) => {
    const sorted = [...members].sort((a, b) => Number(a.isAnonymous) - Number(b.isAnonymous));
    const guests = sorted.filter((c) => c.isAnonymous).length;
    return { address, customers: sorted, guests, registered: sorted.length - guests };
  });
}
