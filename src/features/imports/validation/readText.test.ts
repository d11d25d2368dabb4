import { describe, expect, it } from 'vitest';
import { gatherBytes } from './readText';

async function* piecesOf(...sizes: number[]) {
  let n = 0;
  for (const size of sizes) yield Uint8Array.from({ length: size }, () => n++ % 256);
}

const collect = async (pieces: AsyncIterable<Uint8Array>) => {
  const out: Uint8Array[] = [];
  for await (const p of pieces) out.push(p);
  return out;
};

describe('gatherBytes', () => {
  it('joins small pieces into pieces of at least the size asked, the last one shorter, every byte in order', async () => {
    const out = await collect(gatherBytes(piecesOf(3, 3, 3, 3, 3, 2), 8));
    expect(out.map((p) => p.length)).toEqual([9, 8]);
    expect(out.flatMap((p) => [...p])).toEqual(Array.from({ length: 17 }, (_, k) => k));
  });

  it('hands on a piece as large as asked without copying it', async () => {
    const big = new Uint8Array(10);
    async function* one() {
      yield new Uint8Array(2);
      yield new Uint8Array(6);
      yield big;
    }
    const out = await collect(gatherBytes(one(), 8));
    expect(out.map((p) => p.length)).toEqual([8, 10]);
    expect(out[1]).toBe(big);
  });
});
