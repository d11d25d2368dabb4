import { customerList } from '@/contract/customers';
import { wireNames } from '@/contract/wireNames';
import { apiRequest, merchantPath } from '@/lib/http';
import { batchSize, inBatches } from '@/lib/inBatches';

/** Which of these customer numbers (`externalCustomerNumber`) the customer service holds, asked in batches with `$in`. */
export async function knownCustomerNumbers(merchantCode: string, numbers: readonly string[], signal?: AbortSignal): Promise<Set<string>> {
  const found = await inBatches(numbers, async (batch) => {
    const body = await apiRequest(merchantPath(merchantCode, 'customers'), {
      service: 'customers',
      // guests sharing a number would make a page longer than the batch: the limit leaves room
      query: { [wireNames.filterParam]: { externalCustomerNumber: { $in: batch } }, limit: batchSize * 2 },
      schema: customerList,
      signal,
    });
    return body.customers.flatMap((c) => (c.externalCustomerNumber ? [c.externalCustomerNumber] : []));
  });
  return new Set(found);
}
