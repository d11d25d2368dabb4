/** The descriptions of a products file against the mock platform's, read one product and locale a request. */
import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '@/testing/app';
import { catalogOverHttp } from '@/engine/catalog/catalogOverHttp';
import { compareDescriptions } from './compareDescriptions';
import type { WorkProgress } from '@/engine/catalog/catalogMessages';

withTestPlatform();

const signal = new AbortController().signal;
const fileOf = (elements: unknown[]) => new Blob([JSON.stringify(elements)], { type: 'application/json' });
const catalog = () => catalogOverHttp({ merchantCode: 'demo', entity: 'product', catalogCode: 'default' });

describe('the descriptions of the products asked for', () => {
  it('finds the changed text, the same text and a description the file leaves out, reading only the locales the file writes', async () => {
    const file = fileOf([
      { code: 'not-asked-for', shortDescription: { 'en-us': 'x' } },
      // the seed's: "A plain cotton T-shirt." / "Ein schlichtes T-Shirt aus Baumwolle."
      { code: 'tshirt-basic-white', shortDescription: { 'de-de': 'Ein T-Shirt aus Bio-Baumwolle.', 'en-us': null } },
      { code: 'tshirt-basic-black', longDescription: { 'en-us': 'Black, and long.' } },
    ]);
    const progress: WorkProgress[] = [];
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      sent.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    let changes;
    try {
      changes = await compareDescriptions({ file, keys: ['tshirt-basic-white', 'tshirt-basic-black'] }, { catalog: catalog(), signal, onProgress: (p) => progress.push(p) });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(changes).toEqual({
      'tshirt-basic-white': [{ path: ['shortDescription', 'de-de'], before: 'Ein schlichtes T-Shirt aus Baumwolle.', after: 'Ein T-Shirt aus Bio-Baumwolle.' }],
      'tshirt-basic-black': [{ path: ['longDescription'], before: undefined, after: { 'en-us': 'Black, and long.' } }],
    });
    // one request per product and locale the file writes: de-de for the white one, en-us for the black one
    const reads = sent.filter((url) => url.includes('/descriptions'));
    expect(reads).toHaveLength(2);
    expect(reads.some((url) => url.includes('/tshirt-basic-white/descriptions') && url.includes('localeCode=de-de'))).toBe(true);
    expect(progress.at(-1)).toEqual({ phase: 'descriptions', done: 2, total: 2 });
  });

  it('says nothing changes where the file writes the descriptions the catalog holds', async () => {
    const file = fileOf([{ code: 'tshirt-basic-white', shortDescription: { 'en-us': 'A plain cotton T-shirt.', 'de-de': 'Ein schlichtes T-Shirt aus Baumwolle.' } }]);
    expect(await compareDescriptions({ file, keys: ['tshirt-basic-white'] }, { catalog: catalog(), signal })).toEqual({ 'tshirt-basic-white': [] });
  });
});
