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

  it('keeps a merchant\'s switches apart from the global ones and from other merchants\'', () => {
    const faults = new Faults({ pace: 400 });
    faults.update({ failNext: { trigger: 1 }, latencyMs: 50, pace: 7 }, 'acme');
    faults.update({ dropNextUploads: 1 });
    // a merchant's own switches start from the start-up settings, not from the global ones
    expect(faults.for('acme').settings).toMatchObject({ failNext: { trigger: 1 }, latencyMs: 50, pace: 7, dropNextUploads: 0 });
    expect(faults.for('demo')).toBe(faults.for());
    expect(faults.for('demo').shouldFail('trigger', 'POST /imports/:ref')).toBe(false);
    expect(faults.for('demo').shouldDropUpload()).toBe(true);
    expect(faults.for('acme').shouldFail('trigger', 'POST /imports/:ref')).toBe(true);
    expect(faults.for('acme').shouldFail('trigger', 'POST /imports/:ref')).toBe(false);
    expect(faults.for('demo').latency()).toBe(0);
    faults.reset('acme');
    expect(faults.for('acme')).toBe(faults.for());
    expect(faults.for('acme').settings.pace).toBe(400);
  });

  it('reads the switches of the merchant whose work runs, also after it waited', async () => {
    const faults = new Faults({ pace: 400 });
    faults.update({ pace: 7 }, 'acme');
    // the work waits for a promise the test settles from outside, after reading the global switches
    let letGo!: () => void;
    const waited = new Promise<void>((resolve) => (letGo = resolve));
    const work = faults.within('acme', async () => {
      await waited;
      return faults.settings.pace;
    });
    expect(faults.settings.pace).toBe(400);
    letGo();
    expect(await work).toBe(7);
    expect(faults.settings.pace).toBe(400);
    faults.reset();
    expect(faults.within('acme', () => faults.settings.pace)).toBe(400);
  });

  it('parses CLI route lists', () => {
    expect(parseRouteCounts('trigger:1, POST /imports/:ref/urls:3')).toEqual({ trigger: 1, 'POST /imports/:ref/urls': 3 });
    expect(parseRouteCounts('create:2')).toEqual({ create: 2 });
    expect(() => parseRouteCounts('trigger:0.5')).toThrow(/--fail-next/);
    expect(() => parseRouteCounts('trigger')).toThrow(/--fail-next/);
  });
});
