import { afterEach, describe, expect, it, vi } from 'vitest';
import { importList, importLogList, importRecord, uploadAddress } from '../../src/contract';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

const setup = async () => {
  const platform = testPlatform();
  const { access_token: token } = await signIn(platform);
  const api = (method: string, path: string, opts: { body?: unknown; query?: Record<string, unknown> } = {}) =>
    call(platform.api, method, `/merchants/demo${path}`, { token, ...opts });
  return { platform, token, api };
};

const attribute = (code: string) => ({ code, type: 'text', use: 'option', name: { 'en-us': code } });

describe('POST /imports', () => {
  it('creates an import in status new, with or without a body', async () => {
    const { api } = await setup();
    const a = await api('POST', '/imports', { body: { source: 'nightly ERP' } });
    expect(a.status).toBe(201);
    const record = importRecord.parse(a.body);
    expect(record).toMatchObject({ status: 'new', source: 'nightly ERP', entityFiles: [] });
    expect(a.headers.get('Location')).toBe(`/merchants/demo/imports/${record.importRef}`);
    expect((await api('POST', '/imports')).status).toBe(201);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const { api } = await setup();
    const long = await api('POST', '/imports', { body: { source: 'x'.repeat(256) } });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({ field: 'source', code: 'tooLong' });
    const broken = await api('POST', '/imports', { body: '{"source": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]).toMatchObject({ field: 'body', code: 'invalidJson' });
  });
});

describe('POST /imports/{ref}/urls', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out an upload address on the upload host, for the host name the client used', async () => {
    const { platform, token } = await setup();
    // the clock stands still, so the address's lifetime reads exactly
    vi.useFakeTimers({ toFake: ['Date'] });
    const ref = (await call(platform.api, 'POST', '/merchants/demo/imports', { token })).body.importRef;
    const res = await platform.api.fetch(
      new Request(`http://127.0.0.1:4010/merchants/demo/imports/${ref}/urls`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ entity: 'attribute' }),
      }),
    );
    expect(res.status).toBe(201);
    const address = uploadAddress.parse(await res.json());
    expect(address.url).toMatch(/^http:\/\/127\.0\.0\.1:4011\/uploads\/[\w-]{20,}$/);
    expect(Date.parse(address.expiresAt ?? '') - Date.now()).toBe(15 * 60_000);
    const record = importRecord.parse((await call(platform.api, 'GET', `/merchants/demo/imports/${ref}`, { token })).body);
    expect(record.entityFiles).toEqual([expect.objectContaining({ entity: 'attribute', importStrategy: 'full', status: 'awaitingUpload' })]);
  });

  it('requires an existing catalogCode for product and category files', async () => {
    const { api } = await setup();
    const ref = (await api('POST', '/imports')).body.importRef;
    const missing = await api('POST', `/imports/${ref}/urls`, { body: { entity: 'product' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ field: 'catalogCode', code: 'required' });
    expect(missing.body.errors[0].message).toMatch(/required for product files/);
    const unknown = await api('POST', `/imports/${ref}/urls`, { body: { entity: 'category', catalogCode: 'summer' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'catalogCode', code: 'notFound' });
    expect((await api('POST', `/imports/${ref}/urls`, { body: { entity: 'category', catalogCode: 'default', importStrategy: 'partial' } })).status).toBe(201);
  });

  it('answers 400 for an unknown entity or strategy', async () => {
    const { api } = await setup();
    const ref = (await api('POST', '/imports')).body.importRef;
    const entity = await api('POST', `/imports/${ref}/urls`, { body: { entity: 'widget' } });
    expect(entity.status).toBe(400);
    expect(entity.body.errors[0].field).toBe('entity');
    const strategy = await api('POST', `/imports/${ref}/urls`, { body: { entity: 'attribute', importStrategy: 'sometimes' } });
    expect(strategy.body.errors[0].field).toBe('importStrategy');
    expect((await api('POST', `/imports/${ref}/urls`, {})).body.errors[0].field).toBe('body');
  });

  it('replaces the slot when asked again for the same entity, voiding the old address', async () => {
    const { platform, api } = await setup();
    const ref = (await api('POST', '/imports')).body.importRef;
    const first = (await api('POST', `/imports/${ref}/urls`, { body: { entity: 'attribute' } })).body.url;
    const second = (await api('POST', `/imports/${ref}/urls`, { body: { entity: 'attribute', importStrategy: 'partial' } })).body.url;
    expect(second).not.toBe(first);
    const put = (url: string) => platform.uploads.fetch(new Request(url, { method: 'PUT', body: '[]' }));
    expect((await put(first)).status).toBe(403);
    expect((await put(second)).status).toBe(200);
    const files = (await api('GET', `/imports/${ref}`)).body.entityFiles;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ importStrategy: 'partial', status: 'uploaded' });
  });

  it('answers 404 for an unknown import and 409 once the import was triggered', async () => {
    const { platform, token, api } = await setup();
    expect((await api('POST', '/imports/nope/urls', { body: { entity: 'attribute' } })).status).toBe(404);
    const ref = await importFiles(platform, token, [{ entity: 'attribute', content: [attribute('a1')] }]);
    await runImport(platform, token, ref);
    const late = await api('POST', `/imports/${ref}/urls`, { body: { entity: 'attribute' } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('Conflict');
  });
});

