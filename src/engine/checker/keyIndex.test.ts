import { describe, expect, it } from 'vitest';
import { KeyIndex, keyHash } from './keyIndex';

/** Two different keys with the same 32-bit hash, found by trying (about 77,000 keys give one on average). */
const collidingKeys = (): [string, string] => {
  const seen = new Map<number, string>();
  for (let i = 0; ; i++) {
    const key = `P${i}`;
    const other = seen.get(keyHash(key));
    if (other !== undefined) return [other, key];
    seen.set(keyHash(key), key);
  }
};

describe('KeyIndex', () => {
  it('records a key with its first element and answers that element for every repeat', () => {
    const index = new KeyIndex();
    expect(index.firstIndexOrAdd('P1', 0)).toBeUndefined();
    expect(index.firstIndexOrAdd('P2', 1)).toBeUndefined();
    expect(index.firstIndexOrAdd('P1', 2)).toBe(0);
    expect(index.firstIndexOrAdd('P1', 3)).toBe(0);
    expect(index.firstIndexOrAdd('P2', 4)).toBe(1);
    expect(index.size).toBe(2);
    expect(index.keys()).toEqual(['P1', 'P2']);
  });

  it('tells apart keys that differ only in length or in one character, and keeps the empty key', () => {
    const index = new KeyIndex();
    for (const [k, key] of ['ab', 'abc', 'abd', 'a', ''].entries()) expect(index.firstIndexOrAdd(key, k)).toBeUndefined();
    expect(index.firstIndexOrAdd('abc', 9)).toBe(1);
    expect(index.firstIndexOrAdd('', 9)).toBe(4);
    expect(index.keys()).toEqual(['ab', 'abc', 'abd', 'a', '']);
  });

  it('keeps two different keys with the same hash apart', () => {
    const [first, second] = collidingKeys();
    expect(first).not.toBe(second);
    expect(keyHash(first)).toBe(keyHash(second));
    const index = new KeyIndex();
    expect(index.firstIndexOrAdd(first, 10)).toBeUndefined();
    expect(index.firstIndexOrAdd(second, 20)).toBeUndefined();
    expect(index.firstIndexOrAdd(second, 30)).toBe(20);
    expect(index.firstIndexOrAdd(first, 40)).toBe(10);
    expect(index.withHashes(new Set([keyHash(first)]))).toEqual([
      [first, 10],
      [second, 20],
    ]);
  });

  it('grows past its first table and text store, and gives every key back as written', () => {
    const index = new KeyIndex();
    // keys of many shapes: beyond ASCII, surrogate pairs, and one longer than the text store's first size
    const keys = Array.from({ length: 5000 }, (_, i) => (i % 3 === 0 ? `Größe-${i}` : i % 3 === 1 ? `🧦-${i}` : `code/${i}`));
    keys.push('x'.repeat(40_000));
    for (const [k, key] of keys.entries()) expect(index.firstIndexOrAdd(key, k)).toBeUndefined();
    for (const [k, key] of keys.entries()) expect(index.firstIndexOrAdd(key, k + 10_000)).toBe(k);
    expect(index.size).toBe(keys.length);
    expect(index.keys()).toEqual(keys);
  });

  it('sealed, keeps its keys and hashes and refuses new ones', () => {
    const index = new KeyIndex();
    const keys = Array.from({ length: 3000 }, (_, i) => `code-${i}`);
    keys.forEach((key, k) => index.firstIndexOrAdd(key, k));
    const hashes = index.sortedHashes();
    index.seal();
    expect(index.size).toBe(3000);
    expect(index.keys()).toEqual(keys);
    expect(index.sortedHashes()).toEqual(hashes);
    expect(index.withHashes(new Set([keyHash('code-2999')]))).toEqual([['code-2999', 2999]]);
    expect(() => index.firstIndexOrAdd('code-3000', 3000)).toThrow(/sealed/);
  });

  it('gives the sorted hash of every key, and the keys of the hashes asked for', () => {
    const index = new KeyIndex();
    const keys = ['color', 'size', 'material', 'care'];
    keys.forEach((key, k) => index.firstIndexOrAdd(key, k));
    expect([...index.sortedHashes()]).toEqual(keys.map(keyHash).sort((a, b) => a - b));
    expect(index.withHashes(new Set([keyHash('size'), keyHash('care'), keyHash('absent')]))).toEqual([
      ['size', 1],
      ['care', 3],
    ]);
  });
});
