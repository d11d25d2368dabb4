/**
 * The public specs' example answers, re-typed in our own words (same shapes and quirks, our own
 * values), read with the app's schemas: whatever the real service sends in its own examples, the
 * app must take.
 */
import { describe, expect, it } from 'vitest';
import {
  batchResult,
  createdImport,
  customerList,
  deriveFileStatus,
  formatLogLine,
  importList,
  importLogList,
  memberList,
  parseLogLine,
  uploadAddress,
  uploadAddressRequest,
} from './index';

const counts = (n: number) => ({ dispatched: n, succeeded: n, failed: 0 });

describe('the public import service’s examples', () => {
  it('reads an import list keyed `ref`, with `context`, `scopes: null`, `scriptFinishDate` and no per-file status', () => {
    const list = importList.parse({
      imports: [
        {
          ref: 'a1b2c3d4-0000-4000-8000-000000000001',
          status: 'finished',
          source: 'erp',
          createDate: '2024-03-01T08:00:00.000Z',
          startDate: '2024-03-01T08:00:05.000Z',
          endDate: '2024-03-01T08:01:00.000Z',
          scriptFinishDate: '2024-03-01T08:01:01.000Z',
          entityFiles: [
            { entity: 'product', importStrategy: 'full', context: 'main-catalog', scopes: null, total: 12, skipped: 2, created: counts(4), updated: counts(4), deleted: counts(2) },
          ],
        },
      ],
      meta: { limit: 10, offset: 0, totalItemCount: 1 },
    });
    expect(list.imports[0]).toMatchObject({
      importRef: 'a1b2c3d4-0000-4000-8000-000000000001',
      entityFiles: [{ entity: 'product', catalogCode: 'main-catalog', status: 'finished', total: 12 }],
    });
  });

  it('reads files of the customer service\'s types as the catalog\'s, and keeps a type it does not know by name', () => {
    const list = importList.parse({
      imports: [
        {
          ref: 'r-2',
          status: 'processing',
          createDate: '2024-03-01T08:00:00.000Z',
          entityFiles: [
            { entity: 'customer', created: counts(1), updated: counts(0), deleted: counts(0) },
            { entity: 'segmentMember', created: counts(0), updated: counts(0), deleted: counts(0) },
            { entity: 'wishlist', created: counts(0), updated: counts(0), deleted: counts(0) },
          ],
        },
      ],
    });
    expect(list.imports[0]!.entityFiles.map((f) => f.entity)).toEqual(['customer', 'segmentMember']);
    expect(list.imports[0]!.otherEntityFiles!.map((f) => f.entity)).toEqual(['wishlist']);
    // no meta at all: the page itself gives the numbers
    expect(list.meta).toEqual({ limit: 1, offset: 0, totalItemCount: 1 });
  });

  it('reads an import without a createDate (the public spec does not require one)', () => {
    const list = importList.parse({ imports: [{ ref: 'r-3', status: 'new', entityFiles: [] }] });
    expect(list.imports[0]).toEqual({ importRef: 'r-3', status: 'new', entityFiles: [] });
  });

  it('reads a create answer of `{ref}` only and an upload address of `{url}` only', () => {
    expect(createdImport.parse({ ref: 'r-3' })).toEqual({ importRef: 'r-3' });
    expect(uploadAddress.parse({ url: 'https://storage.example.com/put/abc' })).toEqual({ url: 'https://storage.example.com/put/abc' });
    expect(() => createdImport.parse({})).toThrow(/ref/);
  });

  it('accepts the upload-address request the spec shows: locationCodes (even empty) and operation', () => {
    expect(
      uploadAddressRequest.parse({ entity: 'inventory', importStrategy: 'full', locationCodes: [], operation: 'upload' }),
    ).toMatchObject({ locationCodes: [], operation: 'upload' });
  });

  it('reads the log as plain strings, even with the example’s `"10,"` paging numbers', () => {
    const log = importLogList.parse({ imports: ["Category 'shoes' not found"], meta: { limit: '10,', offset: '0,', totalItemCount: 1 } });
    expect(log).toEqual({ meta: { limit: 10, offset: 0, totalItemCount: 1 }, logs: [{ message: "Category 'shoes' not found" }] });
  });
});

