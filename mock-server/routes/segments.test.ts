import { describe, expect, it } from 'vitest';
import { batchResult, memberList, segment, segmentList } from '../../src/contract';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

const setup = async () => {
  const platform = testPlatform();
  const { access_token: token } = await signIn(platform);
  const api = (method: string, path: string, opts: { body?: unknown; query?: Record<string, unknown> } = {}) =>
    call(platform.api, method, `/merchants/demo${path}`, { token, ...opts });
  const customerIds = async (filter: Record<string, unknown>) =>
    ((await api('GET', '/customers', { query: { filter, limit: '1000' } })).body.customers as { id: string }[]).map((c) => c.id);
  return { platform, api, customerIds };
};

describe('POST /segments', () => {
  it('creates a fixed segment, with members', async () => {
    const { api, customerIds } = await setup();
    const ids = (await customerIds({ emailAddress: 'sam.taylor@example.com' })).slice(0, 2);
    const res = await api('POST', '/segments', {
      body: { code: 'summer-2025', name: 'Summer 2025', type: 'fixed', description: 'Preview invitees', members: [{ ID: ids[0], type: 'customer' }, { id: ids[1], type: 'customer' }] },
    });
    expect(res.status).toBe(201);
    const created = segment.parse(res.body);
    expect(created).toMatchObject({ code: 'summer-2025', type: 'fixed', status: 'active', memberCount: 2, description: 'Preview invitees' });
    expect(created.createDate).toBe(created.updateDate);
    expect(res.headers.get('Location')).toBe('/merchants/demo/segments/summer-2025');
    expect((await api('GET', '/segments/summer-2025')).body).toEqual(res.body);
  });

  it('creates a dynamic segment with a rule', async () => {
    const { api } = await setup();
    const rule = { field: 'totalSpent', operator: '$gt', value: 1000 };
    const res = await api('POST', '/segments', { body: { code: 'whales', name: 'Whales', type: 'dynamic', status: 'inactive', rule } });
    expect(res.status).toBe(201);
    expect(segment.parse(res.body)).toMatchObject({ type: 'dynamic', status: 'inactive', rule, memberCount: 0 });
  });

  it.each([
    [{ code: 'has space', name: 'X', type: 'fixed' }, 'code'],
    [{ code: '', name: 'X', type: 'fixed' }, 'code'],
    [{ code: 'ok', name: '   ', type: 'fixed' }, 'name'],
    [{ code: 'ok', name: 'x'.repeat(256), type: 'fixed' }, 'name'],
    [{ code: 'ok', name: 'X', type: 'smart' }, 'type'],
    [{ code: 'ok', name: 'X' }, 'type'],
    [{ code: 'ok', name: 'X', type: 'fixed', members: [{ ID: 'x', type: 'person' }] }, 'members[0].type'],
    [{ code: 'ok', name: 'X', type: 'fixed', rule: { a: 1 } }, 'rule'],
    [{ code: 'ok', name: 'X', type: 'dynamic', members: [{ ID: 'x', type: 'customer' }] }, 'members'],
    [{ code: 'ok', name: 'X', type: 'fixed', members: [{ ID: 'no-such-customer', type: 'customer' }] }, 'members[0].ID'],
  ])('answers 400 for %j naming %s', async (body, field) => {
    const { api } = await setup();
    const res = await api('POST', '/segments', { body });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    for (const e of res.body.errors) expect(e.message).toEqual(expect.any(String));
  });

  it('answers 409 for a code already in use', async () => {
    const { api } = await setup();
    const res = await api('POST', '/segments', { body: { code: 'vip-customers', name: 'Again', type: 'fixed' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'Conflict', message: 'A segment with code vip-customers already exists' });
    expect((await api('POST', '/segments', { body: { code: 'VIP-Customers', name: 'Again', type: 'fixed' } })).status).toBe(409);
  });
});

describe('GET /segments', () => {
  it('lists the seeded segments by name, in the contract shape', async () => {
    const { api } = await setup();
    const list = segmentList.parse((await api('GET', '/segments')).body);
    expect(list.meta.totalItemCount).toBe(6);
    expect(list.segments.map((s) => s.code)).toEqual(['beta-testers', 'big-spenders', 'lapsed-customers', 'newsletter', 'spring-sale-2025', 'vip-customers']);
    expect(list.segments.find((s) => s.code === 'big-spenders')).toMatchObject({ type: 'dynamic', rule: { field: 'totalSpent', operator: '$gt', value: 500 } });
  });

  it('filters on type and on name or code with $ct, and sorts', async () => {
    const { api } = await setup();
    const fixed = segmentList.parse((await api('GET', '/segments', { query: { filter: { type: 'fixed' } } })).body);
    expect(fixed.segments.every((s) => s.type === 'fixed')).toBe(true);
    expect(fixed.meta.totalItemCount).toBe(4);
    const vip = segmentList.parse((await api('GET', '/segments', { query: { filter: { name: { $ct: 'vip' } } } })).body);
    expect(vip.segments.map((s) => s.code)).toEqual(['vip-customers']);
    const recent = segmentList.parse((await api('GET', '/segments', { query: { sort: 'updateDate:desc', limit: '2' } })).body);
    expect(recent.segments[0]!.updateDate >= recent.segments[1]!.updateDate).toBe(true);
    expect((await api('GET', '/segments', { query: { sort: 'colour:asc' } })).status).toBe(400);
  });

  it('answers 404 NotFound for an unknown segment', async () => {
    const { api } = await setup();
    const res = await api('GET', '/segments/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NotFound', message: 'Segment nope does not exist' });
  });
});

