import type { EntityType } from '@/api';
import { catalogListLimit } from '@/api/terms';
import { apiRequest, merchantPath } from '@/lib/http';

/**
 * The catalog service's list calls, as the import wizard uses them: which of some codes the
 * catalog holds (asked in batches with `$in`, never one request per code), and what a full file
 * would delete. The catalog calls are sent to the imports service's base URL (the app's config
 * has no separate catalog service).
 */
type CategoryList = Awaited<ReturnType<typeof schemas>>['catalogCategoryList'];

const batchSize = 100;
/** Up to this many entities the catalog's codes are all read, to count exactly what a full file deletes. */
export const exactDeletionLimit = 5 * catalogListLimit;

// the answers' schemas load with the first lookup, not with the wizard
const schemas = () => import('@/api/catalog');
const listCall = {
  category: { path: 'categories', schema: () => schemas().then((m) => m.catalogCategoryList), items: (b: { categories: { code: string }[] }) => b.categories },
  attribute: { path: 'attributes', schema: () => schemas().then((m) => m.catalogAttributeList), items: (b: { attributes: { code: string }[] }) => b.attributes },
  product: { path: 'products', schema: () => schemas().then((m) => m.catalogProductList), items: (b: { products: { code: string }[] }) => b.products },
} as const;

type ListedEntity = keyof typeof listCall;
export const isListedEntity = (entity: EntityType): entity is ListedEntity => entity in listCall;

const list = async (merchantCode: string, entity: ListedEntity, catalogCode: string | undefined, query: Record<string, unknown>, signal?: AbortSignal) => {
  const call = listCall[entity];
  const body = await apiRequest(merchantPath(merchantCode, call.path), {
    service: 'catalog',
    // the catalog spec spells the parameter `filters`
    query: { ...query, ...(entity === 'attribute' ? {} : { catalogCode }) } as Record<string, string | number | Record<string, unknown>>,
    schema: (call.schema as () => Promise<CategoryList>)(),
    signal,
  });
  return { total: body.meta.totalItemCount ?? null, body: body as unknown };
};

export interface CatalogCodes {
  categories: string[];
  /** attribute codes, and `attribute/value` of the values of those found */
  attributes: string[];
}

/** Which of these codes the catalog holds. */
export const lookUpCatalogCodes = async (
  merchantCode: string,
  catalogCode: string | undefined,
  wanted: { categories: string[]; attributes: string[] },
  signal?: AbortSignal,
): Promise<CatalogCodes> => {
  const found: CatalogCodes = { categories: [], attributes: [] };
  for (let i = 0; i < wanted.categories.length; i += batchSize) {
    const codes = wanted.categories.slice(i, i + batchSize);
    const { body } = await list(merchantCode, 'category', catalogCode, { filters: { code: { $in: codes } }, limit: catalogListLimit }, signal);
    found.categories.push(...listCall.category.items(body as { categories: { code: string }[] }).map((c) => c.code));
  }
  for (let i = 0; i < wanted.attributes.length; i += batchSize) {
    const codes = wanted.attributes.slice(i, i + batchSize);
    const { body } = await list(merchantCode, 'attribute', undefined, { filters: { code: { $in: codes } }, limit: catalogListLimit }, signal);
    for (const a of (body as { attributes: { code: string; values?: { code: string }[] | null }[] }).attributes) {
      found.attributes.push(a.code, ...(a.values ?? []).map((v) => `${a.code}/${v.code}`));
    }
  }
  return found;
};

export interface FullFileDeletions {
  /** entities of this type the catalog holds now */
  total: number;
  /** how many of them the file does not name; null when the catalog is too large to read whole */
  deleted: number | null;
}

/** What a full file would delete: the catalog's count, and exactly which when the catalog is small. */
export const countFullFileDeletions = async (
  merchantCode: string,
  entity: ListedEntity,
  catalogCode: string | undefined,
  fileKeys: readonly string[] | null,
  signal?: AbortSignal,
): Promise<FullFileDeletions> => {
  const first = await list(merchantCode, entity, catalogCode, { limit: catalogListLimit, offset: 0 }, signal);
  const total = first.total ?? 0;
  if (!fileKeys || total > exactDeletionLimit) return { total, deleted: null };
  const keys = new Set(fileKeys);
  let deleted = 0;
  let page = listCall[entity].items(first.body as never) as { code: string }[];
  for (let offset = 0; ; ) {
    for (const item of page) if (!keys.has(item.code)) deleted++;
    offset += catalogListLimit;
    if (offset >= total || page.length === 0) break;
    page = listCall[entity].items((await list(merchantCode, entity, catalogCode, { limit: catalogListLimit, offset }, signal)).body as never) as { code: string }[];
  }
  return { total, deleted };
};

export const catalogKeys = {
  all: (merchantCode: string) => ['catalog', merchantCode] as const,
  codes: (merchantCode: string, catalogCode: string | undefined, wanted: { categories: string[]; attributes: string[] }) =>
    [...catalogKeys.all(merchantCode), 'codes', catalogCode ?? null, wanted] as const,
  deletions: (merchantCode: string, entity: EntityType, catalogCode: string | undefined, file: string) =>
    [...catalogKeys.all(merchantCode), 'deletions', entity, catalogCode ?? null, file] as const,
};
