import { describe, expect, it } from 'vitest';
import { catalogAttributeList, catalogCategoryList, catalogInventoryList, catalogProductList } from '../../src/api';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

const setup = async () => {
  const platform = testPlatform();
  const { access_token: token } = await signIn(platform);
  const get = (path: string, query: Record<string, unknown> = {}) => call(platform.api, 'GET', `/merchants/demo/${path}`, { token, query });
  return { platform, token, get };
};

describe('the catalog service’s list calls', () => {
  it('lists categories of a catalog by code with $in, with child and product counts', async () => {
    const { get, platform, token } = await setup();
    await runImport(platform, token, await importFiles(platform, token, [
      { entity: 'product', importStrategy: 'partial', content: [{ code: 'cap', name: { 'en-us': 'Cap' }, modelType: 'standard', isInventoryManaged: false, categories: [{ code: 'accessories' }] }] },
    ]));
    const res = await get('categories', { catalogCode: 'default', filters: { code: { $in: ['clothing', 'accessories', 'hats'] } }, limit: '100' });
    expect(res.status).toBe(200);
    const body = catalogCategoryList.parse(res.body);
    expect(body.meta).toMatchObject({ totalItemCount: 2, offset: 0 });
    expect(body.categories.map((c) => [c.code, c.categoryCount, c.productCount])).toEqual([
      ['clothing', 3, 0],
      ['accessories', 0, 1],
    ]);
  });

  it('lists attributes with their values, and counts products without listing them all', async () => {
    const { get, platform, token } = await setup();
    await runImport(platform, token, await importFiles(platform, token, [
      { entity: 'attribute', importStrategy: 'partial', content: [{ code: 'fit', type: 'text', use: 'option', name: { 'en-us': 'Fit' }, values: [{ code: 'slim', sequenceId: 1, name: { 'en-us': 'Slim' } }] }] },
    ]));
    const attrs = catalogAttributeList.parse((await get('attributes', { filters: { code: { $in: ['fit', 'color'] } } })).body);
    expect(attrs.attributes.map((a) => [a.code, a.values?.map((v) => v.code)])).toEqual([
      ['color', ['white', 'black', 'blue', 'navy', 'brown', 'natural']],
      ['fit', ['slim']],
    ]);
    const material = catalogAttributeList.parse((await get('attributes', { filters: { code: 'material' } })).body);
    expect(material.attributes[0]?.values).toEqual([]);
    const products = catalogProductList.parse((await get('products', { catalogCode: 'default', limit: '1' })).body);
    expect(products.meta.totalItemCount).toBe(8);
    expect(products.products).toHaveLength(1);
  });

  it('answers 400 for an unknown catalog and 401 without a token', async () => {
    const { get, platform } = await setup();
    expect((await get('categories', { catalogCode: 'nope' })).status).toBe(400);
    expect((await call(platform.api, 'GET', '/merchants/demo/attributes')).status).toBe(401);
  });

  it('lists the merchant\'s stock by product and location, filtered by location, with the count', async () => {
    const { get } = await setup();
    const all = catalogInventoryList.parse((await get('inventories', { limit: '2' })).body);
    expect(all.meta).toMatchObject({ totalItemCount: 7, limit: 2, offset: 0 });
    expect(all.inventories).toHaveLength(2);
    const res = await get('inventories', { filters: { locationCode: { $in: ['store-berlin'] } } });
    expect(res.status).toBe(200);
    const berlin = catalogInventoryList.parse(res.body);
    expect(berlin.inventories.map((i) => `${i.productCode}/${i.locationCode}`).sort()).toEqual(['leather-belt-brown/store-berlin', 'sneaker-runner-blue/store-berlin']);
    expect((await get('inventories', { filters: { color: 'red' } })).status).toBe(400);
  });
});
