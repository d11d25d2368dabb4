import { describe, expect, it } from 'vitest';
import * as spec from '../publicSpec.fixture';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';
import { importWhole, linenShirtInGerman } from './wholeEntities.fixture';

describe('the single reads and the catalogs', () => {
  it('answers one attribute, one product and its descriptions, each wrapped as the spec says', async () => {
    const { get } = await importWhole('public');
    const attribute = await get('attributes/fabric', { localeCode: 'de-de' });
    expect(attribute.status).toBe(200);
    expect(attribute.body).toEqual({ attribute: (await get('attributes', { filters: { code: 'fabric' }, localeCode: 'de-de' })).body.attributes[0] });
    const product = await get('products/linen-shirt', { localeCode: 'de-de', catalogCode: 'default' });
    expect(product.body).toEqual({ product: linenShirtInGerman });
    expect((await get('products/linen-shirt', { fields: 'name,availability' })).body).toEqual({ product: { code: 'linen-shirt', name: 'Linen shirt', availability: { isAvailable: true } } });

    expect((await get('products/linen-shirt/descriptions', { localeCode: 'de-de' })).body).toEqual({
      shortDescription: 'Kühl an heißen Tagen.',
      // no German text: the catalog's default locale
      longDescription: '<p>Washed linen, <b>relaxed</b> fit.</p>',
    });
    expect((await get('products/linen-shirt/descriptions')).body).toEqual({ shortDescription: 'Cool on hot days.', longDescription: '<p>Washed linen, <b>relaxed</b> fit.</p>' });
    // a product without descriptions: neither field
    expect((await get('products/oxford-shirt-blue/descriptions', { localeCode: 'de-de' })).body).toEqual({});
    expect((await get('products/tshirt-basic-white/descriptions', { localeCode: 'de-de' })).body).toEqual({ shortDescription: 'Ein schlichtes T-Shirt aus Baumwolle.' });

    for (const path of ['attributes/nope', 'products/nope', 'products/nope/descriptions', 'catalogs/nope']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(spec.violations(path, spec.notFoundError, res.body)).toEqual([]);
    }
    expect((await get('products/linen-shirt', { fields: 'colour' })).status).toBe(400);
  });

  it('lists the catalogs with their default locale, and a locale falls back to it', async () => {
    const platform = testPlatform({ dialect: 'public' });
    const { access_token: token } = await signIn(platform, 'acme');
    const get = (path: string, query: Record<string, unknown> = {}) => call(platform.api, 'GET', `/merchants/acme/${path}`, { token, query });
    const catalogs = await get('catalogs');
    expect(catalogs.body).toEqual({
      meta: { limit: 100, offset: 0, totalItemCount: 2 },
      catalogs: [
        { code: 'default', name: 'ACME', defaultLocaleCode: 'en-us', defaultCurrencyCode: 'USD', externalUpdateDate: null, isDefault: true, parentCatalogCode: null },
        { code: 'outlet', name: 'ACME Outlet', defaultLocaleCode: 'de-de', defaultCurrencyCode: 'EUR', externalUpdateDate: null, isDefault: false, parentCatalogCode: null },
      ],
    });
    expect((await get('catalogs/outlet')).body).toEqual({ catalog: catalogs.body.catalogs[1] });
    expect((await get('catalogs', { limit: '1', offset: '1' })).body.catalogs.map((c: { code: string }) => c.code)).toEqual(['outlet']);

    await runImport(platform, token, await importFiles(platform, token, [
      { entity: 'category', importStrategy: 'partial', catalogCode: 'outlet', content: [
        { code: 'last-pieces', name: { 'en-us': 'Last pieces', 'de-de': 'Restposten' }, sequenceId: 1 },
        { code: 'pieces-fr', name: { 'fr-fr': 'Dernières pièces' }, sequenceId: 2 },
      ] },
    ], 'acme'), 'acme');
    const names = async (query: Record<string, unknown>) =>
      (await get('categories', { catalogCode: 'outlet', fields: 'name', ...query })).body.categories.map((c: { name: string }) => c.name);
    // no locale: the outlet's default, German; a locale the text lacks: the default; neither: the first written
    expect(await names({})).toEqual(['Restposten', 'Dernières pièces']);
    expect(await names({ localeCode: 'en-us' })).toEqual(['Last pieces', 'Dernières pièces']);
    expect(await names({ localeCode: 'it-it' })).toEqual(['Restposten', 'Dernières pièces']);
  });
});
