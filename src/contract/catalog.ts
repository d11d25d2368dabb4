/**
 * The catalog service's lists (public catalog spec: getAttributes, getCategories, getProducts, getInventories),
 * as far as the import wizard reads them: which codes the catalog holds, and how many of each entity type.
 */
import * as z from 'zod/mini';
import { count } from './common';

const listMeta = z.object({ limit: z.number(), offset: z.optional(z.number()), totalItemCount: z.optional(count()) });

const catalogAttribute = z.object({
  code: z.string(),
  type: z.optional(z.string()),
  use: z.optional(z.string()),
  values: z.optional(z.nullable(z.array(z.object({ code: z.string() })))),
});
export const catalogAttributeList = z.object({ meta: listMeta, attributes: z.array(catalogAttribute) });

const catalogCategory = z.object({
  code: z.string(),
  parentCategoryCode: z.optional(z.nullable(z.string())),
  status: z.optional(z.string()),
  productCount: z.optional(count()),
  categoryCount: z.optional(count()),
});
export const catalogCategoryList = z.object({ meta: listMeta, categories: z.array(catalogCategory) });

const catalogProduct = z.object({ code: z.string(), modelType: z.optional(z.string()), status: z.optional(z.string()) });
export const catalogProductList = z.object({ meta: listMeta, products: z.array(catalogProduct) });

/** A stock entry of one product at one location (the spec's Inventory, the fields the wizard reads). */
const catalogInventory = z.object({ productCode: z.string(), locationCode: z.string() });
export const catalogInventoryList = z.object({ meta: listMeta, inventories: z.array(catalogInventory) });

type Stored = Record<string, unknown>;
const isStored = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list call's entities as stored, asked with `fields` for the POST model's fields: kept whole,
 * since the preview compares every field; each is only checked to be an object, and not copied
 * (a preview reads a whole catalog through this).
 */
export const storedEntityList = <P extends 'attributes' | 'categories' | 'products' | 'inventories'>(path: P) =>
  z.object({ meta: listMeta, [path]: z.array(z.custom<Stored>(isStored, { error: 'Expected an object' })) } as { meta: typeof listMeta } & Record<P, z.ZodMiniArray<z.ZodMiniCustom<Stored>>>);
