import type { SegmentType } from '@/contract';
import { segmentList } from '@/contract/segments';
import { wireNames } from '@/contract/wireNames';
import { apiRequest, merchantPath } from '@/lib/http';
import { batchSize, inBatches } from '@/lib/inBatches';

/** Which of these segments exist, and of which type (fixed or dynamic), asked in batches with `$in`. */
export async function segmentTypesOf(merchantCode: string, codes: readonly string[], signal?: AbortSignal): Promise<Map<string, SegmentType>> {
  const found = await inBatches(codes, async (batch) => {
    const query = { [wireNames.filterParam]: { code: { $in: batch } }, limit: batchSize };
    const body = await apiRequest(merchantPath(merchantCode, 'segments'), { service: 'segments', query, schema: segmentList, signal });
    return body.segments.map((s) => [s.code, s.type] as const);
  });
  return new Map(found);
}
