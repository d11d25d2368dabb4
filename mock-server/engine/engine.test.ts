import { describe, expect, it } from 'vitest';
import { importRecord, type EntityFile, type ImportRecord } from '../../src/contract';
import { readElement } from '../store/catalogEntities';
import { entityTable } from '../store/store';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

const attribute = (code: string, extra: Record<string, unknown> = {}) => ({ code, type: 'text', use: 'option', name: { 'en-us': code }, ...extra });
const category = (code: string, parentCategoryCode?: string) => ({ code, name: { 'en-us': code }, sequenceId: 1, ...(parentCategoryCode ? { parentCategoryCode } : {}) });
const product = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: { 'en-us': code },
  modelType: 'standard',
  isInventoryManaged: true,
  ...extra,
});
const stock = (productCode: string, locationCode: string) => ({ productCode, locationCode, sku: productCode.toUpperCase(), onHand: 5 });

const setup = async () => {
  const platform = testPlatform();
  const { access_token: token } = await signIn(platform);
  const demo = platform.store.merchant('demo')!;
  const run = async (files: Parameters<typeof importFiles>[2]) => importRecord.parse(await runImport(platform, token, await importFiles(platform, token, files)));
  const logs = async (ref: string) =>
    (await call(platform.api, 'GET', `/merchants/demo/imports/${ref}/logs`, { token, query: { limit: '1000' } })).body.logs as {
      level: string;
      entity?: string;
      index?: number;
      message: string;
      time: string;
    }[];
  const codes = (entity: 'attribute' | 'category' | 'product' | 'inventory') => [...entityTable(demo, entity, 'default').keys()].sort();
  return { platform, token, run, logs, codes };
};

const file = (record: ImportRecord, entity: string): EntityFile => {
  const f = record.entityFiles.find((e) => e.entity === entity);
  if (!f) throw new Error(`no ${entity} file`);
  return f;
};
const ops = (dispatched: number, succeeded: number, failed = dispatched - succeeded) => ({ dispatched, succeeded, failed });

describe('processing order', () => {
  it('processes attribute and inventory first, then category, then product, whatever order they were uploaded in', async () => {
    const { run, logs } = await setup();
    const record = await run([
      { entity: 'product', importStrategy: 'partial', content: [product('new-tee', { categories: [{ code: 'tees' }], options: [{ code: 'fit' }] })] },
      { entity: 'category', importStrategy: 'partial', content: [category('tees', 'clothing')] },
      { entity: 'attribute', importStrategy: 'partial', content: [attribute('fit')] },
      { entity: 'inventory', importStrategy: 'partial', content: [stock('new-tee', 'warehouse-1')] },
    ]);
    expect(record.status).toBe('finished');
    expect(record.entityFiles.map((f) => f.entity)).toEqual(['attribute', 'inventory', 'category', 'product']);
    expect(record.entityFiles.every((f) => f.status === 'finished' && f.created.succeeded === 1)).toBe(true);
    expect(record.startDate && record.endDate && record.endDate >= record.startDate).toBe(true);

    const finishedAt = (entity: string) => (logs(record.importRef).then((l) => l.findIndex((e) => e.entity === entity && e.message.startsWith('Finished'))));
    const startedAt = (entity: string) => (logs(record.importRef).then((l) => l.findIndex((e) => e.entity === entity && e.message.startsWith('Started'))));
    expect(await startedAt('category')).toBeGreaterThan(await finishedAt('attribute'));
    expect(await startedAt('product')).toBeGreaterThan(await finishedAt('category'));
  });

  it('lets a later import see what an earlier one created', async () => {
    const { run } = await setup();
    await run([{ entity: 'attribute', importStrategy: 'partial', content: [attribute('pattern')] }]);
    const record = await run([{ entity: 'product', importStrategy: 'partial', content: [product('scarf', { extras: [{ code: 'pattern' }] })] }]);
    expect(file(record, 'product').created).toEqual(ops(1, 1));
  });
});