describe('POST /imports/{ref} (trigger)', () => {
  it('answers 409 when no file was uploaded', async () => {
    const { api } = await setup();
    const ref = (await api('POST', '/imports')).body.importRef;
    const empty = await api('POST', `/imports/${ref}`);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toMatch(/No file was uploaded/);
    await api('POST', `/imports/${ref}/urls`, { body: { entity: 'inventory' } });
    expect((await api('POST', `/imports/${ref}`)).status).toBe(409);
  });

  it('answers 409 naming the entity whose file never arrived', async () => {
    const { platform, token, api } = await setup();
    const ref = await importFiles(platform, token, [{ entity: 'attribute', content: [attribute('a1')] }]);
    await api('POST', `/imports/${ref}/urls`, { body: { entity: 'product', catalogCode: 'default' } });
    const res = await api('POST', `/imports/${ref}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/No file was uploaded for product/);
  });

  it('answers 204, then 409 when triggered again, and 404 for an unknown import', async () => {
    const { platform, token, api } = await setup();
    const ref = await importFiles(platform, token, [{ entity: 'attribute', content: [attribute('a1')] }]);
    const first = await api('POST', `/imports/${ref}`);
    expect(first.status).toBe(204);
    expect(first.body).toBeUndefined();
    const again = await api('POST', `/imports/${ref}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already triggered/);
    expect((await api('POST', '/imports/unknown-ref')).status).toBe(404);
    await platform.engine.whenDone('demo', ref);
  });
});

