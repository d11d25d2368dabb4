/** Helpers for the segments component tests: data created through the app's own API layer. */
import { vi } from 'vitest';
import type { CreateSegmentBody, Customer, ListFilter } from '@/contract';
import { listCustomers } from '@/features/customers';
import { createSegment } from '@/features/segments/api/segments';

let serial = 0;
/** A code no other test uses. */
export const uniqueCode = (prefix = 'test') => `${prefix}-${Date.now().toString(36)}-${(serial++).toString(36)}`;

export const createTestSegment = (body: Partial<CreateSegmentBody> & { code: string }) =>
  createSegment('demo', { name: `Segment ${body.code}`, type: 'fixed', ...body });

export const findCustomers = async (filter: ListFilter, limit = 1000): Promise<Customer[]> =>
  (await listCustomers('demo', { filter, limit, offset: 0 })).customers;

/**
 * Watches the requests the app sends to a segment's members with `method` (POST adds, DELETE
 * removes), to check that one click sends one request. Undo with `vi.restoreAllMocks()`.
 */
export const watchMemberRequests = (segmentCode: string, method: 'POST' | 'DELETE') => {
  const spy = vi.spyOn(globalThis, 'fetch');
  const isMemberCall = ([input, init]: Parameters<typeof fetch>) =>
    new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith(`/segments/${segmentCode}/members`) && init?.method === method;
  return { count: () => spy.mock.calls.filter(isMemberCall).length };
};
