/** Helpers for the segments component tests: data created through the app's own API layer. */
import type { CreateSegmentBody, Customer, ListFilter } from '../../api';
import { listCustomers } from '../customers/api/listCustomers';
import { createSegment } from './api/createSegment';

let serial = 0;
/** A code no other test uses. */
export const uniqueCode = (prefix = 'test') => `${prefix}-${Date.now().toString(36)}-${(serial++).toString(36)}`;

export const createTestSegment = (body: Partial<CreateSegmentBody> & { code: string }) =>
  createSegment('demo', { name: `Segment ${body.code}`, type: 'fixed', ...body });

export const findCustomers = async (filter: ListFilter, limit = 1000): Promise<Customer[]> =>
  (await listCustomers('demo', { filter, limit, offset: 0 })).customers;