describe('full strategy', () => {
  it('creates and updates what the file holds and deletes what it does not name', async () => {
    const { run, codes } = await setup();
    expect(codes('attribute')).toEqual(['brand', 'color', 'material', 'size']);
    const record = await run([{ entity: 'attribute', content: [attribute('color'), attribute('size'), attribute('fit')] }]);
    const f = file(record, 'attribute');
    expect(f).toMatchObject({ status: 'finished', total: 3, skipped: 0 });
    expect(f.created).toEqual(ops(1, 1));
    expect(f.updated).toEqual(ops(2, 2));
    expect(f.deleted).toEqual(ops(2, 2));
    expect(codes('attribute')).toEqual(['color', 'fit', 'size']);
  });

  it('deletes only within the file’s catalog for products', async () => {
    const { platform, run } = await setup();
    const demo = platform.store.merchant('demo')!;
    const record = await run([{ entity: 'product', content: [product('tshirt-basic-white', { categories: [{ code: 'shirts' }] })] }]);
    expect(file(record, 'product').deleted).toEqual(ops(7, 7));
    expect([...entityTable(demo, 'product', 'default').keys()]).toEqual(['tshirt-basic-white']);
  });

  it('keeps an existing entity whose element failed (it was named)', async () => {
    const { run, codes } = await setup();
    const record = await run([{ entity: 'attribute', content: [attribute('color'), { code: 'size', type: 'colour' }] }]);
    const f = file(record, 'attribute');
    expect(f.updated).toEqual(ops(2, 1));
    expect(f.deleted).toEqual(ops(2, 2));
    expect(codes('attribute')).toEqual(['color', 'size']);
  });

  it('refuses importType in a full file, per element', async () => {
    const { run, logs } = await setup();
    const record = await run([{ entity: 'attribute', content: [{ ...attribute('color'), importType: 'AC' }, attribute('size')] }]);
    expect(file(record, 'attribute').updated).toEqual(ops(2, 1));
    expect((await logs(record.importRef)).find((l) => l.level === 'error')?.message).toMatch(/importType is only allowed in partial files/);
  });
});

describe('partial strategy', () => {
  it('adds or changes elements without importType or with AC, and deletes with D', async () => {
    const { run, codes } = await setup();
    const record = await run([
      {
        entity: 'product',
        importStrategy: 'partial',
        content: [
          product('socks', { categories: [{ code: 'accessories' }] }),
          { ...product('oxford-shirt-blue'), importType: 'AC' },
          { code: 'canvas-tote-natural', importType: 'D' },
          { code: 'leather-belt-brown', importType: 'D' },
        ],
      },
    ]);
    const f = file(record, 'product');
    expect(f).toMatchObject({ status: 'finished', total: 4 });
    expect(f.created).toEqual(ops(1, 1));
    expect(f.updated).toEqual(ops(1, 1));
    expect(f.deleted).toEqual(ops(2, 2));
    expect(codes('product')).not.toContain('canvas-tote-natural');
    expect(codes('product')).toContain('socks');
    expect(codes('product')).toHaveLength(7);
  });

  it('fails deleting an entity that does not exist, with a log entry', async () => {
    const { run, logs } = await setup();
    const record = await run([{ entity: 'inventory', importStrategy: 'partial', content: [{ productCode: 'ghost', locationCode: 'warehouse-1', importType: 'D' }] }]);
    expect(file(record, 'inventory').deleted).toEqual(ops(1, 0));
    expect(record.status).toBe('finished');
    expect((await logs(record.importRef)).find((l) => l.level === 'error')).toMatchObject({
      entity: 'inventory',
      index: 0,
      message: 'Inventory "ghost/warehouse-1": cannot be deleted: it does not exist',
    });
  });

  it('fails an unknown importType', async () => {
    const { run } = await setup();
    const record = await run([{ entity: 'attribute', importStrategy: 'partial', content: [{ ...attribute('x'), importType: 'U' }] }]);
    expect(file(record, 'attribute').created).toEqual(ops(1, 0));
  });
});

