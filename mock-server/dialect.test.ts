import { describe, expect, it, onTestFinished } from 'vitest';
import * as app from '../src/contract';
import * as spec from './publicSpec.fixture';
import { createPlatform } from './platform';
import { call, seedNow, signIn, testPlatform } from './testing';

const attributes = [
  { code: 'color', type: 'text', use: 'option', name: { 'en-us': 'Color' } },
  { code: 'fit', type: 'text', use: 'extra', name: { 'en-us': 'Fit' } },
];
const badProducts = [{ code: 'p-1', name: { 'en-us': 'Shirt' }, categories: [{ code: 'no-such-category' }] }];

/**
 * The brief's whole flow against the public dialect. Every answer is checked twice: against the
 * public specs' shapes (strict: nothing more, nothing of another type), and by the app's own
 * schemas (the app must read what the real service sends).
 */
describe('the public dialect on the brief’s whole flow', () => {
  it('answers every call exactly as the public specs say, and the app reads every answer', async () => {
    const platform = testPlatform({ dialect: 'public' });
    const problems: string[] = [];
    const check = (what: string, schema: Parameters<typeof spec.violations>[1], body: unknown) => problems.push(...spec.violations(what, schema, body));
    const appReads = <T>(what: string, schema: { safeParse: (v: unknown) => { success: boolean; data?: T; error?: unknown } }, body: unknown): T => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) problems.push(`the app cannot read ${what}: ${String(parsed.error)}`);
      return parsed.data as T;
    };

    // sign in (contract shape: the specs are silent)
    const tokenRes = await platform.api.fetch(
      new Request('http://localhost:4010/oauth/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo', tenantType: 'merchant', tenantId: 'demo' }),
      }),
    );
    const tokenBody: unknown = await tokenRes.json();
    check('token', spec.tokenAnswer, tokenBody);
    const token = (tokenBody as { access_token: string }).access_token;
    const api = (method: string, path: string, opts: { body?: unknown; query?: Record<string, unknown> } = {}) =>
      call(platform.api, method, `/merchants/demo${path}`, { token, ...opts });

    // create import: 201 {ref}
    const created = await api('POST', '/imports', { body: { source: 'public flow' } });
    expect(created.status).toBe(201);
    check('POST /imports', spec.createdImport, created.body);
    const ref = appReads<{ importRef: string }>('POST /imports', app.createdImport, created.body).importRef;
    expect(created.body).toEqual({ ref });

    // upload addresses: 201 {url}; the request in the public spelling with locationCodes and operation
    const addresses: Record<string, string> = {};
    for (const body of [
      { entity: 'attribute', importStrategy: 'full', operation: 'upload' },
      { entity: 'product', importStrategy: 'partial', catalogCode: 'default' },
    ]) {
      const res = await api('POST', `/imports/${ref}/urls`, { body });
      expect(res.status).toBe(201);
      check(`POST urls (${body.entity})`, spec.signedUrl, res.body);
      addresses[body.entity] = appReads<{ url: string }>('the upload address', app.uploadAddress, res.body).url;
    }

    // upload (the storage host, not the platform's API: no public shape) and trigger: 204 without a body
    for (const [entity, content] of [['attribute', attributes], ['product', badProducts]] as const) {
      const put = await platform.uploads.fetch(new Request(addresses[entity]!, { method: 'PUT', body: JSON.stringify(content) }));
      expect(put.status).toBe(200);
    }
    const trigger = await api('POST', `/imports/${ref}`);
    expect(trigger.status).toBe(204);
    expect(trigger.body).toBeUndefined();

    // while it runs and once it is done: the list (filters={"ref":…}) and the whole history
    const running = await api('GET', '/imports', { query: { filters: { ref } } });
    check('GET /imports (running)', spec.importList, running.body);
    await platform.engine.whenDone('demo', ref);
    const done = await api('GET', '/imports', { query: { filters: { ref } } });
    check('GET /imports?filters={ref}', spec.importList, done.body);
    const list = appReads<app.ImportList>('GET /imports', app.importList, done.body);
    expect(list.imports).toHaveLength(1);
    // no per-file status on the wire: the app derives it
    expect(list.imports[0]!.entityFiles.map((f) => [f.entity, f.status])).toEqual([
      ['attribute', 'finished'],
      ['product', 'finished'],
    ]);
    const history = await api('GET', '/imports', { query: { limit: 1000, sort: 'createDate:desc' } });
    check('GET /imports (history)', spec.importList, history.body);
    appReads('the history', app.importList, history.body);

    // logs: plain strings
    const logs = await api('GET', `/imports/${ref}/logs`, { query: { limit: 100, offset: 0 } });
    check('GET logs', spec.importLogs, logs.body);
    const log = appReads<app.ImportLogList>('the log', app.importLogList, logs.body);
    expect(log.logs.some((e) => e.level === 'error' && e.entity === 'product' && e.index === 0)).toBe(true);

    // segment create (contract shape), customers search, members list / add / remove
    const segment = await api('POST', '/segments', { body: { code: 'public-flow', name: 'Public flow', type: 'fixed' } });
    expect(segment.status).toBe(201);
    check('POST /segments', spec.segment, segment.body);
    appReads('the segment', app.segment, segment.body);

    const customers = await api('GET', '/customers', { query: { filters: { emailAddress: 'alex.morgan@example.com' }, limit: 10, offset: 0 } });
    check('GET /customers', spec.customerList, customers.body);
    const found = appReads<app.CustomerList>('the customers', app.customerList, customers.body).customers;
    expect(found.length).toBe(3);
    const everyone = await api('GET', '/customers', { query: { limit: 1000 } });
    check('GET /customers (all)', spec.customerList, everyone.body);
    appReads('every customer', app.customerList, everyone.body);

    const ids = found.map((c) => c.id);
    const added = await api('POST', '/segments/public-flow/members', {
      body: [...ids.map((id) => ({ id, type: 'customer' })), { id: ids[0], type: 'customer' }, { id: 'nobody', type: 'customer' }, { type: 'customer' }],
    });
    expect(added.status).toBe(201);
    check('POST members', spec.batchAnswer, added.body);
    const addErrors = appReads<app.BatchResult>('the add answer', app.batchResult, added.body).errors;
    expect(addErrors.map((e) => e.code)).toEqual([409, 404, 400]);

    for (const query of [{ limit: 2 }, { limit: 1000 }, { limit: 10, filters: { 'customer.emailAddress': { $ct: 'alex' } } }]) {
      const members = await api('GET', '/segments/public-flow/members', { query });
      check(`GET members ${JSON.stringify(query)}`, spec.memberList, members.body);
      appReads('the members', app.memberList, members.body);
    }
    const firstPage = await api('GET', '/segments/public-flow/members', { query: { limit: 2 } });
    const after = (firstPage.body as { meta: { cursors: { after?: string } } }).meta.cursors.after;
    expect(after).toEqual(expect.any(String));
    const lastPage = await api('GET', '/segments/public-flow/members', { query: { limit: 2, after } });
    check('GET members (last page)', spec.memberList, lastPage.body);
    expect((lastPage.body as { meta: { cursors: object } }).meta.cursors).toEqual({});

    const removed = await api('DELETE', '/segments/public-flow/members', { body: [{ id: ids[0], type: 'customer' }, { id: 'nobody', type: 'customer' }] });
    expect(removed.status).toBe(200);
    check('DELETE members', spec.batchAnswer, removed.body);
    appReads('the remove answer', app.batchResult, removed.body);

    // another merchant's data: 403 {code, message}
    const forbidden = await call(platform.api, 'GET', '/merchants/acme/imports', { token });
    expect(forbidden.status).toBe(403);
    check('403', spec.namedError, forbidden.body);

    expect(problems).toEqual([]);
  });

  it('answers every 400 of the member calls and the customer list with a validation code of the customer spec', async () => {
    const platform = testPlatform({ dialect: 'public' });
    const { access_token: token } = await signIn(platform);
    const api = (method: string, path: string, opts: { body?: unknown; query?: Record<string, unknown>; headers?: Record<string, string> } = {}) =>
      call(platform.api, method, `/merchants/demo${path}`, { token, ...opts });
    const member = { id: 'c-1', type: 'customer' };
    const members = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c-${i}`, type: 'customer' }));
    const cases: [string, Promise<Awaited<ReturnType<typeof api>>>][] = [];
    const add = (what: string, answer: Promise<Awaited<ReturnType<typeof api>>>) => cases.push([what, answer]);
    // the members of a dynamic segment can be neither listed nor changed
    add('GET members of a dynamic segment', api('GET', '/segments/big-spenders/members'));
    for (const method of ['POST', 'DELETE']) {
      add(`${method} members of a dynamic segment`, api(method, '/segments/big-spenders/members', { body: [member] }));
      add(`${method} a body that is not an array`, api(method, '/segments/newsletter/members', { body: member }));
      add(`${method} an empty array`, api(method, '/segments/newsletter/members', { body: [] }));
      add(`${method} more than 1000 members`, api(method, '/segments/newsletter/members', { body: members(1001) }));
      add(`${method} no body`, api(method, '/segments/newsletter/members', { headers: { 'Content-Type': 'application/json' } }));
      add(`${method} a body that is not JSON`, api(method, '/segments/newsletter/members', { body: '[{"id":', headers: { 'Content-Type': 'application/json' } }));
    }
    for (const [path, field] of [['/segments/newsletter/members', 'customer.emailAddress'], ['/customers', 'emailAddress']] as const) {
      add(`GET ${path} with a limit that is not a number`, api('GET', path, { query: { limit: 'ten' } }));
      add(`GET ${path} with a limit over the maximum`, api('GET', path, { query: { limit: '5000' } }));
      add(`GET ${path} with filters that are not JSON`, api('GET', path, { query: { filters: '{"a":' } }));
      add(`GET ${path} with filters that are not an object`, api('GET', path, { query: { filters: '[1]' } }));
      add(`GET ${path} with a filter on an unknown field`, api('GET', path, { query: { filters: { shoeSize: 42 } } }));
      add(`GET ${path} with an unknown operator`, api('GET', path, { query: { filters: { [field]: { $near: 'x' } } } }));
      add(`GET ${path} with an operator of no operands`, api('GET', path, { query: { filters: { [field]: {} } } }));
      add(`GET ${path} with a value of the wrong type`, api('GET', path, { query: { filters: { [field]: 42 } } }));
      add(`GET ${path} with $in not an array`, api('GET', path, { query: { filters: { [field]: { $in: 'x' } } } }));
      // booleans, the shortest values: 1,001 of them still fit in the request line the API takes (8,000 bytes)
      add(`GET ${path} with $in over its maximum`, api('GET', path, { query: { filters: { [field.replace('emailAddress', 'isAnonymous')]: { $in: Array.from({ length: 1001 }, () => true) } } } }));
      add(`GET ${path} with an ordered operator on a boolean`, api('GET', path, { query: { filters: { [field.replace('emailAddress', 'isAnonymous')]: { $gt: true } } } }));
    }
    add('GET members with a cursor it did not hand out', api('GET', '/segments/newsletter/members', { query: { after: 'garbage' } }));
    add('GET /customers with an unknown sort', api('GET', '/customers', { query: { sort: 'shoeSize:asc' } }));

    const problems: string[] = [];
    for (const [what, answer] of cases) {
      const res = await answer;
      if (res.status !== 400) {
        problems.push(`${what}: answered ${res.status}, not 400`);
        continue;
      }
      const codes = (res.body.errors as { code: string }[]).map((e) => e.code);
      const foreign = codes.filter((code) => !(spec.customerValidationCodes as readonly string[]).includes(code));
      if (foreign.length) problems.push(`${what}: ${foreign.join(', ')} not among the spec's codes`);
      else problems.push(...spec.violations(what, spec.customerValidationErrors, res.body));
    }
    expect(problems).toEqual([]);
  });

  it('is the public specs’ by default, brief when asked for, and test control switches it at run time', async () => {
    const platform = createPlatform({ seedNow, testControl: true, faults: { pace: 0 } });
    onTestFinished(() => platform.close());
    expect(platform.dialect.current).toBe('public');
    const { access_token: token } = await signIn(platform);
    const created = await call(platform.api, 'POST', '/merchants/demo/imports', { token });
    expect(Object.keys(created.body as object)).toEqual(['ref']);

    const switched = await call(platform.api, 'POST', '/__control/dialect', { body: { dialect: 'brief' } });
    expect(switched.body).toEqual({ dialect: 'brief' });
    const again = await call(platform.api, 'POST', '/merchants/demo/imports', { token });
    expect(again.body).toMatchObject({ importRef: expect.any(String), status: 'new', entityFiles: [] });
    // a reset of the fault switches keeps the dialect
    await call(platform.api, 'POST', '/__control/reset');
    expect((await call(platform.api, 'GET', '/__control/dialect')).body).toEqual({ dialect: 'brief' });

    const bad = await call(platform.api, 'POST', '/__control/dialect', { body: { dialect: 'swagger' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'dialect' });
  });

  it('reads both spellings on input in both dialects', async () => {
    for (const dialect of ['brief', 'public'] as const) {
      const platform = testPlatform({ dialect });
      const { access_token: token } = await signIn(platform);
      const created = await call<{ importRef?: string; ref?: string }>(platform.api, 'POST', '/merchants/demo/imports', { token });
      const ref = created.body.importRef ?? created.body.ref;
      for (const param of ['filter', 'filters']) {
        for (const field of ['importRef', 'ref']) {
          const res = await call<{ imports: unknown[] }>(platform.api, 'GET', '/merchants/demo/imports', { token, query: { [param]: { [field]: ref } } });
          expect(res.body.imports, `${dialect}: ${param} on ${field}`).toHaveLength(1);
        }
      }
      const customer = (await call<{ customers: { id: string }[] }>(platform.api, 'GET', '/merchants/demo/customers', { token, query: { limit: 2 } })).body
        .customers;
      const add = await call<{ errors: unknown[] }>(platform.api, 'POST', '/merchants/demo/segments/vip-customers/members', {
        token,
        body: [
          { ID: customer[0]!.id, type: 'customer' },
          { id: customer[1]!.id, type: 'customer' },
        ],
      });
      expect(add.status).toBe(201);
    }
  });
});
