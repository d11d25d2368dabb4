import type { SegmentType } from '@/api';
import { segmentList } from '@/api/segments';
import { wireNames } from '@/api/wireNames';
import { apiRequest, merchantPath } from '@/lib/http';

/** codes asked in one request: the segment service's page limit */
const batchSize = 100;

/** Which of these segments exist, and of which type (fixed or dynamic), asked in batches with `$in`. */
export async function segmentTypesOf(merchantCode: string, codes: readonly string[], signal?: AbortSignal): Promise<Map<string, SegmentType>> {
  const types = new Map<string, SegmentType>();
  for (let i = 0; i < codes.length; i += batchSize) {
    const body = await apiRequest(merchantPath(merchantCode, 'segments'), {
      service: 'segments',
      query: { [wireNames.filterParam]: { code: { $in: codes.slice(i, i + batchSize) } }, limit: batchSize },
      schema: segmentList,
      signal,
    });
    for (const s of body.segments) types.set(s.code, s.type);
  }
  return types;
}
