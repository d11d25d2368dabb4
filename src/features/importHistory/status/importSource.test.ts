import { describe, expect, it } from 'vitest';
import { maxSourceLength, readSource, wizardSource } from './importSource';

describe('an import source the wizard writes', () => {
  it('names the user and the files, and reads back', () => {
    const source = wizardSource('anna', ['products.json', 'categories.json'], 'k3j4h5g6');
    expect(source).toBe('Merchant Admin: started by anna; files: products.json, categories.json; attempt k3j4h5g6');
    expect(readSource(source)).toEqual({ startedBy: 'anna', files: 'products.json, categories.json' });
  });

  it('stays within 255 characters: whole names while they fit, then how many more', () => {
    const names = Array.from({ length: 40 }, (_, i) => `catalog-export-2026-11-${String(i).padStart(2, '0')}.json`);
    const source = wizardSource('anna', names, 'abc');
    expect(source.length).toBeLessThanOrEqual(maxSourceLength);
    const { files } = readSource(source);
    expect(files).toMatch(/^catalog-export-2026-11-00\.json, .*, \+\d+ more$/);
    const kept = files!.split(', ').length - 1;
    expect(files!.endsWith(`+${40 - kept} more`)).toBe(true);
  });

  it('keeps a user whose name has a semicolon', () => {
    expect(readSource(wizardSource('a;b', ['x.json'], 'm1')).startedBy).toBe('a;b');
  });

  it('reads a source written elsewhere as no user', () => {
    expect(readSource('PIM sync')).toEqual({ startedBy: null, files: null });
    expect(readSource(null)).toEqual({ startedBy: null, files: null });
    expect(readSource('Merchant Admin import wizard (attempt 1x2y)')).toEqual({ startedBy: null, files: null });
  });
});
