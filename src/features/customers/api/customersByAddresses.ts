import { listLimits } from '@/api/terms';
import type { Customer } from '@/api';
import { listCustomers } from './listCustomers';

/**
 * Every customer, guests included, whose address is one of these (given in lower case): one `$in`
 * request, more only if guests sharing the addresses make the answer longer than a page.
 */
export async function customersByAddresses(merchantCode: string, addresses: readonly string[], signal?: AbortSignal): Promise<Customer[]> {
  const found: Customer[] = [];
  let offset = 0;
  for (;;) {
    const page = await listCustomers(merchantCode, { filter: { emailAddress: { $in: [...addresses] } }, limit: listLimits.maxLimit, offset }, signal);
    found.push(...page.customers);
    offset += page.customers.length;
    if (page.customers.length === 0 || offset >= page.meta.totalItemCount) return found;
  }
}
