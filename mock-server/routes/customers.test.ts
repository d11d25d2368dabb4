import { describe, expect, it } from 'vitest';
import { customerList, type Customer } from '../../src/contract';
import { call, signIn, testPlatform } from '../testing';

const setup = async () => {
  const platform = testPlatform();
  const { access_token: token } = await signIn(platform);
  const list = async (query: Record<string, unknown> = {}) => {
    const res = await call(platform.api, 'GET', '/merchants/demo/customers', { token, query });
    return { ...res, list: res.status === 200 ? customerList.parse(res.body) : undefined };
  };
  return { list };
};

const emails = (cs: Customer[]) => cs.map((c) => c.emailAddress);

describe('GET /customers', () => {
  it('lists the seeded customers in pages', async () => {
    const { list } = await setup();
    const first = (await list()).list!;
    expect(first.meta).toEqual({ limit: 100, offset: 0, totalItemCount: 320 });
    expect(first.customers).toHaveLength(100);
    const last = (await list({ limit: '100', offset: '300' })).list!;
    expect(last.customers).toHaveLength(20);
    expect(new Set([...first.customers, ...last.customers].map((c) => c.id)).size).toBe(120);
  });

  it('finds every customer sharing an address, case-insensitively, and only the registered one with isAnonymous false', async () => {
    const { list } = await setup();
    const all = (await list({ filter: { emailAddress: 'alex.morgan@example.com' } })).list!;
    expect(all.customers).toHaveLength(3);
    expect(all.customers.filter((c) => c.isAnonymous)).toHaveLength(2);
    expect(emails(all.customers)).toContain('Alex.Morgan@Example.com');
    const registered = (await list({ filter: { emailAddress: 'ALEX.MORGAN@example.com', isAnonymous: false } })).list!;
    expect(registered.customers).toHaveLength(1);
    expect(registered.customers[0]).toMatchObject({ firstName: 'Alex', lastName: 'Morgan', isAnonymous: false, status: 'active' });
    const guestsOnly = (await list({ filter: { emailAddress: 'casey.kim@example.com', isAnonymous: false } })).list!;
    expect(guestsOnly.customers).toEqual([]);
  });

  it('filters with $ct (case-insensitive contains)', async () => {
    const { list } = await setup();
    const res = (await list({ filter: { emailAddress: { $ct: 'TAYLOR@' } } })).list!;
    expect(res.customers).toHaveLength(4);
    const names = (await list({ filter: { lastName: { $ct: 'mül' } } })).list!;
    expect(names.customers.length).toBeGreaterThan(0);
    expect(names.customers.every((c) => c.lastName === 'Müller')).toBe(true);
  });

  it('filters with $in, $eq and $ne', async () => {
    const { list } = await setup();
    const some = (await list({ filter: { emailAddress: { $in: ['jordan.lee@example.com', 'CHRIS.PATEL@example.com', 'nobody@example.com'] } } })).list!;
    expect(some.meta.totalItemCount).toBe(5);
    const guests = (await list({ filter: { isAnonymous: { $eq: true } } })).list!;
    const registered = (await list({ filter: { isAnonymous: { $ne: true } } })).list!;
    expect(guests.meta.totalItemCount + registered.meta.totalItemCount).toBe(320);
    expect(guests.meta.totalItemCount).toBeGreaterThan(20);
    const inactive = (await list({ filter: { status: 'inactive', isAnonymous: false } })).list!;
    expect(inactive.customers.every((c) => c.status === 'inactive')).toBe(true);
  });

  it('accepts the public `filters` spelling', async () => {
    const { list } = await setup();
    expect((await list({ filters: { emailAddress: 'sam.taylor@example.com' } })).list!.meta.totalItemCount).toBe(4);
  });

  it('sorts on request', async () => {
    const { list } = await setup();
    const sorted = (await list({ sort: 'lastName:asc', limit: '1000' })).list!.customers.map((c) => c.lastName ?? '');
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)));
  });

  it.each([
    [{ filter: '{"emailAddress":' }, 'filter', 'invalid'],
    [{ filter: { shoeSize: 42 } }, 'filter.shoeSize', 'unknownField'],
    [{ filter: { emailAddress: { $like: 'x' } } }, 'filter.emailAddress', 'unknownOperator'],
    [{ filter: { isAnonymous: 'false' } }, 'filter.isAnonymous', 'invalidValue'],
    [{ filter: { emailAddress: { $in: 'a@b.c' } } }, 'filter.emailAddress.$in', 'invalidValue'],
    // booleans, the shortest values: 1,001 of them still fit in the request line the API takes (8,000 bytes)
    [{ filter: { isAnonymous: { $in: Array.from({ length: 1001 }, () => true) } } }, 'filter.isAnonymous.$in', 'tooLong'],
    [{ filter: { isAnonymous: { $ct: 'tr' } } }, 'filter.isAnonymous.$ct', 'invalidValue'],
    [{ limit: '5000' }, 'limit', 'tooBig'],
  ])('answers 400 for %j naming the field', async (query, field, code) => {
    const { list } = await setup();
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field, code });
    expect(typeof res.body.errors[0].message).toBe('string');
  });
});