describe('element failures', () => {
  it('logs each failure with entity, index, field and reason, and counts it', async () => {
    const { run, logs } = await setup();
    const record = await run([
      {
        entity: 'product',
        importStrategy: 'partial',
        content: [
          product('ok-1'),
          { code: 'no-name', modelType: 'standard', isInventoryManaged: true },
          product('bad-model', { modelType: 'simple' }),
          'not an object',
          { name: { 'en-us': 'no code' }, modelType: 'standard', isInventoryManaged: true },
        ],
      },
    ]);
    const f = file(record, 'product');
    expect(f.total).toBe(5);
    expect(f.created).toEqual(ops(5, 1));
    const errors = (await logs(record.importRef)).filter((l) => l.level === 'error');
    expect(errors.map((e) => [e.entity, e.index])).toEqual([
      ['product', 1],
      ['product', 2],
      ['product', 3],
      ['product', 4],
    ]);
    expect(errors[0]!.message).toMatch(/^Product "no-name": name is required/);
    expect(errors[1]!.message).toMatch(/^Product "bad-model": modelType must be one of standard, .* not string "simple"/);
    expect(errors[2]!.message).toMatch(/^Element 4: the element must be an object, not string/);
    expect(errors[3]!.message).toMatch(/^Element 5: code is required/);
    for (const e of errors) expect(Number.isNaN(Date.parse(e.time))).toBe(false);
  });

  it('fails products naming an unknown category or attribute', async () => {
    const { run, logs } = await setup();
    const record = await run([
      {
        entity: 'product',
        importStrategy: 'partial',
        content: [
          product('p1', { categories: [{ code: 'hats' }] }),
          product('p2', { options: [{ code: 'fabric' }] }),
          product('p3', { properties: [{ code: 'brand', type: 'attribute' }], categories: [{ code: 'shoes' }] }),
        ],
      },
    ]);
    expect(file(record, 'product').created).toEqual(ops(3, 1));
    const messages = (await logs(record.importRef)).filter((l) => l.level === 'error').map((l) => l.message);
    expect(messages).toEqual(['Product "p1": category "hats" does not exist in catalog default', 'Product "p2": attribute "fabric" does not exist']);
  });

  it('fails a product whose option names a value its attribute does not have', async () => {
    const { run, logs } = await setup();
    const value = (code: string, sequenceId: number) => ({ code, sequenceId, name: { 'en-us': code } });
    const record = await run([
      {
        entity: 'attribute',
        importStrategy: 'partial',
        content: [{ code: 'finish', type: 'text', use: 'option', name: { 'en-us': 'Finish' }, values: [value('matt', 1), value('gloss', 2), value('1/2', 3)] }],
      },
      {
        entity: 'product',
        importStrategy: 'partial',
        content: [
          product('p1', { options: [{ code: 'finish', values: [{ code: 'matt' }, { code: 'gloss' }, { code: '1/2' }] }] }),
          product('p2', { options: [{ code: 'finish', values: [{ code: 'satin' }] }] }),
        ],
      },
    ]);
    const messages = (await logs(record.importRef)).filter((l) => l.level === 'error').map((l) => l.message);
    expect(file(record, 'product').created).toEqual(ops(2, 1));
    expect(messages).toEqual(['Product "p2": value "satin" of attribute "finish" does not exist']);
  });

  it('checks a category’s parent against the store and the whole file', async () => {
    const { run, logs } = await setup();
    const record = await run([
      {
        entity: 'category',
        importStrategy: 'partial',
        content: [category('kids', 'clothing'), category('kids-shoes', 'kids'), category('orphan', 'nowhere'), category('loop', 'loop')],
      },
    ]);
    expect(file(record, 'category').created).toEqual(ops(4, 2));
    const messages = (await logs(record.importRef)).filter((l) => l.level === 'error').map((l) => l.message);
    expect(messages).toEqual([
      'Category "orphan": parent category "nowhere" is neither in the file nor in catalog default',
      'Category "loop": parentCategoryCode makes a cycle: "loop" → "loop"',
    ]);
  });

  it('fails the second element with the same key', async () => {
    const { run, logs } = await setup();
    const record = await run([{ entity: 'attribute', importStrategy: 'partial', content: [attribute('twice'), attribute('once'), attribute('twice')] }]);
    const f = file(record, 'attribute');
    expect(f.created).toEqual(ops(2, 2));
    expect(f.updated).toEqual(ops(1, 0));
    const error = (await logs(record.importRef)).find((l) => l.level === 'error');
    expect(error).toMatchObject({ index: 2, message: 'Attribute "twice": appears again (first at element 1); a file may name each attribute once' });
  });

  it('keeps counts consistent: total = dispatched of elements + skipped', async () => {
    const { run } = await setup();
    const record = await run([
      {
        entity: 'attribute',
        importStrategy: 'partial',
        content: [attribute('a'), attribute('color'), { code: 'size', importType: 'D' }, { code: 'zzz', importType: 'D' }, { bad: true }],
      },
    ]);
    const f = file(record, 'attribute');
    expect(f.created.dispatched + f.updated.dispatched + f.deleted.dispatched + f.skipped).toBe(f.total);
    for (const o of [f.created, f.updated, f.deleted]) expect(o.succeeded + o.failed).toBe(o.dispatched);
  });
});

