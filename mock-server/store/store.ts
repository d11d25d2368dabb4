/**
 * The in-memory platform: every merchant's data plus the tokens that open it. Mutations go
 * through here or mark the store changed with `touch()`, so that the state file is only
 * rewritten when something changed.
 */
import type { Customer, EntityType } from '../../src/contract';
import type { AccessToken, CatalogBase, CatalogTables, EntityTable, MerchantState, UploadCapability } from './types';

/** A catalog to create: its code, name and default locale; the rest as the spec's defaults (USD, not a default catalog unless it is the first). */
export type NewCatalog = Pick<CatalogBase, 'code' | 'name' | 'defaultLocaleCode'> & Partial<CatalogBase>;

/** The first catalog of a merchant is its default one. */
const catalogBase = (catalog: NewCatalog, first: boolean): CatalogBase => ({
  code: catalog.code,
  name: catalog.name,
  defaultLocaleCode: catalog.defaultLocaleCode,
  defaultCurrencyCode: catalog.defaultCurrencyCode ?? 'USD',
  externalUpdateDate: catalog.externalUpdateDate ?? null,
  isDefault: catalog.isDefault ?? first,
  parentCatalogCode: catalog.parentCatalogCode ?? null,
});

export const emptyCatalogTables = (base: CatalogBase): CatalogTables => ({ base, categories: new Map(), products: new Map() });

export const newMerchant = (code: string, name: string, users: Record<string, string>, catalogs: readonly NewCatalog[]): MerchantState => ({
  code,
  name,
  users: new Map(Object.entries(users)),
  catalog: {
    attributes: new Map(),
    inventory: new Map(),
    catalogs: new Map(catalogs.map((c, i) => [c.code, emptyCatalogTables(catalogBase(c, i === 0))])),
  },
  customers: [],
  customersById: new Map(),
  customerElements: new Map(),
  segments: new Map(),
  imports: new Map(),
});

export class Store {
  readonly merchants = new Map<string, MerchantState>();
  readonly accessTokens = new Map<string, AccessToken>();
  readonly refreshTokens = new Map<string, AccessToken>();
  readonly uploadCapabilities = new Map<string, UploadCapability>();
  /** bumped on every change; the state file is saved when it moved */
  revision = 0;
  private importSeq = 0;

  touch() {
    this.revision += 1;
  }

  nextImportSeq() {
    this.importSeq += 1;
    return this.importSeq;
  }

  /** after loading a saved state, continue numbering above what is there */
  syncImportSeq() {
    for (const m of this.merchants.values()) for (const imp of m.imports.values()) this.importSeq = Math.max(this.importSeq, imp.seq);
  }

  addMerchant(merchant: MerchantState) {
    this.merchants.set(merchant.code, merchant);
    this.touch();
    return merchant;
  }

  merchant(code: string): MerchantState | undefined {
    return this.merchants.get(code);
  }

  addCustomer(merchant: MerchantState, customer: Customer) {
    merchant.customers.push(customer);
    merchant.customersById.set(customer.id, customer);
    this.touch();
  }
}

/**
 * The table an entity type lives in. Categories and products live per catalog; the catalog
 * must exist (the urls route checks it before a file can name it).
 */
export const entityTable = (merchant: MerchantState, entity: EntityType, catalogCode?: string): EntityTable => {
  if (entity === 'attribute') return merchant.catalog.attributes;
  if (entity === 'inventory') return merchant.catalog.inventory;
  const tables = merchant.catalog.catalogs.get(catalogCode ?? '');
  if (!tables) throw new Error(`catalog ${String(catalogCode)} does not exist for merchant ${merchant.code}`);
  return entity === 'category' ? tables.categories : tables.products;
};