describe('GET /segments/{code}/members', () => {
  it('pages members with an opaque cursor', async () => {
    const { api } = await setup();
    const total = segment.parse((await api('GET', '/segments/newsletter')).body).memberCount;
    expect(total).toBe(150);
    const seen: string[] = [];
    let after: string | null | undefined;
    let pages = 0;
    do {
      const res = memberList.parse((await api('GET', '/segments/newsletter/members', { query: { limit: '40', ...(after ? { after } : {}) } })).body);
      expect(res.meta.totalItemCount).toBe(150);
      expect(res.meta.limit).toBe(40);
      seen.push(...res.members.map((m) => m.ID));
      after = res.meta.cursors.after;
      pages += 1;
    } while (after);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(150);
  });

  it('answers in name order, which follows a renamed member and a member added between two readings', async () => {
    const { platform, api, customerIds } = await setup();
    const { access_token: token } = await signIn(platform);
    const order = async () => memberList.parse((await api('GET', '/segments/newsletter/members', { query: { limit: '1000' } })).body).members.map((m) => m.customer);
    const before = await order();
    const last = before.filter((c) => c.externalCustomerNumber).at(-1)!;
    expect(before.find((c) => c.lastName)!.id).not.toBe(last.id);
    // the same reading twice: the same order
    expect((await order()).map((c) => c.id)).toEqual(before.map((c) => c.id));
    const renamed = { externalCustomerNumber: last.externalCustomerNumber, firstName: last.firstName, lastName: 'Aaaron', emailAddress: last.emailAddress };
    await runImport(platform, token, await importFiles(platform, token, [{ entity: 'customer', importStrategy: 'partial', content: [renamed] }]));
    const after = await order();
    // members without a name (guests) come first; the renamed one now leads those with one
    expect(after.find((c) => c.lastName)!.id).toBe(last.id);
    expect(after.filter((c) => c.id !== last.id).map((c) => c.id)).toEqual(before.filter((c) => c.id !== last.id).map((c) => c.id));
    const outsider = (await customerIds({})).find((id) => !before.some((c) => c.id === id))!;
    await api('POST', '/segments/newsletter/members', { body: [{ ID: outsider, type: 'customer' }] });
    expect((await order()).map((c) => c.id)).toContain(outsider);
  });

  it('filters members on customer.emailAddress', async () => {
    const { api } = await setup();
    const res = memberList.parse((await api('GET', '/segments/vip-customers/members', { query: { filter: { 'customer.emailAddress': { $ct: 'ALEX.MORGAN' } } } })).body);
    expect(res.members).toHaveLength(1);
    expect(res.members[0]).toMatchObject({ type: 'customer', customer: { emailAddress: 'alex.morgan@example.com', isAnonymous: false } });
    expect(res.members[0]!.ID).toBe(res.members[0]!.customer.id);
  });

  it('answers 400 for a bad cursor and for a dynamic segment', async () => {
    const { api } = await setup();
    expect((await api('GET', '/segments/newsletter/members', { query: { after: 'garbage' } })).body.errors[0].field).toBe('after');
    const dynamic = await api('GET', '/segments/big-spenders/members');
    expect(dynamic.status).toBe(400);
    expect(dynamic.body.errors[0].message).toMatch(/^Members of dynamic segment big-spenders follow its rule and cannot be listed or managed/);
    expect((await api('GET', '/segments/nope/members')).status).toBe(404);
  });
});

