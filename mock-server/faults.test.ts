import { describe, expect, it } from 'vitest';
import { Faults, parseRouteCounts } from './faults';

describe('Faults', () => {
  it('matches a route by name, alias, METHOD /path (any param name, any case) or *', () => {
    const faults = new Faults({ failNext: { list: 1, 'post /IMPORTS/:x': 1, '*': 1 } });
    expect(faults.shouldFail('listImports', 'GET /imports')).toBe(true);
    expect(faults.shouldFail('trigger', 'POST /imports/:importRef')).toBe(true);
    expect(faults.shouldFail('customers', 'GET /customers')).toBe(true);
    expect(faults.shouldFail('customers', 'GET /customers')).toBe(false);
  });

  it('drops the next N uploads, then none', () => {
    const faults = new Faults({ dropNextUploads: 2 });
    expect([faults.shouldDropUpload(), faults.shouldDropUpload(), faults.shouldDropUpload()]).toEqual([true, true, false]);
  });

  it('parses CLI route lists', () => {
    expect(parseRouteCounts('trigger:1, POST /imports/:ref/urls:3')).toEqual({ trigger: 1, 'POST /imports/:ref/urls': 3 });
    expect(parseRouteCounts('create:2')).toEqual({ create: 2 });
    expect(() => parseRouteCounts('trigger:0.5')).toThrow(/--fail-next/);
    expect(() => parseRouteCounts('trigger')).toThrow(/--fail-next/);
  });
});