describe('files that cannot be read', () => {
  it.each([
    ['{"code": "x"}', /JSON object, not an array/],
    ['not json', /not a JSON array/],
    ['[{"code": "a"}, {"code": tru}]', /Element 2 is not valid JSON/],
    ['[{"code": "a"}', /ends before the array is closed/],
    ['', /empty/],
  ])('fails the file %j as a whole, skips its dependents and aborts the import', async (content, reason) => {
    const { run, logs, codes } = await setup();
    const before = codes('category');
    const record = await run([
      { entity: 'attribute', content },
      { entity: 'category', importStrategy: 'partial', content: [category('new-cat')] },
      { entity: 'product', importStrategy: 'partial', content: [product('p'), product('q')] },
      { entity: 'inventory', importStrategy: 'partial', content: [stock('tshirt-basic-white', 'store-paris')] },
    ]);
    expect(record.status).toBe('aborted');
    expect(record.endDate).toBeDefined();
    expect(file(record, 'attribute')).toMatchObject({ status: 'failed', total: 0 });
    expect(file(record, 'category')).toMatchObject({ status: 'skipped', total: 1, skipped: 1, created: ops(0, 0) });
    expect(file(record, 'product')).toMatchObject({ status: 'skipped', total: 2, skipped: 2 });
    // inventory does not depend on attributes: it still runs
    expect(file(record, 'inventory')).toMatchObject({ status: 'finished', created: ops(1, 1) });
    expect(codes('category')).toEqual(before);
    const entries = await logs(record.importRef);
    expect(entries.find((l) => l.entity === 'attribute' && l.level === 'error')?.message).toMatch(reason);
    expect(entries.find((l) => l.entity === 'attribute' && l.level === 'error')?.message).toMatch(/\(line \d+, column \d+\)/);
    expect(entries.find((l) => l.entity === 'product' && l.level === 'warning')?.message).toMatch(/Skipped the product file: the attribute file/);
    expect(entries.at(-1)?.message).toMatch(/Import aborted/);
  });

  it('tolerates a byte-order mark', async () => {
    const { run } = await setup();
    const record = await run([{ entity: 'attribute', importStrategy: 'partial', content: `\uFEFF${JSON.stringify([attribute('bom')])}` }]);
    expect(record.status).toBe('finished');
    expect(file(record, 'attribute').created).toEqual(ops(1, 1));
  });
});

