import { describe, expect, it } from 'vitest';
import { rangeStarts } from './rangeStarts';

describe('a pool of fewer checkers than ranges', () => {
  it('cuts large ranges first, then smaller ones, none under 4 MB, at least one per checker', () => {
    const MB = 1024 ** 2;
    const sizesOf = (bytes: number, workers: number) => {
      const starts = [0, ...rangeStarts(bytes, workers)];
      return starts.map((at, k) => (starts[k + 1] ?? bytes) - at);
    };
    for (const [bytes, workers] of [[1024 * MB, 2], [1024 * MB, 8], [100 * MB, 2], [401 * MB, 4], [12 * MB, 2], [8 * MB, 4]] as const) {
      const sizes = sizesOf(bytes, workers);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(bytes);
      expect(sizes.length).toBeGreaterThanOrEqual(workers);
      // the first ranges are the checkers' share of the file halved; each after is no larger than the one before (the last takes the rest)
      expect(sizes[0]).toBe(Math.max(Math.min(4 * MB, Math.floor(bytes / workers)), Math.floor(bytes / (2 * workers))));
      for (let k = 1; k < sizes.length - 1; k++) expect(sizes[k]).toBeLessThanOrEqual(sizes[k - 1]!);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(Math.min(4 * MB, Math.floor(bytes / workers)));
    }
    // 1 GB on two cores: the last ranges are small, so no core waits long for the other
    const gigabyte = sizesOf(1024 * MB, 2);
    expect(gigabyte[0]).toBe(256 * MB);
    expect(gigabyte.at(-2)).toBeLessThan(8 * MB);
    expect(sizesOf(8 * MB, 4)).toEqual([2 * MB, 2 * MB, 2 * MB, 2 * MB]);
  });
});
