import type { SegmentType } from '@/contract';

export interface SegmentListParams {
  type?: SegmentType;
  search?: string;
  /** the field a search looks in */
  searchIn: 'name' | 'code';
  limit: number;
  offset: number;
}

/** One key factory, so invalidation matches what was cached; a segment's member queries sit under its detail and refresh with it. */
export const segmentKeys = {
  lists: (merchantCode: string) => ['segments', merchantCode, 'list'] as const,
  list: (merchantCode: string, params: SegmentListParams) => [...segmentKeys.lists(merchantCode), params] as const,
  detail: (merchantCode: string, segmentCode: string) => ['segments', merchantCode, 'detail', segmentCode] as const,
  memberPage: (merchantCode: string, segmentCode: string, params: object) =>
    [...segmentKeys.detail(merchantCode, segmentCode), 'members', 'page', params] as const,
  membership: (merchantCode: string, segmentCode: string, email: string) =>
    [...segmentKeys.detail(merchantCode, segmentCode), 'members', 'membership', email] as const,
};
