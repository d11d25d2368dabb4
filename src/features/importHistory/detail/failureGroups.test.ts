import { describe, expect, it } from 'vitest';
import type { ImportLogEntry } from '@/contract';
import { failuresCsv, fieldOf, groupFailures, readFailure, readFailures } from './failureGroups';

const time = '2030-01-01T00:00:00.000Z';
const error = (index: number, message: string): ImportLogEntry => ({ time, level: 'error', entity: 'product', index, message });

describe('readFailure', () => {
  it('reads the key and every reason of a message', () => {
    expect(readFailure(error(16, 'Product "sku-17": name is required; attribute "fabric" does not exist'))).toEqual({
      entity: 'product',
      index: 16,
      key: 'sku-17',
      reasons: ['name is required', 'attribute "fabric" does not exist'],
    });
  });
  it('reads an element without a key, and plain text without entity or index', () => {
    expect(readFailure(error(3, 'Element 4: the element must be an object, not string'))).toEqual({ entity: 'product', index: 3, reasons: ['the element must be an object, not string'] });
    expect(readFailure({ message: 'Product "a": sku is required' })).toEqual({ key: 'a', reasons: ['sku is required'] });
  });
});

describe('groupFailures', () => {
  const entries = [
    { time, level: 'info', message: 'Import started' } as ImportLogEntry,
    error(0, 'Product "a": attribute "fabric" does not exist'),
    error(4, 'Product "b": attribute "fabric" does not exist'),
    error(7, 'Product "c": name is required; attribute "fabric" does not exist'),
    error(9, 'Product "a": appears again (first at element 1); a file may name each product once'),
    error(12, 'Product "b": appears again (first at element 5); a file may name each product once'),
    { time, level: 'error', entity: 'category', message: 'The category file was rejected: The file is empty' } as ImportLogEntry,
  ];
  it('groups by cause, biggest first, and leaves out what is not about an element', () => {
    const groups = groupFailures(readFailures(entries));
    expect(groups.map((g) => [g.cause, g.elements.length])).toEqual([
      ['attribute "fabric" does not exist', 3],
      ['appears again; a file may name each product once', 2],
      ['name is required', 1],
    ]);
    expect(groups[0]!.elements.map((e) => [e.index, e.key])).toEqual([[0, 'a'], [4, 'b'], [7, 'c']]);
    expect(readFailures(entries)).toHaveLength(5);
  });
  it('groups plain text by its text', () => {
    const plain = [{ message: 'Product "x": sku is required' }, { message: 'Product "y": sku is required' }];
    const groups = groupFailures(readFailures(plain));
    expect(groups.map((g) => [g.entity, g.cause, g.elements.map((e) => [e.index, e.key])])).toEqual([[undefined, 'sku is required', [[undefined, 'x'], [undefined, 'y']]]]);
  });
});

describe('failuresCsv', () => {
  it('has one row per reason: entity, element (from 1), key, field, reason', () => {
    const failures = readFailures([error(16, 'Product "sku-17": name is required; attribute "fabric" does not exist'), error(2, 'Element 3: the element must be an object')]);
    const csv = failuresCsv(failures);
    expect(csv).toBe(
      [
        'Entity,Element,Key,Field,Reason',
        'Products,17,sku-17,name,name is required',
        'Products,17,sku-17,attribute,"attribute ""fabric"" does not exist"',
        'Products,3,,,the element must be an object',
        '',
      ].join('\r\n'),
    );
  });
  it('finds the field a reason is about, or none', () => {
    expect(fieldOf('onHand must be a number, not string "twelve"')).toBe('onHand');
    expect(fieldOf('appears again; a file may name each product once')).toBe('');
    expect(fieldOf('cannot be deleted: it does not exist')).toBe('');
  });
});