describe('elements nested too deep', () => {
  const levels = 100_000;
  const deep = `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('fails the element with where level 513 begins; the rest of the file is applied', async () => {
    const { run, logs, codes } = await setup();
    const deepProduct = `{"code":"deep","name":{"en-us":"x"},"modelType":"standard","isInventoryManaged":true,"extra":${deep}}`;
    // an unknown field is only a warning of the rules; the category file's first pass must not
    // learn a category that fails for its depth: its child fails with it
    const deepCategory = `{"code":"deep-cat","name":{"en-us":"x"},"sequenceId":1,"extra":${deep}}`;
    const record = await run([
      { entity: 'category', importStrategy: 'partial', content: `[${deepCategory},\n${JSON.stringify(category('child', 'deep-cat'))}]` },
      { entity: 'product', importStrategy: 'partial', content: `[${JSON.stringify(product('fine'))},\n  ${deepProduct}]` },
    ]);
    expect(record.status).toBe('finished');
    expect(file(record, 'product').created).toEqual(ops(2, 1));
    expect(file(record, 'category').created).toEqual(ops(2, 0));
    expect(codes('product')).toContain('fine');
    expect(codes('product')).not.toContain('deep');
    const errors = (await logs(record.importRef)).filter((l) => l.level === 'error');
    // the element is level 1 and extra's first array level 2: its 512th array opens level 513 (the line starts with two spaces)
    const column = 2 + deepProduct.indexOf('[') + 511 + 1;
    expect(errors).toContainEqual(
      expect.objectContaining({
        entity: 'product',
        index: 1,
        message: `Product "deep": extra is nested deeper than 512 levels of objects and arrays (level 513 begins at line 2, column ${column})`,
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ entity: 'category', index: 0, message: expect.stringMatching(/^Category "deep-cat": extra is nested deeper than 512 levels .*\(level 513 begins at line 1, column \d+\)$/) }),
    );
    expect(errors).toContainEqual(expect.objectContaining({ entity: 'category', index: 1, message: expect.stringContaining('"deep-cat"') }));
  });
});

describe('pace', () => {
  it('moves the counts while processing so polling shows progress', async () => {
    const platform = testPlatform({ faults: { pace: 200, maxFileSeconds: 0 } });
    const { access_token: token } = await signIn(platform);
    const content = Array.from({ length: 60 }, (_, i) => attribute(`pace-${i}`));
    const ref = await importFiles(platform, token, [{ entity: 'attribute', importStrategy: 'partial', content }]);
    await call(platform.api, 'POST', `/merchants/demo/imports/${ref}`, { token });
    const seen: string[] = [];
    const counts = new Set<number>();
    const started = Date.now();
    for (;;) {
      const record = importRecord.parse((await call(platform.api, 'GET', `/merchants/demo/imports/${ref}`, { token })).body);
      seen.push(record.status);
      counts.add(record.entityFiles[0]!.created.succeeded);
      if (record.status === 'finished') break;
      await new Promise((r) => setTimeout(r, 40));
    }
    const elapsed = Date.now() - started;
    expect(seen[0]).toBe('started');
    expect(seen).toContain('processing');
    expect(counts.size).toBeGreaterThan(3);
    expect(elapsed).toBeGreaterThan(250);
  });

  it('processes a large file at full speed without holding the elements', async () => {
    const { run, platform } = await setup();
    const n = 50_000;
    const content = `[${Array.from({ length: n }, (_, i) => JSON.stringify(product(`bulk-${i}`))).join(',\n')}]`;
    const record = await run([{ entity: 'product', importStrategy: 'partial', content }]);
    expect(file(record, 'product').created).toEqual(ops(n, n));
    // one JSON text and a few scalars per product, no parsed element
    expect(entityTable(platform.store.merchant('demo')!, 'product', 'default').get('bulk-49999')).toEqual({
      element: JSON.stringify(product('bulk-49999')),
      categories: undefined,
      modelType: 'standard',
      status: 'active',
    });
  });
});

describe('categories in any order', () => {
  it('creates children that come before their parents, three levels deep, and products in them', async () => {
    const { run, codes, platform } = await setup();
    const record = await run([
      { entity: 'category', content: [category('sofas', 'living-room'), category('corner-sofas', 'sofas'), category('living-room', 'furniture'), category('furniture')] },
      { entity: 'product', importStrategy: 'partial', content: [product('sofa-1', { categories: [{ code: 'corner-sofas' }, { code: 'furniture' }] })] },
    ]);
    expect(record.status).toBe('finished');
    expect(file(record, 'category').created).toEqual(ops(4, 4));
    expect(file(record, 'product').created).toEqual(ops(1, 1));
    expect(codes('category')).toEqual(['corner-sofas', 'furniture', 'living-room', 'sofas']);
    expect(entityTable(platform.store.merchant('demo')!, 'category', 'default').get('sofas')).toMatchObject({ parentCategoryCode: 'living-room' });
  });

  it('fails every category of a cycle, naming the cycle, and the categories below it', async () => {
    const { run, logs } = await setup();
    const record = await run([
      { entity: 'category', importStrategy: 'partial', content: [category('a', 'b'), category('below', 'a'), category('b', 'a'), category('fine', 'clothing')] },
    ]);
    expect(file(record, 'category').created).toEqual(ops(4, 1));
    const errors = (await logs(record.importRef)).filter((l) => l.level === 'error');
    expect(errors.map((e) => [e.index, e.message])).toEqual([
      [0, 'Category "a": parentCategoryCode makes a cycle: "a" → "b" → "a"'],
      [1, 'Category "below": its parent "a" cannot be created: parentCategoryCode makes a cycle: "a" → "b" → "a"'],
      [2, 'Category "b": parentCategoryCode makes a cycle: "a" → "b" → "a"'],
    ]);
  });

  it('fails a category whose parent the file deletes', async () => {
    const { run, logs } = await setup();
    const record = await run([
      { entity: 'category', importStrategy: 'partial', content: [category('sandals', 'sale'), { code: 'sale', importType: 'D' }] },
    ]);
    expect(file(record, 'category').created).toEqual(ops(1, 0));
    expect(file(record, 'category').deleted).toEqual(ops(1, 1));
    expect((await logs(record.importRef)).find((l) => l.level === 'error')?.message).toBe(
      'Category "sandals": parent category "sale" is neither in the file nor in catalog default',
    );
  });

  it('moves a category under a new parent in a full file without deleting it, and deletes the rest leaves first', async () => {
    const { run, codes, platform } = await setup();
    // seeded: clothing > shirts, shoes, outerwear; accessories; sale
    const record = await run([{ entity: 'category', content: [category('shirts', 'tops'), category('tops')] }]);
    const f = file(record, 'category');
    expect(f.created).toEqual(ops(1, 1));
    expect(f.updated).toEqual(ops(1, 1));
    expect(f.deleted).toEqual(ops(5, 5));
    expect(codes('category')).toEqual(['shirts', 'tops']);
    expect(entityTable(platform.store.merchant('demo')!, 'category', 'default').get('shirts')).toMatchObject({ parentCategoryCode: 'tops' });
  });
});

describe('deleting a category that is still used', () => {
  it('fails a D of a category that still has child categories, naming them', async () => {
    const { run, logs, codes } = await setup();
    const record = await run([{ entity: 'category', importStrategy: 'partial', content: [{ code: 'clothing', importType: 'D' }] }]);
    expect(file(record, 'category').deleted).toEqual(ops(1, 0));
    expect((await logs(record.importRef)).find((l) => l.level === 'error')?.message).toBe(
      'Category "clothing": cannot be deleted: it still has child categories "shirts", "shoes", "outerwear"; delete or move them first',
    );
    expect(codes('category')).toContain('clothing');
  });

  it('deletes a parent and its children in one partial file', async () => {
    const { run } = await setup();
    const record = await run([
      {
        entity: 'category',
        importStrategy: 'partial',
        content: ['clothing', 'shirts', 'shoes', 'outerwear'].map((code) => ({ code, importType: 'D' })),
      },
    ]);
    expect(file(record, 'category').deleted).toEqual(ops(4, 4));
  });

  it('keeps the products of a deleted category and removes their link to it', async () => {
    const { run, platform } = await setup();
    await run([{ entity: 'product', importStrategy: 'partial', content: [product('scarf', { categories: [{ code: 'accessories' }, { code: 'sale' }] })] }]);
    const record = await run([{ entity: 'category', importStrategy: 'partial', content: [{ code: 'sale', importType: 'D' }] }]);
    expect(file(record, 'category').deleted).toEqual(ops(1, 1));
    const scarf = entityTable(platform.store.merchant('demo')!, 'product', 'default').get('scarf')!;
    expect(scarf).toMatchObject({ categories: '["accessories"]' });
    // the stored element loses the link too, and keeps the rest as written
    expect(readElement(scarf)).toEqual(product('scarf', { categories: [{ code: 'accessories' }] }));
  });
});
