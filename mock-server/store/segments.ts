/** Segment records: their wire form and the order members are listed in. */
import type { Customer, Segment } from '../../src/contract';
import type { SegmentState } from './types';

export const toSegment = (s: SegmentState): Segment => ({
  code: s.code,
  name: s.name,
  type: s.type,
  status: s.status,
  ...(s.description === undefined ? {} : { description: s.description }),
  memberCount: s.type === 'fixed' ? s.members.size : (s.ruleMemberCount ?? 0),
  createDate: s.createDate,
  updateDate: s.updateDate,
  ...(s.rule === undefined ? {} : { rule: s.rule }),
});

/**
 * Members are listed by last name, first name, id. The cursor is this key of the last member
 * shown, so paging stays correct while members are added or removed between pages.
 */
export const memberSortKey = (c: Customer) =>
  `${(c.lastName ?? '').toLowerCase()}\u0000${(c.firstName ?? '').toLowerCase()}\u0000${c.id}`;

export const encodeCursor = (key: string) => Buffer.from(key, 'utf8').toString('base64url');
export const decodeCursor = (cursor: string): string | null => {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  return key.split('\u0000').length === 3 ? key : null;
};
