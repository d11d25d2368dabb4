import { describe, expect, it } from 'vitest';
import { readElement } from '../store/catalogEntities';
import { entityTable } from '../store/store';
import { category, file, ops, product, setup } from './testing';

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
