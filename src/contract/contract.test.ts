import { describe, expect, it } from 'vitest';
import { elementKey } from '../engine/format/elementKey';
import { checkImportElement } from '../engine/format/elementRules';
import { guessEntityType } from '../engine/format/guessEntityType';
import { inEnglish } from '../engine/format/inEnglish';
import { importRecord, uploadAddressRequest } from './imports';
import { createSegmentBody, member, memberRef } from './segments';
import { toMemberRef } from './terms';

const entityFile = {
  entity: 'product',
  importStrategy: 'full',
  catalogCode: 'default',
  status: 'finished',
  total: 2,
  skipped: 0,
  created: { dispatched: 1, succeeded: 1, failed: 0 },
  updated: { dispatched: 1, succeeded: 1, failed: 0 },
  deleted: { dispatched: 0, succeeded: 0, failed: 0 },
};

describe('wire schemas', () => {
  it('reads an import in the brief spelling and in the public spelling', () => {
    const base = { status: 'finished', createDate: '2026-01-01T00:00:00Z', entityFiles: [entityFile] };
    expect(importRecord.parse({ ...base, importRef: 'a' }).importRef).toBe('a');
    expect(importRecord.parse({ ...base, ref: 'b' }).importRef).toBe('b');
    expect(importRecord.safeParse({ ...base, importRef: 'c', status: 'done' }).success).toBe(false);
  });

  it('defaults the strategy of an upload address request to full', () => {
    expect(uploadAddressRequest.parse({ entity: 'attribute' }).importStrategy).toBe('full');
    expect(uploadAddressRequest.safeParse({ entity: 'order' }).success).toBe(false);
  });

  it('sends members as {ID, type} and reads the public {id}', () => {
    expect(toMemberRef('c1')).toEqual({ ID: 'c1', type: 'customer' });
    expect(memberRef.parse({ id: 'c2', type: 'customer' })).toEqual({ ID: 'c2', type: 'customer' });
    const customer = { id: 'c3', firstName: 'A', lastName: 'B', emailAddress: 'a@b.c', isAnonymous: false, status: 'active' };
    expect(member.parse({ id: 'c3', type: 'customer', customer }).ID).toBe('c3');
  });

  it('refuses a segment code with spaces and an empty name', () => {
    const result = createSegmentBody.safeParse({ code: 'vip customers', name: ' ', type: 'fixed' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['code', 'name']));
  });
});

describe('import file element rules', () => {
  const product = { code: 'p1', name: { 'en-us': 'Shoe' }, modelType: 'standard', isInventoryManaged: true };

  it('accepts a complete product and names its key', () => {
    expect(checkImportElement('product', 'full', product)).toEqual({ key: 'p1', importType: 'AC', problems: [], warnings: [] });
  });

  it('names a missing field and a wrong enum', () => {
    const { problems } = checkImportElement('product', 'full', { ...product, modelType: 'gadget', isInventoryManaged: undefined });
    expect(problems.map((p) => p.field)).toEqual(['modelType', 'isInventoryManaged']);
    expect(inEnglish(problems[0]!)).toContain('standard');
  });

  it('refuses importType in a full file and an unknown importType in a partial one', () => {
    expect(checkImportElement('product', 'full', { ...product, importType: 'D' }).problems[0]!.field).toBe('importType');
    expect(inEnglish(checkImportElement('product', 'partial', { ...product, importType: 'X' }).problems[0]!)).toMatch(/AC .* or D/);
  });

  it('needs only the key to delete', () => {
    expect(checkImportElement('inventory', 'partial', { productCode: 'p1', locationCode: 'L1', importType: 'D' })).toEqual({
      key: 'p1/L1',
      importType: 'D',
      problems: [],
      warnings: [],
    });
  });

  it('refuses an element that is not an object', () => {
    expect(inEnglish(checkImportElement('attribute', 'full', 42).problems[0]!)).toContain('number 42');
    expect(elementKey('attribute', null)).toBeNull();
  });

  it('guesses the entity type an element fits better than its slot', () => {
    expect(guessEntityType(product, 'attribute')).toBe('product');
    expect(guessEntityType({ productCode: 'p', locationCode: 'l', sku: 's' }, 'category')).toBe('inventory');
    expect(guessEntityType({ code: 'color', type: 'text', use: 'option', name: {} }, 'product')).toBe('attribute');
    expect(guessEntityType({ firstName: 'A', lastName: 'B', emailAddress: 'a@b.de', externalCustomerNumber: '1' }, 'segmentMember')).toBe('customer');
    expect(guessEntityType({ code: 'vip', name: 'VIP', type: 'fixed', description: 'd' }, 'attribute')).toBe('segment');
  });

  it('does not guess another type for an element that fits its own slot as well', () => {
    expect(guessEntityType(product, 'product')).toBeNull();
    // a fixed segment's fields are an attribute's too: in either slot, no guess
    expect(guessEntityType({ code: 'vip', name: 'VIP', type: 'fixed' }, 'segment')).toBeNull();
    expect(guessEntityType({ code: 'vip', name: 'VIP', type: 'fixed' }, 'attribute')).toBeNull();
    expect(guessEntityType({ code: 'vip', name: 'VIP', type: 'fixed', description: 'regulars' }, 'segment')).toBeNull();
    // a member named by customer number or e-mail shares that field with a customer
    expect(guessEntityType({ segmentCode: 'vip', externalCustomerNumber: '90005' }, 'segmentMember')).toBeNull();
    expect(guessEntityType({ segmentCode: 'vip', emailAddress: 'a@b.de' }, 'segmentMember')).toBeNull();
    expect(guessEntityType(42, 'product')).toBeNull();
  });
});
