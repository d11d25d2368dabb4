import { describe, expect, it } from 'vitest';
import { Faults, parseRouteCounts, parseRouteRates } from './faults';

describe('Faults', () => {
  it('matches a route by name, alias, METHOD /path (any param name, any case) or *', () => {
    const faults = new Faults({ failNext: { list: 1, 'post /IMPORTS/:x': 1, '*': 1 } });
    expect(faults.shouldFail('listImports', 'GET /imports')).toBe(true);
    expect(faults.shouldFail('trigger', 'POST /imports/:importRef')).toBe(true);
    expect(faults.shouldFail('customers', 'GET /customers')).toBe(true);
    expect(faults.shouldFail('customers', 'GET /customers')).toBe(false);
  });

  it('drops the next N uploads, then follows the rate', () => {
    const faults = new Faults({ dropNextUploads: 2 });
    expect([faults.shouldDropUpload(), faults.shouldDropUpload(), faults.shouldDropUpload()]).toEqual([true, true, false]);
    faults.update({ dropUploads: 1 });
    expect(faults.shouldDropUpload()).toBe(true);
  });

  it('parses CLI route lists', () => {
    expect(parseRouteRates('trigger:0.5, POST /imports/:ref/urls:1')).toEqual({ trigger: 0.5, 'POST /imports/:ref/urls': 1 });
    expect(parseRouteCounts('create:2')).toEqual({ create: 2 });
    expect(() => parseRouteRates('trigger:2')).toThrow(/--error-rate/);
    expect(() => parseRouteCounts('trigger')).toThrow(/--fail-next/);
  });
});
