import type { Customer } from '@/api';
import { normalizeEmail } from './api/emailMatch';

/**
 * Guests may share an address with each other and with one registered customer; grouping them
 * under the address (in lower case; '' for customers without one) lets the merchant see exactly whom
 * they pick. Registered customers come first.
 */
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
