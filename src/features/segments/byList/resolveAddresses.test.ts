import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '@/contract';
import { chunkAddresses, maxAddressesPerLookup, resolveAddresses, runLimited, type CustomerLookup, type MembershipLookup } from './resolveAddresses';
import { testCustomer } from '@/features/segments/testing/testCustomer';

const directory: Customer[] = [
  testCustomer('r1', 'Shared@Example.com'),
  testCustomer('g1', 'shared@example.com', true),
  testCustomer('g2', 'shared@example.com', true),
  testCustomer('g3', 'guest@example.com', true),
  testCustomer('r2', 'two@example.com'),
  testCustomer('r3', 'two@example.com'),
  testCustomer('gone', 'deleted@example.com', false, 'deleted'),
];

const fakeLookup = (): CustomerLookup & { calls: string[][] } => {
  const calls: string[][] = [];
  const fn = async (addresses: string[]) => {
    calls.push(addresses);
    const wanted = new Set(addresses);
    return directory.filter((c) => wanted.has(c.emailAddress!.toLowerCase()));
  };
  return Object.assign(fn, { calls });
};

describe('chunkAddresses', () => {
  it('cuts by count', () => {
    const addresses = Array.from({ length: 450 }, (_, i) => `u${i}@x.io`);
    expect(chunkAddresses(addresses).map((c) => c.length)).toEqual([200, 200, 50]);
  });

  it('cuts by length so long addresses keep the request line short', () => {
    const long = Array.from({ length: 100 }, (_, i) => `${'a'.repeat(200)}${i}@example.com`);
    const chunks = chunkAddresses(long);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(encodeURIComponent(JSON.stringify(c)).length).toBeLessThan(7200);
    expect(chunks.flat()).toEqual(long);
  });

  it('resolves 5,000 addresses of usual length in at most 60 requests, membership check included', () => {
    const addresses = Array.from({ length: 5000 }, (_, i) => `anna.schmidt${i}@example.com`);
    expect(chunkAddresses(addresses).length * 2).toBeLessThanOrEqual(60);
    expect(maxAddressesPerLookup).toBeLessThanOrEqual(1000);
  });
});

describe('runLimited', () => {
  it('keeps at most the given number in flight and returns results in order', async () => {
    let inFlight = 0;
    let peak = 0;
    const results = await runLimited(Array.from({ length: 10 }, (_, i) => i), async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      // tasks end out of their order (a few turns of the microtask queue each), with no clock
      for (let turn = 0; turn < 3 - (n % 3); turn++) await Promise.resolve();
      inFlight--;
      return n * 2;
    }, { concurrency: 3 });
    expect(results).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
    expect(peak).toBe(3);
  });

  it('retries transient failures and gives up on others', async () => {
    let calls = 0;
    const flaky = await runLimited([1], async () => {
      if (++calls < 3) throw new Error('transient');
      return 'ok';
    }, { isTransient: () => true, retryDelayMs: 0 });
    expect(flaky).toEqual(['ok']);
    await expect(runLimited([1, 2], async () => { throw new Error('fatal'); }, { isTransient: () => false })).rejects.toThrow('fatal');
  });
});

describe('resolveAddresses', () => {
  it('finds every customer of each address, guests included, leaving out deleted ones', async () => {
    const lookup = fakeLookup();
    const members: MembershipLookup = async () => [];
    const resolved = await resolveAddresses(['shared@example.com', 'guest@example.com', 'two@example.com', 'nobody@example.com', 'deleted@example.com'], lookup, members);
    expect(resolved.customers.get('shared@example.com')!.map((c) => c.id)).toEqual(['r1', 'g1', 'g2']);
    expect(resolved.customers.get('guest@example.com')!.map((c) => c.id)).toEqual(['g3']);
    expect(resolved.customers.has('nobody@example.com')).toBe(false);
    expect(resolved.customers.has('deleted@example.com')).toBe(false);
    expect(lookup.calls).toHaveLength(1);
  });

  it('checks membership only for addresses that found someone, per chunk', async () => {
    const lookup = fakeLookup();
    const members = vi.fn<MembershipLookup>(async (addresses) => (addresses.includes('two@example.com') ? ['r2'] : []));
    const resolved = await resolveAddresses(['two@example.com', 'nobody@example.com'], lookup, members);
    expect(members).toHaveBeenCalledTimes(1);
    expect(members.mock.calls[0]![0]).toEqual(['two@example.com']);
    expect([...resolved.memberIds]).toEqual(['r2']);
  });

  it('reads the whole member list instead when that takes fewer requests, and skips it for an empty segment', async () => {
    const addresses = Array.from({ length: 600 }, (_, i) => (i === 0 ? 'two@example.com' : i === 1 ? 'shared@example.com' : `u${i}@x.io`));
    const lookupMembers = vi.fn<MembershipLookup>(async () => []);
    const listAll = vi.fn(async () => ['r1']);
    const lookup: CustomerLookup = async (chunk) => {
      const wanted = new Set(chunk);
      return [...directory.filter((c) => wanted.has(c.emailAddress!.toLowerCase())), ...chunk.filter((a) => a.startsWith('u')).map((a) => testCustomer(a, a))];
    };
    const resolved = await resolveAddresses(addresses, lookup, lookupMembers, { memberListPages: 1, listAllMemberIds: listAll });
    expect(listAll).toHaveBeenCalledTimes(1);
    expect(lookupMembers).not.toHaveBeenCalled();
    expect(resolved.memberIds.has('r1')).toBe(true);

    listAll.mockClear();
    await resolveAddresses(addresses, lookup, lookupMembers, { memberListPages: 0, listAllMemberIds: listAll });
    expect(listAll).not.toHaveBeenCalled();
    expect(lookupMembers).not.toHaveBeenCalled();
  });

  it('reports progress and stops at a failure', async () => {
    const progress: [number, number][] = [];
    const failing: CustomerLookup = async () => {
      throw new Error('down');
    };
    await expect(resolveAddresses(['a@x.io'], failing, async () => [])).rejects.toThrow('down');
    await resolveAddresses(['shared@example.com'], fakeLookup(), async () => [], { onProgress: (d, t) => progress.push([d, t]) });
    expect(progress).toEqual([[1, 1], [2, 2]]);
  });
});