describe('GET /imports', () => {
  it('lists the seeded history newest first, in the contract shape', async () => {
    const { api } = await setup();
    const res = await api('GET', '/imports');
    expect(res.status).toBe(200);
    const list = importList.parse(res.body);
    expect(list.meta).toEqual({ limit: 100, offset: 0, totalItemCount: 26 });
    const dates = list.imports.map((i) => i.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(list.imports.map((i) => i.status))).toEqual(new Set(['new', 'started', 'processing', 'finished', 'aborted']));
  });

  it('filters on importRef (also as ref, and as the public `filters` parameter)', async () => {
    const { api } = await setup();
    const ref = (await api('POST', '/imports', { body: { source: 'mine' } })).body.importRef;
    for (const query of [{ filter: { importRef: ref } }, { filter: { ref } }, { filters: { importRef: ref } }]) {
      const res = await api('GET', '/imports', { query });
      expect(res.body.meta.totalItemCount).toBe(1);
      expect(res.body.imports[0].importRef).toBe(ref);
    }
  });

  it('filters on status, by equality and $in', async () => {
    const { api } = await setup();
    const aborted = await api('GET', '/imports', { query: { filter: { status: 'aborted' } } });
    expect(aborted.body.meta.totalItemCount).toBe(5);
    expect(aborted.body.imports.every((i: { status: string }) => i.status === 'aborted')).toBe(true);
    const running = await api('GET', '/imports', { query: { filter: { status: { $in: ['started', 'processing'] } } } });
    expect(running.body.meta.totalItemCount).toBe(4);
  });

  it('pages with limit and offset, and sorts ascending on request', async () => {
    const { api } = await setup();
    const all = (await api('GET', '/imports', { query: { sort: 'createDate:asc' } })).body.imports.map((i: { importRef: string }) => i.importRef);
    const pageTwo = await api('GET', '/imports', { query: { sort: 'createDate:asc', limit: '10', offset: '10' } });
    expect(pageTwo.body.meta).toEqual({ limit: 10, offset: 10, totalItemCount: 26 });
    expect(pageTwo.body.imports.map((i: { importRef: string }) => i.importRef)).toEqual(all.slice(10, 20));
    const desc = (await api('GET', '/imports', { query: { limit: '1' } })).body.imports[0].importRef;
    expect(desc).toBe(all[all.length - 1]);
  });

  it('answers 400 naming the parameter for bad paging, sorting or filters', async () => {
    const { api } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: '1001' }, 'limit'],
      [{ limit: '-1' }, 'limit'],
      [{ offset: 'x' }, 'offset'],
      [{ sort: 'createDate:sideways' }, 'sort'],
      [{ sort: 'colour:asc' }, 'sort'],
      [{ filter: '{not json' }, 'filter'],
      [{ filter: '[1]' }, 'filter'],
      [{ filter: { colour: 'red' } }, 'filter.colour'],
      [{ filter: { status: { $regex: 'x' } } }, 'filter.status'],
    ];
    for (const [query, field] of cases) {
      const res = await api('GET', '/imports', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.errors[0].field, JSON.stringify(query)).toBe(field);
    }
    const malformed = await api('GET', '/imports', { query: { filter: '{not json' } });
    expect(malformed.body.errors[0]).toMatchObject({ field: 'filter', code: 'invalid' });
  });

  it('answers 200 with limit 1000', async () => {
    const { api } = await setup();
    expect((await api('GET', '/imports', { query: { limit: '1000' } })).status).toBe(200);
  });
});

describe('GET /imports/{ref} and /logs', () => {
  it('returns one record, and 404 for an unknown one', async () => {
    const { api } = await setup();
    const first = (await api('GET', '/imports', { query: { limit: '1' } })).body.imports[0];
    const one = await api('GET', `/imports/${first.importRef}`);
    expect(one.body).toEqual(first);
    const missing = await api('GET', '/imports/not-a-ref');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NotFound');
  });

  it('pages the log and filters it on entity and level', async () => {
    const { platform, token, api } = await setup();
    const ref = await importFiles(platform, token, [
      { entity: 'attribute', content: [attribute('ok'), { code: 'broken' }, attribute('ok2')] },
    ]);
    await runImport(platform, token, ref);
    const all = importLogList.parse((await api('GET', `/imports/${ref}/logs`)).body);
    expect(all.logs.length).toBe(all.meta.totalItemCount);
    const errors = await api('GET', `/imports/${ref}/logs`, { query: { filter: { level: 'error', entity: 'attribute' } } });
    expect(errors.body.logs).toEqual([
      expect.objectContaining({ level: 'error', entity: 'attribute', index: 1, message: expect.stringMatching(/^Attribute "broken": type is required/) }),
    ]);
    const paged = await api('GET', `/imports/${ref}/logs`, { query: { limit: '2', offset: '1' } });
    expect(paged.body.logs).toEqual(all.logs.slice(1, 3));
    expect((await api('GET', '/imports/unknown/logs')).status).toBe(404);
  });

  it('serves the seeded logs', async () => {
    const { api } = await setup();
    const aborted = (await api('GET', '/imports', { query: { filter: { status: 'aborted' }, limit: '1' } })).body.imports[0];
    const logs = await api('GET', `/imports/${aborted.importRef}/logs`);
    expect(logs.body.logs.some((l: { level: string; message: string }) => l.level === 'error' && /rejected/.test(l.message))).toBe(true);
  });
});
