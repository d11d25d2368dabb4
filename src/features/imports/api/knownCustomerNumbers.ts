import { customerList } from '@/api/customers';
import { wireNames } from '@/api/wireNames';
import { apiRequest, merchantPath } from '@/lib/http';

/** numbers asked in one request */
const batchSize = 100;

/** Which of these customer numbers (`externalCustomerNumber`) the customer service holds, asked in batches with `$in`. */
export async function knownCustomerNumbers(merchantCode: string, numbers: readonly string[], signal?: AbortSignal): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < numbers.length; i += batchSize) {
    const batch = numbers.slice(i, i + batchSize);
    const body = await apiRequest(merchantPath(merchantCode, 'customers'), {
      service: 'customers',
      // guests sharing a number would make a page longer than the batch: the limit leaves room
      query: { [wireNames.filterParam]: { externalCustomerNumber: { $in: batch } }, limit: batchSize * 2 },
      schema: customerList,
      signal,
    });
    for (const c of body.customers) if (c.externalCustomerNumber) known.add(c.externalCustomerNumber);
  }
  return known;
}
