/**
 * The seeded platform, the same on every start (seeded PRNG; dates are relative to `now`):
 * merchant `demo` (user demo / demo) with catalog `default`, 320 customers, segments, catalog
 * entities and 26 past imports; merchant `acme` (user acme / acme) with data demo never sees.
 * The facts the README and the tests rely on are in seed-data/*.ts next to the data they describe.
 */
import { catalogEntityTypes } from '../src/contract/terms';
import { createPrng } from './prng';
import { acmeCatalog, demoCatalog, type CatalogSeed } from './seed-data/catalog';
import { demoFixedCustomers, seedCustomers, type SharedAddress } from './seed-data/customers';
import { acmeImportSpecs, demoImportSpecs, seedImports, type ImportSpec } from './seed-data/imports';
import { acmeSegments, buildSegments, demoSegments } from './seed-data/segments';
import { storeElement } from './store/catalogEntities';
import { entityTable, newMerchant, type NewCatalog, type Store } from './store/store';
import type { MerchantState } from './store/types';

export const demoAccounts = [
  { merchantCode: 'demo', username: 'demo', password: 'demo' },
  { merchantCode: 'acme', username: 'acme', password: 'acme' },
] as const;

/** The accounts of the demo merchants and of their copies. */
export const seededAccounts = (copies = 0) =>
  Array.from({ length: 1 + copies }, (_, i) => demoAccounts.map((a) => ({ ...a, merchantCode: copyCode(a.merchantCode, i + 1) }))).flat();

/** The seed's elements, stored as an import stores them. */
const fillCatalog = (merchant: MerchantState, seed: CatalogSeed, catalogCode: string) => {
  for (const entity of catalogEntityTypes) {
    const table = entityTable(merchant, entity, catalogCode);
    for (const element of seed[entity] ?? []) storeElement(table, entity, element);
  }
};

interface MerchantSeed {
  code: string;
  name: string;
  users: Record<string, string>;
  catalogs: NewCatalog[];
  catalog: CatalogSeed;
  customers: number;
  domain: string;
  numberPrefix: string;
  shared: readonly SharedAddress[];
  segments: typeof demoSegments;
  imports: typeof demoImportSpecs;
  prngSeed: number;
}

const merchants: MerchantSeed[] = [
  {
    code: 'demo',
    name: 'Demo Outfitters',
    users: { demo: 'demo' },
    catalogs: [{ code: 'default', name: 'Demo Outfitters', defaultLocaleCode: 'en-us', defaultCurrencyCode: 'EUR' }],
    catalog: demoCatalog,
    customers: 320,
    domain: 'example.com',
    numberPrefix: 'C',
    shared: demoFixedCustomers,
    segments: demoSegments,
    imports: demoImportSpecs,
    prngSeed: 20250101,
  },
  {
    code: 'acme',
    name: 'ACME Corporation',
    users: { acme: 'acme' },
    catalogs: [
      { code: 'default', name: 'ACME', defaultLocaleCode: 'en-us', defaultCurrencyCode: 'USD' },
      // a catalog whose texts fall back to German, so a test meets a default locale other than the first written
      { code: 'outlet', name: 'ACME Outlet', defaultLocaleCode: 'de-de', defaultCurrencyCode: 'EUR' },
    ],
    catalog: acmeCatalog,
    customers: 20,
    domain: 'acme.test',
    numberPrefix: 'A',
    shared: [],
    segments: acmeSegments,
    imports: acmeImportSpecs,
    prngSeed: 4242,
  },
];

/** The code of a seeded merchant's copy: `demo-2`, `acme-3`… (copy 1 is the merchant itself). */
export const copyCode = (code: string, copy: number) => (copy <= 1 ? code : `${code}-${copy}`);

/**
 * Seeds the demo merchants, and `copies` more of each (`demo-2`, `acme-2`, …) with the same data
 * and the same users, so browser tests running side by side each have a merchant of their own.
 */
export const seedStore = (store: Store, opts: { now?: Date; copies?: number } = {}) => {
  const now = (opts.now ?? new Date()).getTime();
  for (let copy = 1; copy <= 1 + (opts.copies ?? 0); copy += 1) seedMerchants(store, now, copy);
  store.touch();
  return store;
};

const seedMerchants = (store: Store, now: number, copy: number) => {
  for (const m of merchants) {
    const code = copyCode(m.code, copy);
    const merchant = store.addMerchant(newMerchant(code, copy > 1 ? `${m.name} (copy ${copy})` : m.name, m.users, m.catalogs));
    fillCatalog(merchant, m.catalog, 'default');
    // separate streams, so adding a customer does not change every import ref
    const customers = seedCustomers(createPrng(m.prngSeed), { count: m.customers, domain: m.domain, shared: m.shared, numberPrefix: m.numberPrefix });
    for (const c of customers) store.addCustomer(merchant, c);
    for (const s of buildSegments(m.segments, customers, now)) merchant.segments.set(s.code, s);
    for (const imp of seedImports(createPrng(m.prngSeed + 1), m.imports, now, () => store.nextImportSeq())) merchant.imports.set(imp.importRef, imp);
  }
};

/**
 * A merchant of any size, for benchmarks: user and password are its code; `imports` finished
 * imports (the demo history's finished ones, repeated half an hour apart) and `customers`
 * customers, all with unique addresses at `<code>.test`, and one empty fixed segment `bench`.
 * An existing merchant of that code is replaced.
 */
export const seedBulkMerchant = (store: Store, opts: { code: string; imports: number; customers: number; now?: Date }) => {
  const now = (opts.now ?? new Date()).getTime();
  const merchant = store.addMerchant(newMerchant(opts.code, `Benchmark ${opts.code}`, { [opts.code]: opts.code }, [{ code: 'default', name: `Benchmark ${opts.code}`, defaultLocaleCode: 'en-us', defaultCurrencyCode: 'EUR' }]));
  fillCatalog(merchant, demoCatalog, 'default');
  const customers = seedCustomers(createPrng(7), { count: opts.customers, domain: `${opts.code}.test`, shared: [], numberPrefix: 'B' });
  for (const c of customers) store.addCustomer(merchant, c);
  for (const s of buildSegments([{ code: 'bench', name: 'Benchmark', daysAgo: 1, members: () => [] }], customers, now)) {
    merchant.segments.set(s.code, s);
  }
  const finished = demoImportSpecs.filter((s) => s.status === 'finished');
  const specs: ImportSpec[] = Array.from({ length: opts.imports }, (_, i) => ({ ...finished[i % finished.length]!, hoursAgo: i * 0.5 }));
  for (const imp of seedImports(createPrng(8), specs, now, () => store.nextImportSeq())) merchant.imports.set(imp.importRef, imp);
  store.touch();
  return merchant;
};
