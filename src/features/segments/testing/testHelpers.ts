/** Helpers for the segments component tests: data created through the app's own API layer. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateSegmentBody, Customer, ListFilter } from '@/contract';
import { listCustomers } from '@/features/customers';
import { createSegment } from '@/features/segments/api/segments';
import { renderApp } from '@/testing/app';
import { countRequests } from '@/testing/countRequests';

let serial = 0;
/** A code no other test uses. */
export const uniqueCode = (prefix = 'test') => `${prefix}-${Date.now().toString(36)}-${(serial++).toString(36)}`;

export const createTestSegment = (body: Partial<CreateSegmentBody> & { code: string }) =>
  createSegment('demo', { name: `Segment ${body.code}`, type: 'fixed', ...body });

export const findCustomers = async (filter: ListFilter, limit = 1000): Promise<Customer[]> =>
  (await listCustomers('demo', { filter, limit, offset: 0 })).customers;

/** Counts the requests the app sends to a segment's members with `method` (POST adds, DELETE removes), to check that one click sends one request. */
export const watchMemberRequests = (segmentCode: string, method: 'POST' | 'DELETE') => ({
  count: countRequests((url, init) => url.pathname.endsWith(`/segments/${segmentCode}/members`) && init?.method === method),
});

/** The customers that are registered, active and alone at their address: each address names one of them. */
export const aloneAtTheirAddress = (all: readonly Customer[]) => {
  const perAddress = new Map<string, number>();
  for (const c of all) perAddress.set(c.emailAddress!.toLowerCase(), (perAddress.get(c.emailAddress!.toLowerCase()) ?? 0) + 1);
  return all.filter((c) => !c.isAnonymous && c.status === 'active' && perAddress.get(c.emailAddress!.toLowerCase()) === 1);
};

/** The by-list page of a segment (`add-by-list` or `remove-by-list`) with `list` pasted and checked: at its review step. */
export const openWithList = async (page: 'add-by-list' | 'remove-by-list', code: string, list: string) => {
  const user = userEvent.setup();
  renderApp(`/demo/segments/${code}/${page}`);
  const box = await screen.findByRole('textbox', { name: 'E-mail addresses' });
  await user.click(box);
  await user.paste(list);
  await user.click(screen.getByRole('button', { name: 'Check the addresses' }));
  await screen.findByRole('heading', { name: 'Step 2 of 3: check and confirm' });
  return user;
};

/** What a by-list review counts in a bucket, and what its summary counts of a result. */
export const bucketCount = (bucket: string) => document.querySelector(`[data-bucket="${bucket}"]`)?.textContent;
export const resultCount = (name: string) => document.querySelector(`[data-result="${name}"]`)?.textContent;
/** What the review counts in each of the named buckets, e.g. `{ add: '6', invalid: '1' }`: compared whole, a failure shows them all. */
export const bucketCounts = (expected: Record<string, string>) => Object.fromEntries(Object.keys(expected).map((bucket) => [bucket, bucketCount(bucket)]));
