import { describe, expect, it } from 'vitest';
import { locationCodesFor, locationCodesProblem, parseLocationCodes } from './store/slotRules';
import { english } from './testing/english';
import { andList } from './wizardText';

describe('location codes of a full inventory import', () => {
  it('reads codes separated by commas, spaces or lines, each once', () => {
    expect(parseLocationCodes(' store-berlin, store-paris\nstore-berlin ;warehouse-1 ')).toEqual(['store-berlin', 'store-paris', 'warehouse-1']);
    expect(parseLocationCodes('  ')).toEqual([]);
  });

  it('names a code longer than the service takes', () => {
    expect(locationCodesProblem('store-berlin', english)).toBeNull();
    expect(locationCodesProblem(`ok, ${'x'.repeat(37)}`, english)).toMatch(/at most 36 characters/);
  });

  it('is sent only for an inventory file with the full strategy', () => {
    expect(locationCodesFor({ entity: 'inventory', strategy: 'full', locations: 'store-berlin' })).toEqual({ locationCodes: ['store-berlin'] });
    expect(locationCodesFor({ entity: 'inventory', strategy: 'partial', locations: 'store-berlin' })).toEqual({});
    expect(locationCodesFor({ entity: 'product', strategy: 'full', locations: 'store-berlin' })).toEqual({});
    expect(locationCodesFor({ entity: 'inventory', strategy: 'full', locations: '' })).toEqual({});
  });

  it('lists them in a sentence', () => {
    expect(andList(['a'], english)).toBe('a');
    expect(andList(['a', 'b', 'c'], english)).toBe('a, b and c');
  });
});
