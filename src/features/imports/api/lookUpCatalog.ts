import type { EntityType } from '@/api';
import { catalogAttributeList, catalogCategoryList, catalogInventoryList, catalogProductList } from '@/api/catalog';
import { catalogListLimit } from '@/api/terms';
import { apiRequest, merchantPath } from '@/lib/http';

/**
 * The catalog service's list calls, as the import wizard uses them: which of some codes the
 * catalog holds (asked in batches with `$in`, never one request per code), and what a full file
 * would delete.
 */
const batchSize = 100;
/** Up to this many entities the catalog's codes are all read, to count exactly what a full file deletes. */
const exactDeletionLimit = 5 * catalogListLimit;

type Coded = { code: string };
type Stock = { productCode: string; locationCode: string };
/** each list call, and the key of its items as an import file's elements spell it */
const listCall = {
  category: { path: 'categories', schema: catalogCategoryList, keys: (b: { categories: Coded[] }) => b.categories.map((c) => c.code) },
  attribute: { path: 'attributes', schema: catalogAttributeList, keys: (b: { attributes: Coded[] }) => b.attributes.map((a) => a.code) },
  product: { path: 'products', schema: catalogProductList, keys: (b: { products: Coded[] }) => b.products.map((p) => p.code) },
  inventory: {
    path: 'inventories',
    schema: catalogInventoryList,
    keys: (b: { inventories: Stock[] }) => b.inventories.map((i) => `${i.productCode}/${i.locationCode}`),
  },
} as const;

type ListedEntity = keyof typeof listCall;
export const isListedEntity = (entity: EntityType): entity is ListedEntity => entity in listCall;

const list = async (merchantCode: string, entity: ListedEntity, catalogCode: string | undefined, query: Record<string, unknown>, signal?: AbortSignal) => {
  const call = listCall[entity];
  const body = await apiRequest(merchantPath(merchantCode, call.path), {
    service: 'catalog',
    // attributes and stock belong to the merchant, categories and products to a catalog
    query: { ...query, ...(entity === 'attribute' || entity === 'inventory' ? {} : { catalogCode }) } as Record<string, string | number | Record<string, unknown>>,
    schema: call.schema as typeof catalogCategoryList,
    signal,
  });
  return { total: body.meta.totalItemCount ?? null, keys: call.keys(body as never), body: body as unknown };
};

/** What `read` finds of `codes`, asked in batches. */
const inBatches = async (codes: string[], read: (batch: string[]) => Promise<string[]>) => {
  const found: string[] = [];
  for (let i = 0; i < codes.length; i += batchSize) found.push(...(await read(codes.slice(i, i + batchSize))));
  return found;
};

// the catalog spec spells the parameter `filters`
const withCodes = (codes: string[]) => ({ filters: { code: { $in: codes } }, limit: catalogListLimit });

/** Which of these codes the catalog holds; for attributes, also `attribute/value` of the values of those found. */
export const lookUpCatalogCodes = async (
  merchantCode: string,
  catalogCode: string | undefined,
  wanted: { categories: string[]; attributes: string[] },
  signal?: AbortSignal,
): Promise<{ categories: string[]; attributes: string[] }> => ({
  categories: await inBatches(wanted.categories, async (codes) => (await list(merchantCode, 'category', catalogCode, withCodes(codes), signal)).keys),
  attributes: await inBatches(wanted.attributes, async (codes) => {
    const { body } = await list(merchantCode, 'attribute', undefined, withCodes(codes), signal);
    const { attributes } = body as { attributes: { code: string; values?: Coded[] | null }[] };
    return attributes.flatMap((a) => [a.code, ...(a.values ?? []).map((v) => `${a.code}/${v.code}`)]);
  }),
});

export interface FullFileDeletions {
  /** entities of this type the catalog holds now */
  total: number;
  /** how many of them the file does not name; null when the catalog is too large to read whole */
  deleted: number | null;
  /** inventory: the locations whose stock the file replaces, when it is limited to some */
  locations?: string[];
}

/**
 * What a full file would delete: the catalog's count, and exactly which when the catalog is small.
 * A full inventory file limited to some locations replaces only their stock: only it is counted.
 */
export const countFullFileDeletions = async (
  merchantCode: string,
  entity: ListedEntity,
  catalogCode: string | undefined,
  fileKeys: readonly string[] | null,
  signal?: AbortSignal,
  locationCodes?: readonly string[],
): Promise<FullFileDeletions> => {
  const scope = entity === 'inventory' && locationCodes?.length ? { filters: { locationCode: { $in: [...locationCodes] } } } : {};
  const listPage = (offset: number) => list(merchantCode, entity, catalogCode, { ...scope, limit: catalogListLimit, offset }, signal);
  const first = await listPage(0);
  const total = first.total ?? 0;
  const where = 'filters' in scope ? { locations: [...locationCodes!] } : {};
  if (!fileKeys || total > exactDeletionLimit) return { total, deleted: null, ...where };
  const inFile = new Set(fileKeys);
  let deleted = 0;
  for (let offset = 0, keys = first.keys; keys.length > 0; ) {
    deleted += keys.filter((key) => !inFile.has(key)).length;
    offset += catalogListLimit;
    keys = offset < total ? (await listPage(offset)).keys : [];
  }
  return { total, deleted, ...where };
};

export const catalogKeys = {
  codes: (merchantCode: string, catalogCode: string | undefined, wanted: { categories: string[]; attributes: string[] }) =>
    ['catalog', merchantCode, 'codes', catalogCode ?? null, wanted] as const,
  deletions: (merchantCode: string, entity: EntityType, catalogCode: string | undefined, file: string, locationCodes: readonly string[] = []) =>
    ['catalog', merchantCode, 'deletions', entity, catalogCode ?? null, file, locationCodes] as const,
};
