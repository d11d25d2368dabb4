import type { SegmentType } from '@/api';

export interface SegmentListParams {
  type?: SegmentType;
  search?: string;
  /** the field a search looks in */
  searchIn: 'name' | 'code';
  limit: number;
  offset: number;
}

export interface MemberPageParams {
  limit: number;
  /** the service's cursor; absent for the first page */
  after?: string;
  /** part of an e-mail address */
  email?: string;
}

/** One key factory for every segments query, so invalidation always matches what was cached. */
export const segmentKeys = {
  all: (merchantCode: string) => ['segments', merchantCode] as const,
  lists: (merchantCode: string) => [...segmentKeys.all(merchantCode), 'list'] as const,
  list: (merchantCode: string, params: SegmentListParams) => [...segmentKeys.lists(merchantCode), params] as const,
  detail: (merchantCode: string, segmentCode: string) => [...segmentKeys.all(merchantCode), 'detail', segmentCode] as const,
  /** every members query of one segment: pages, membership checks */
  members: (merchantCode: string, segmentCode: string) => [...segmentKeys.detail(merchantCode, segmentCode), 'members'] as const,
  memberPage: (merchantCode: string, segmentCode: string, params: MemberPageParams) =>
    [...segmentKeys.members(merchantCode, segmentCode), 'page', params] as const,
  membership: (merchantCode: string, segmentCode: string, email: string) =>
    [...segmentKeys.members(merchantCode, segmentCode), 'membership', email] as const,
};
