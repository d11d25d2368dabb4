import { catalogAttributeList, catalogCategoryList } from '@/contract/catalog';
import { catalogListLimit } from '@/contract/terms';
import { anyValueOf } from '@/engine';
import { apiRequest, merchantPath } from '@/lib/http';
import { inBatches } from '@/lib/inBatches';

// the catalog spec spells the parameter `filters`
const withCodes = (codes: string[]) => ({ filters: { code: { $in: codes } }, limit: catalogListLimit });

/**
 * Which of these codes the catalog holds (for attributes, also `attribute/value` of their values, or
 * `anyValueOf` one without a values list), asked in batches with `$in`.
 */
export const lookUpCatalogCodes = async (
  merchantCode: string,
  catalogCode: string | undefined,
  wanted: { categories: string[]; attributes: string[] },
  signal?: AbortSignal,
): Promise<{ categories: string[]; attributes: string[] }> => ({
  categories: await inBatches(wanted.categories, async (codes) => {
    const body = await apiRequest(merchantPath(merchantCode, 'categories'), {
      service: 'catalog',
      // only the codes: a category's whole read model is not needed here
      query: { ...withCodes(codes), fields: 'code', catalogCode },
      schema: catalogCategoryList,
      signal,
    });
    return body.categories.map((c) => c.code);
  }),
  // attributes belong to the merchant, not to a catalog
  attributes: await inBatches(wanted.attributes, async (codes) => {
    // attributes have no `fields`: the whole read model comes back
    const query = withCodes(codes);
    const body = await apiRequest(merchantPath(merchantCode, 'attributes'), { service: 'catalog', query, schema: catalogAttributeList, signal });
    // the read model answers `values: []` for an attribute written without a values list: either takes any value
    return body.attributes.flatMap((a) => [a.code, ...(a.values?.length ? a.values.map((v) => `${a.code}/${v.code}`) : [anyValueOf(a.code)])]);
  }),
});

export const catalogKeys = {
  codes: (merchantCode: string, catalogCode: string | undefined, wanted: { categories: string[]; attributes: string[] }) =>
    ['catalog', merchantCode, 'codes', catalogCode ?? null, wanted] as const,
};