describe('POST and DELETE /segments/{code}/members', () => {
  it('adds members and reports per-element failures', async () => {
    const { api, customerIds } = await setup();
    const before = segment.parse((await api('GET', '/segments/spring-sale-2025')).body);
    const [a, b] = await customerIds({ emailAddress: 'chris.patel@example.com' });
    const res = await api('POST', '/segments/spring-sale-2025/members', {
      body: [{ ID: a, type: 'customer' }, { id: b, type: 'customer' }, { ID: 'ghost', type: 'customer' }, { ID: a, type: 'customer' }, { name: 'x' }, 'y'],
    });
    expect(res.status).toBe(201);
    const { errors } = batchResult.parse(res.body);
    expect(errors.map((e) => [e.entityIndex, e.code])).toEqual([
      [2, 404],
      [3, 409],
      [4, 400],
      [5, 400],
    ]);
    expect(errors[0]).toMatchObject({ entityId: 'ghost', entity: { ID: 'ghost', type: 'customer' }, message: 'No customer with ID ghost' });
    expect(errors[1]!.message).toMatch(/already a member of spring-sale-2025/);
    const after = segment.parse((await api('GET', '/segments/spring-sale-2025')).body);
    expect(after.memberCount).toBe(2);
    expect(after.updateDate > before.updateDate).toBe(true);
  });

  it('removes members and reports those that were not members', async () => {
    const { api } = await setup();
    const members = memberList.parse((await api('GET', '/segments/beta-testers/members')).body).members;
    expect(members).toHaveLength(6);
    const res = await api('DELETE', '/segments/beta-testers/members', {
      body: [{ ID: members[0]!.ID, type: 'customer' }, { ID: members[1]!.ID, type: 'customer' }, { ID: members[0]!.ID, type: 'customer' }],
    });
    expect(res.status).toBe(200);
    expect(batchResult.parse(res.body).errors).toEqual([expect.objectContaining({ code: 404, entityIndex: 2, entityId: members[0]!.ID })]);
    expect(segment.parse((await api('GET', '/segments/beta-testers')).body).memberCount).toBe(4);
  });

  it('answers 201 with no errors when all members are added', async () => {
    const { api, customerIds } = await setup();
    const ids = (await customerIds({ isAnonymous: true })).slice(0, 3);
    const res = await api('POST', '/segments/spring-sale-2025/members', { body: ids.map((ID) => ({ ID, type: 'customer' })) });
    expect(res.body).toEqual({ errors: [] });
  });

  it('answers 400 for a body that is not an array of 1 to 1000 members', async () => {
    const { api } = await setup();
    for (const body of [{ ID: 'x', type: 'customer' }, [], Array.from({ length: 1001 }, (_, i) => ({ ID: `c${i}`, type: 'customer' }))]) {
      const res = await api('POST', '/segments/spring-sale-2025/members', { body });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('body');
    }
  });

  it('refuses member changes on a dynamic segment with 400', async () => {
    const { api, customerIds } = await setup();
    const [id] = await customerIds({ emailAddress: 'jordan.lee@example.com', isAnonymous: false });
    for (const method of ['POST', 'DELETE']) {
      const res = await api(method, '/segments/lapsed-customers/members', { body: [{ ID: id, type: 'customer' }] });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/dynamic segment lapsed-customers follow its rule/);
    }
  });

  it('answers 404 for an unknown segment', async () => {
    const { api } = await setup();
    expect((await api('POST', '/segments/nope/members', { body: [{ ID: 'x', type: 'customer' }] })).status).toBe(404);
  });
});
