/**
 * Seeded catalog entities, so that a partial import with importType "D" can delete something
 * real and a product file can refer to existing attributes and categories.
 */
import type { EntityType } from '../../src/api';
import type { EntitySummary } from '../store/types';

export type CatalogSeed = Partial<Record<EntityType, Record<string, EntitySummary>>>;

export const demoCatalog: CatalogSeed = {
  attribute: {
    color: { name: 'Color', type: 'text', use: 'option' },
    size: { name: 'Size', type: 'text', use: 'option' },
    material: { name: 'Material', type: 'text', use: 'property' },
    brand: { name: 'Brand', type: 'text', use: 'property' },
  },
  category: {
    clothing: { name: 'Clothing', parentCategoryCode: null, sequenceId: 1, status: 'active' },
    shirts: { name: 'Shirts', parentCategoryCode: 'clothing', sequenceId: 1, status: 'active' },
    shoes: { name: 'Shoes', parentCategoryCode: 'clothing', sequenceId: 2, status: 'active' },
    outerwear: { name: 'Outerwear', parentCategoryCode: 'clothing', sequenceId: 3, status: 'active' },
    accessories: { name: 'Accessories', parentCategoryCode: null, sequenceId: 2, status: 'active' },
    sale: { name: 'Sale', parentCategoryCode: null, sequenceId: 3, status: 'inactive' },
  },
  product: {
    'tshirt-basic-white': { name: 'Basic T-shirt, white', modelType: 'configurable', status: 'active' },
    'tshirt-basic-black': { name: 'Basic T-shirt, black', modelType: 'configurable', status: 'active' },
    'oxford-shirt-blue': { name: 'Oxford shirt, blue', modelType: 'standard', status: 'active' },
    'sneaker-runner-blue': { name: 'Runner sneaker, blue', modelType: 'configurable', status: 'active' },
    'boot-chelsea-brown': { name: 'Chelsea boot, brown', modelType: 'standard', status: 'active' },
    'rain-jacket-navy': { name: 'Rain jacket, navy', modelType: 'standard', status: 'active' },
    'leather-belt-brown': { name: 'Leather belt, brown', modelType: 'standard', status: 'active' },
    'canvas-tote-natural': { name: 'Canvas tote, natural', modelType: 'standard', status: 'inactive' },
  },
  inventory: {
    'tshirt-basic-white/warehouse-1': { sku: 'TS-WHT', onHand: 120, status: 'active' },
    'tshirt-basic-black/warehouse-1': { sku: 'TS-BLK', onHand: 85, status: 'active' },
    'oxford-shirt-blue/warehouse-1': { sku: 'OX-BLU', onHand: 40, status: 'active' },
    'sneaker-runner-blue/warehouse-1': { sku: 'SN-BLU', onHand: 32, status: 'active' },
    'sneaker-runner-blue/store-berlin': { sku: 'SN-BLU', onHand: 6, status: 'active' },
    'boot-chelsea-brown/warehouse-1': { sku: 'BT-BRN', onHand: 0, status: 'inactive' },
    'leather-belt-brown/store-berlin': { sku: 'BL-BRN', onHand: 14, status: 'active' },
  },
};

export const acmeCatalog: CatalogSeed = {
  attribute: { finish: { name: 'Finish', type: 'text', use: 'option' } },
  category: {
    tools: { name: 'Tools', parentCategoryCode: null, sequenceId: 1, status: 'active' },
    anvils: { name: 'Anvils', parentCategoryCode: 'tools', sequenceId: 1, status: 'active' },
  },
  product: {
    'anvil-classic': { name: 'Classic anvil', modelType: 'standard', status: 'active' },
    'rocket-skates': { name: 'Rocket skates', modelType: 'standard', status: 'active' },
  },
  inventory: { 'anvil-classic/desert-depot': { sku: 'ANV-1', onHand: 999, status: 'active' } },
};
