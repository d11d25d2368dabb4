import { describe, expect, it } from 'vitest';
import { readElement } from '../store/catalogEntities';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

const stock = (productCode: string, locationCode: string, onHand = 1) => ({ productCode, locationCode, sku: productCode.toUpperCase(), onHand });

describe('a full inventory import limited to some locations (locationCodes)', () => {
  for (const dialect of ['brief', 'public'] as const) {
    it(`replaces the stock of those locations only and keeps the others (${dialect} dialect)`, async () => {
      const platform = testPlatform({ dialect });
      const { access_token: token } = await signIn(platform);
      const ref = await importFiles(platform, token, [
        {
          entity: 'inventory',
          importStrategy: 'full',
          locationCodes: ['store-berlin'],
          // one Berlin entry kept (and changed), one Berlin entry new, one for another location (refused)
          content: [stock('sneaker-runner-blue', 'store-berlin', 9), stock('tshirt-basic-white', 'store-berlin', 3), stock('tshirt-basic-black', 'warehouse-2')],
        },
      ]);
      await runImport(platform, token, ref);
      const inventory = platform.store.merchant('demo')!.catalog.inventory;
      expect([...inventory.keys()].sort()).toEqual([
        'boot-chelsea-brown/warehouse-1',
        'oxford-shirt-blue/warehouse-1',
        'sneaker-runner-blue/store-berlin',
        'sneaker-runner-blue/warehouse-1',
        'tshirt-basic-black/warehouse-1',
        'tshirt-basic-white/store-berlin',
        'tshirt-basic-white/warehouse-1',
      ]);
      // replaced whole: the seeded bin is gone with the rest of the old element
      expect(readElement(inventory.get('sneaker-runner-blue/store-berlin')!)).toEqual(stock('sneaker-runner-blue', 'store-berlin', 9));
      const file = platform.store.merchant('demo')!.imports.get(ref)!.files.get('inventory')!;
      // leather-belt-brown/store-berlin was not in the file: deleted; warehouse-1 untouched
      expect(file.deleted.succeeded).toBe(1);
      expect(file.created).toMatchObject({ dispatched: 2, succeeded: 1, failed: 1 });
      const log = platform.store.merchant('demo')!.imports.get(ref)!.logs;
      expect(log.some((l) => l.index === 2 && /location this import does not replace \(it replaces only store-berlin\)/.test(l.message))).toBe(true);
    });
  }

  it('refuses locationCodes for another entity or the partial strategy, naming the field', async () => {
    const platform = testPlatform();
    const { access_token: token } = await signIn(platform);
    const { body } = await call<{ importRef: string }>(platform.api, 'POST', '/merchants/demo/imports', { token });
    for (const request of [
      { entity: 'inventory', importStrategy: 'partial', locationCodes: ['store-berlin'] },
      { entity: 'attribute', locationCodes: ['store-berlin'] },
    ]) {
      const res = await call(platform.api, 'POST', `/merchants/demo/imports/${body.importRef}/urls`, { token, body: request });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field: 'locationCodes', code: 'notAllowed' });
    }
  });
});
