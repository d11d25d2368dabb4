import { describe, expect, it } from 'vitest';
import { boundaryCandidates, findCuts } from './findCuts';
import { generatedElement } from '@/engine/checker/testing/generateImportFile';

const blobOf = (text: string | Uint8Array) => new Blob([text as BlobPart], { type: 'application/json' });
const arrayOf = (elements: unknown[]) => `[${elements.map((e) => JSON.stringify(e)).join(',')}]`;
const products = (n: number) => Array.from({ length: n }, (_, k) => generatedElement('product', k));
const byteOffset = (text: string, charOffset: number) => new TextEncoder().encode(text.slice(0, charOffset)).length;
/** the offset in characters of the `{` that starts element `k` of `arrayOf(elements)` */
const charStart = (elements: unknown[], k: number) => 1 + elements.slice(0, k).reduce<number>((n, e) => n + JSON.stringify(e).length + 1, 0);
/** …and in bytes: where a range can start */
const elementStart = (elements: unknown[], k: number) => byteOffset(arrayOf(elements), charStart(elements, k));

describe('the cut search', () => {
  it('a text value holding "},{" near a nominal cut: a candidate, which the search passes by', async () => {
    const elements = products(30);
    elements[15] = { ...elements[15]!, shortDescription: { 'en-us': 'a},{"code":"P1","name":{"en-us":"x"},"modelType":"standard"},{"code":"P2"' } };
    const text = arrayOf(elements);
    const inString = byteOffset(text, text.indexOf('{\\"code\\":\\"P1'));
    expect([...boundaryCandidates(new TextEncoder().encode(text))]).toContain(inString);
    // the search, its nominal cut right before the text value: the candidate in it is passed by
    const nominal = Math.floor(elementStart(elements, 15) + 20);
    const [, found] = await findCuts(blobOf(text), 2, { searchBytes: 4096, nominalCuts: [nominal] });
    expect(found).toBe(elementStart(elements, 16));
  });

  it('nested "},{" (a product\'s options) at the nominal cut: the search skips it', async () => {
    const elements = products(40).map((p, k) => ({ ...p, options: Array.from({ length: 30 }, (_, i) => ({ code: `opt-${k}-${i}` })) }));
    const text = arrayOf(elements);
    const nested = byteOffset(text, text.indexOf('{"code":"opt-20-5"}'));
    const [, found] = await findCuts(blobOf(text), 2, { searchBytes: 64 * 1024, nominalCuts: [nested] });
    expect(found).toBe(elementStart(elements, 21));
  });

  it('a multi-byte character across a nominal cut: the cut is the next element', async () => {
    const elements = products(50).map((p, k) => ({ ...p, name: { 'en-us': `${'😀é'.repeat(1 + (k % 7))} shirt ${k}` } }));
    const text = arrayOf(elements);
    const bytes = new TextEncoder().encode(text);
    const emoji = byteOffset(text, text.indexOf('😀', charStart(elements, 20)));
    for (const nominal of [emoji + 1, emoji + 2, emoji + 3]) {
      const cuts = await findCuts(blobOf(bytes), 2, { nominalCuts: [nominal] });
      expect(cuts).toEqual([0, elementStart(elements, 21)]);
    }
  });
});
