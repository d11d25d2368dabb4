import * as z from 'zod/mini';
import { apiRequest, merchantPath } from '@/lib/http';

const catalogBase = z.object({ code: z.optional(z.string()), defaultLocaleCode: z.optional(z.nullable(z.string())), isDefault: z.optional(z.boolean()) });
// the spec's schema wraps the catalog in `catalog`; its example does not: either is read
const catalogAnswer = z.union([z.object({ catalog: catalogBase }), catalogBase]);
const catalogList = z.object({ catalogs: z.array(catalogBase) });

/**
 * The catalog's default locale (CatalogBase `defaultLocaleCode`): of the catalog named, else of the
 * merchant's default catalog (attributes belong to no catalog). Null when the service does not say.
 */
export const catalogDefaultLocale = async (merchantCode: string, catalogCode: string | undefined, signal?: AbortSignal): Promise<string | null> => {
  if (catalogCode) {
    const body = await apiRequest(merchantPath(merchantCode, 'catalogs', catalogCode), { service: 'catalog', schema: catalogAnswer, signal });
    return ('catalog' in body ? body.catalog : body).defaultLocaleCode ?? null;
  }
  const { catalogs } = await apiRequest(merchantPath(merchantCode, 'catalogs'), { service: 'catalog', schema: catalogList, signal });
  return (catalogs.find((c) => c.isDefault) ?? catalogs[0])?.defaultLocaleCode ?? null;
};
