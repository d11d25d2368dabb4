import { describe, expect, it } from 'vitest';
import { entityTable } from '../store/store';
import { attribute, file, ops, product, setup } from './testing';

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
