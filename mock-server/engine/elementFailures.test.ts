import { describe, expect, it } from 'vitest';
import { attribute, category, file, ops, product, setup, stock } from './testing';

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
