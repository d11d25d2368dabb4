import { describe, expect, it } from 'vitest';
import { customer, entityTypes, importRecord, segment, type EntityType } from '../src/contract';
import { checkImportElement, elementKey, visitReferences } from '../src/engine/format';
import { seedStore } from './seed';
import { acmeCatalog, demoCatalog } from './seed-data/catalog';
import { storedEntity } from './store/catalogEntities';
import { toImportRecord } from './store/imports';
import { toSegment } from './store/segments';
import { Store } from './store/store';

const now = new Date('2025-06-01T12:00:00.000Z');
const seeded = () => seedStore(new Store(), { now });

describe('the seed', () => {
  it('is the same on every run', () => {
    const a = seeded().merchant('demo')!;
    const b = seeded().merchant('demo')!;
    expect(a.customers).toEqual(b.customers);
    expect([...a.imports.keys()]).toEqual([...b.imports.keys()]);
  });

  it('seeds copies of the demo merchants with the same data and users, when asked', () => {
    const store = seedStore(new Store(), { now, copies: 2 });
    expect([...store.merchants.keys()].sort()).toEqual(['acme', 'acme-2', 'acme-3', 'demo', 'demo-2', 'demo-3']);
    const demo = store.merchant('demo')!;
    for (const code of ['demo-2', 'demo-3']) {
      const copy = store.merchant(code)!;
      expect(copy.users.get('demo')).toBe('demo');
      expect(copy.customers).toEqual(demo.customers);
      expect([...copy.segments.keys()]).toEqual([...demo.segments.keys()]);
      expect([...copy.imports.values()].map((i) => [i.importRef, i.status])).toEqual([...demo.imports.values()].map((i) => [i.importRef, i.status]));
      expect(copy.catalog.attributes).toEqual(demo.catalog.attributes);
      // the copy's data is its own: a change to one merchant leaves the other as it was
      expect(copy.customers).not.toBe(demo.customers);
      expect(copy.segments.get('vip-customers')).toBeDefined();
      expect(copy.segments.get('vip-customers')).not.toBe(demo.segments.get('vip-customers'));
    }
    expect(seedStore(new Store(), { now }).merchants.size).toBe(2);
  });

  it('has demo and acme, each with its own catalog, customers, segments and imports', () => {
    const store = seeded();
    const demo = store.merchant('demo')!;
    const acme = store.merchant('acme')!;
    expect(demo.users.get('demo')).toBe('demo');
    expect(acme.users.get('acme')).toBe('acme');
    expect([...demo.catalog.catalogs.keys()]).toEqual(['default']);
    expect(demo.customers).toHaveLength(320);
    expect(acme.customers).toHaveLength(20);
    const demoIds = new Set(demo.customers.map((c) => c.id));
    expect(acme.customers.some((c) => demoIds.has(c.id))).toBe(false);
    expect(demo.customers.every((c) => customer.safeParse(c).success)).toBe(true);
  });

  it('has guests sharing addresses with each other and with one registered customer', () => {
    const demo = seeded().merchant('demo')!;
    const byEmail = (email: string) => demo.customers.filter((c) => c.emailAddress?.toLowerCase() === email);
    const expected: [string, number, number][] = [
      ['alex.morgan@example.com', 1, 2],
      ['sam.taylor@example.com', 1, 3],
      ['jordan.lee@example.com', 1, 1],
      ['chris.patel@example.com', 1, 2],
      ['casey.kim@example.com', 0, 2],
    ];
    for (const [email, registered, guests] of expected) {
      const found = byEmail(email);
      expect(found.filter((c) => !c.isAnonymous), email).toHaveLength(registered);
      expect(found.filter((c) => c.isAnonymous), email).toHaveLength(guests);
    }
    const emails = demo.customers.map((c) => c.emailAddress?.toLowerCase());
    const shared = new Set(emails.filter((e, i) => emails.indexOf(e) !== i));
    expect([...shared].sort()).toEqual(expected.map(([e]) => e).sort());
  });

  it('has registered customers a sample list can hit, two of them with the same name', () => {
    const demo = seeded().merchant('demo')!;
    const byEmail = new Map(demo.customers.map((c) => [c.emailAddress?.toLowerCase(), c]));
    for (const email of ['anna.schmidt@example.com', 'ben.okafor@example.com', 'clara.rossi@example.com', 'david.nakamura@example.com', 'elena.silva@example.com']) {
      expect(byEmail.get(email), email).toMatchObject({ isAnonymous: false, status: 'active' });
    }
    const marias = demo.customers.filter((c) => c.firstName === 'Maria' && c.lastName === 'Garcia');
    expect(marias.map((c) => c.emailAddress).sort()).toEqual(['m.garcia@example.com', 'maria.garcia@example.com']);
    // as the platform holds them: each with its own customer number
    expect(new Set(marias.map((c) => c.externalCustomerNumber)).size).toBe(2);
  });

  it('has fixed segments with members and dynamic ones with a rule', () => {
    const demo = seeded().merchant('demo')!;
    const segments = [...demo.segments.values()].map(toSegment);
    for (const s of segments) segment.parse(s);
    const byCode = Object.fromEntries(segments.map((s) => [s.code, s]));
    expect(byCode['vip-customers']).toMatchObject({ type: 'fixed', memberCount: 24 });
    expect(byCode.newsletter).toMatchObject({ type: 'fixed', memberCount: 150 });
    expect(byCode['spring-sale-2025']).toMatchObject({ type: 'fixed', memberCount: 0 });
    expect(byCode['big-spenders']).toMatchObject({ type: 'dynamic', rule: { field: 'totalSpent', operator: '$gt', value: 500 } });
    for (const s of demo.segments.values()) for (const id of s.members) expect(demo.customersById.has(id)).toBe(true);
  });

  it('has at least 25 imports in every status, frozen, with consistent counts', () => {
    const demo = seeded().merchant('demo')!;
    const imports = [...demo.imports.values()];
    expect(imports.length).toBeGreaterThanOrEqual(25);
    expect(imports.every((i) => i.frozen)).toBe(true);
    const records = imports.map((i) => importRecord.parse(toImportRecord(i)));
    const statuses = new Set(records.map((r) => r.status));
    expect(statuses).toEqual(new Set(['new', 'started', 'processing', 'finished', 'aborted']));
    for (const r of records) {
      for (const f of r.entityFiles) {
        for (const o of [f.created, f.updated, f.deleted]) expect(o.succeeded + o.failed).toBe(o.dispatched);
        if (f.status === 'finished') expect(f.created.dispatched + f.updated.dispatched + (f.importStrategy === 'partial' ? f.deleted.dispatched : 0)).toBe(f.total);
      }
      if (r.status === 'aborted') {
        expect(r.entityFiles.some((f) => f.status === 'failed')).toBe(true);
        expect(r.endDate).toBeDefined();
      }
      if (r.status === 'finished') expect(r.entityFiles.every((f) => f.status === 'finished')).toBe(true);
    }
    for (const i of imports) expect(i.logs.map((l) => l.time)).toEqual(i.logs.map((l) => l.time).sort());
  });

  it('seeds whole catalog elements that the import rules take without a word, each reference resolved', () => {
    for (const seed of [demoCatalog, acmeCatalog]) {
      const codes = (entity: EntityType) => new Set((seed[entity] ?? []).map((el) => elementKey(entity, el)));
      const categories = codes('category');
      const attributes = new Map((seed.attribute ?? []).map((a) => [a.code as string, (a.values as { code: string }[] | undefined)?.map((v) => v.code)]));
      for (const entity of entityTypes) {
        for (const el of seed[entity] ?? []) {
          const checked = checkImportElement(entity, 'full', el);
          expect([elementKey(entity, el), checked.problems, checked.warnings]).toEqual([elementKey(entity, el), [], []]);
          visitReferences(entity, el, (kind, ref) => {
            if (kind === 'category') expect(categories).toContain(ref);
            if (kind === 'attribute') expect([...attributes.keys()]).toContain(ref);
            // an attribute without a values list takes any value
            if (kind === 'attributeValue') expect(attributes.get(ref.slice(0, ref.indexOf('/'))) ?? [ref.slice(ref.indexOf('/') + 1)]).toContain(ref.slice(ref.indexOf('/') + 1));
          });
          // names in English and German
          if (entity !== 'inventory') expect(Object.keys(el.name as object)).toEqual(['en-us', 'de-de']);
        }
      }
      for (const stock of seed.inventory ?? []) expect(codes('product')).toContain(stock.productCode);
    }
    // stored as an import stores them
    const demo = seeded().merchant('demo')!;
    expect(demo.catalog.catalogs.get('default')!.products.get('tshirt-basic-black')).toEqual(
      storedEntity('product', demoCatalog.product!.find((p) => p.code === 'tshirt-basic-black')!),
    );
  });

  it('has the catalog entities a partial delete can remove', () => {
    const demo = seeded().merchant('demo')!;
    expect([...demo.catalog.attributes.keys()]).toEqual(['color', 'size', 'material', 'brand']);
    const tables = demo.catalog.catalogs.get('default')!;
    expect([...tables.categories.keys()]).toContain('shoes');
    expect(tables.products.has('canvas-tote-natural')).toBe(true);
    expect(demo.catalog.inventory.has('sneaker-runner-blue/store-berlin')).toBe(true);
  });
});
