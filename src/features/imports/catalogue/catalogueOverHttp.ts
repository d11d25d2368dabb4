/** The catalogue as the preview reads it: list calls asking for the POST model's `fields`, so each entity reads as an import file's. */
import { storedEntityList } from '@/api/catalog';
import { catalogEntities, catalogListLimit, type CatalogueEntityType } from '@/api/terms';
import { entityKeyFields, postModelFields } from '@/importFormat/elementRules';
import { apiRequest, merchantPath } from '@/lib/http';
import type { WholeCatalogue } from '@/features/imports/export/exportCatalogue';
import type { StoredCatalogue } from '@/features/imports/preview/previewFile';

type Stored = Record<string, unknown>;

/** `productCode/locationCode`: a product code may hold a slash, a location code does not */
export const splitKey = (key: string) => {
  const cut = key.lastIndexOf('/');
  return [key.slice(0, cut), key.slice(cut + 1)];
};

const listPath: Record<CatalogueEntityType, 'attributes' | 'categories' | 'products' | 'inventories'> = {
  attribute: 'attributes',
  category: 'categories',
  product: 'products',
  inventory: 'inventories',
};

export interface CatalogueScope {
  merchantCode: string;
  entity: CatalogueEntityType;
  /** categories and products: the catalog */
  catalogCode?: string;
  /** inventory, full: only these locations' stock is looked through for deletions */
  locationCodes?: readonly string[];
}

export const catalogueOverHttp = ({ merchantCode, entity, catalogCode, locationCodes }: CatalogueScope): StoredCatalogue & WholeCatalogue => {
  const keyFields = entityKeyFields[entity];
  const keyOf = (s: Stored) => keyFields.map((f) => String(s[f])).join('/');
  const path = listPath[entity];
  // a page from `offset`; where the service sends no total, the total is what has been read so far
  const list = async (query: Record<string, string | Record<string, unknown> | undefined>, offset: number, signal: AbortSignal) => {
    const body = await apiRequest(merchantPath(merchantCode, path), {
      service: 'catalog',
      query: { ...query, limit: catalogListLimit, offset, ...(catalogCode && catalogEntities.includes(entity) ? { catalogCode } : {}) },
      schema: storedEntityList(path),
      signal,
    });
    const items = body[path];
    return { items, total: body.meta.totalItemCount ?? offset + items.length };
  };
  const allFields = [...postModelFields[entity]].filter((f) => f !== 'importType').join(',');

  return {
    keyOf,
    async read(keys, signal) {
      // stock is keyed by two fields: ask for both lists, keep the pairs asked for
      const filters =
        keyFields.length === 1
          ? { [keyFields[0]!]: { $in: keys } }
          : Object.fromEntries(keyFields.map((f, i) => [f, { $in: [...new Set(keys.map((k) => splitKey(k)[i]!))] }]));
      const wanted = new Set(keys);
      const found: Stored[] = [];
      for (let offset = 0; ; offset += catalogListLimit) {
        const { items } = await list({ filters, fields: allFields }, offset, signal);
        for (const item of items) if (wanted.has(keyOf(item))) found.push(item);
        if (items.length < catalogListLimit) return found;
      }
    },
    whole: (offset, filters, signal) => list({ ...(Object.keys(filters).length ? { filters } : {}), fields: allFields }, offset, signal),
    async page(offset, signal) {
      const scope = entity === 'inventory' && locationCodes?.length ? { filters: { locationCode: { $in: [...locationCodes] } } } : {};
      const fields = [...keyFields, ...(entity === 'inventory' ? [] : ['name'])].join(',');
      const { items, total } = await list({ ...scope, fields }, offset, signal);
      return { items: items.map((s) => ({ key: keyOf(s), name: s.name })), total };
    },
  };
};