describe('the public customer service’s examples', () => {
  it('reads customers whose internalCustomerNumber is a number and whose isAnonymous may be absent', () => {
    const { customers } = customerList.parse({
      meta: { limit: 10, offset: 0, totalItemCount: 2 },
      customers: [
        {
          id: 'c-1',
          internalCustomerNumber: 7,
          externalCustomerNumber: 'K-7',
          firstName: 'Ada',
          middleName: 'B.',
          lastName: 'Lovelace',
          emailAddress: 'ada@example.com',
          status: 'active',
          isAnonymous: true,
          externalUpdateDate: '2024-01-01T00:00:00.000Z',
          taxExempt: false,
          taxClass: 'standard',
        },
        { id: 'c-2', emailAddress: 'bo@example.com' },
      ],
    });
    expect(customers[0]).toMatchObject({ internalCustomerNumber: '7', isAnonymous: true });
    expect(customers[1]).toMatchObject({ isAnonymous: false, status: 'active' });
  });

  it('reads members keyed `id`, of type device too, without isAnonymous/status, and a list that ends without a cursor', () => {
    const list = memberList.parse({
      meta: { limit: 2, cursors: {}, totalItemCount: 2 },
      members: [
        { id: 'c-1', type: 'customer', customer: { id: 'c-1', internalCustomerNumber: '123', firstName: 'Ada', emailAddress: 'ada@example.com' } },
        { id: 'd-1', type: 'device' },
      ],
    });
    expect(list.meta.cursors.after).toBeUndefined();
    expect(list.members.map((m) => [m.ID, m.type, m.customer.isAnonymous])).toEqual([
      ['c-1', 'customer', undefined],
      ['d-1', 'device', undefined],
    ]);
  });

  it('reads batch errors whose entity is a string and whose entityId is null', () => {
    const { errors } = batchResult.parse({
      errors: [
        { code: 409, message: 'already a member', entity: 'customer', entityIndex: 0, entityId: 'c-1' },
        { code: 400, message: 'Validation error.', validationError: { code: 'INVALID_TYPE', message: 'bad', paramName: 'id', paramValue: '' }, entity: 'customer', entityIndex: 1, entityId: null },
      ],
    });
    expect(errors.map((e) => e.entityId)).toEqual(['c-1', null]);
  });
});

describe('log lines', () => {
  it('writes a structured entry as one line and reads it back', () => {
    const entry = { time: '2024-03-01T08:00:00.000Z', level: 'error', entity: 'product', index: 12, message: 'Product "x": category "y" does not exist' } as const;
    expect(formatLogLine(entry)).toBe('2024-03-01T08:00:00.000Z ERROR product #12: Product "x": category "y" does not exist');
    expect(parseLogLine(formatLogLine(entry))).toEqual(entry);
    const whole = { time: '2024-03-01T08:00:00.000Z', level: 'info', message: 'Import started' } as const;
    expect(parseLogLine(formatLogLine(whole))).toEqual(whole);
  });

  it('keeps a line that carries none of them as its text', () => {
    expect(parseLogLine('Something odd happened')).toEqual({ message: 'Something odd happened' });
    expect(parseLogLine('WARNING price missing')).toEqual({ level: 'warning', message: 'price missing' });
  });
});

describe('the derived per-file status', () => {
  const file = (entity: 'attribute' | 'category' | 'product', total: number, done: number, skipped = 0) => ({
    entity,
    importStrategy: 'full' as const,
    total,
    skipped,
    created: { dispatched: done, succeeded: done, failed: 0 },
    updated: counts(0),
    deleted: counts(0),
  });

  it('follows the import’s status, the processing order and the counts', () => {
    const none = new Set<string>();
    expect(deriveFileStatus('new', file('attribute', 0, 0), none, false)).toBe('awaitingUpload');
    expect(deriveFileStatus('processing', file('attribute', 10, 4), none, false)).toBe('processing');
    expect(deriveFileStatus('processing', file('attribute', 10, 10), none, true)).toBe('finished');
    expect(deriveFileStatus('processing', file('product', 0, 0), none, false)).toBe('queued');
    expect(deriveFileStatus('finished', file('product', 5, 5), none, true)).toBe('finished');
    expect(deriveFileStatus('aborted', file('attribute', 0, 0), none, true)).toBe('failed');
    expect(deriveFileStatus('aborted', file('category', 3, 0, 3), new Set(['attribute']), true)).toBe('skipped');
  });

  it('marks the files after a failed one as skipped in a whole record', () => {
    const list = importList.parse({
      imports: [
        {
          ref: 'r-9',
          status: 'aborted',
          createDate: '2024-03-01T08:00:00.000Z',
          entityFiles: [
            { entity: 'attribute', total: 0, skipped: 0, created: counts(0), updated: counts(0), deleted: counts(0) },
            { entity: 'product', context: 'default', total: 4, skipped: 4, created: counts(0), updated: counts(0), deleted: counts(0) },
          ],
        },
      ],
    });
    expect(list.imports[0]!.entityFiles.map((f) => f.status)).toEqual(['failed', 'skipped']);
  });
});
