import { describe, expect, it } from 'vitest';
import { CategoryParents, rootCause } from './categoryParents';
import { inEnglish } from './inEnglish';
import { findTooDeepElements, maxNestingLevels, tooDeepParams } from './nesting';

const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('elements nested too deep', () => {
  it('the limit is 512 levels, the element itself the first', () => {
    expect(maxNestingLevels).toBe(512);
    expect(findTooDeepElements(arrays(512))).toEqual([]);
    expect(findTooDeepElements(arrays(513))).toEqual([{ element: 0, offset: 512, field: '' }]);
    expect(findTooDeepElements(`{"a":${arrays(511)}}`)).toEqual([]);
    expect(findTooDeepElements(`{"a":${arrays(512)}}`)).toEqual([{ element: 0, offset: 5 + 511, field: 'a' }]);
    expect(findTooDeepElements('"[[[", 7, null')).toEqual([]);
    expect(inEnglish({ code: 'tooDeep', params: tooDeepParams({ line: 3, column: 7 }) })).toBe('is nested deeper than 512 levels of objects and arrays (level 513 begins at line 3, column 7)');
  });

  it('scans 100,000 levels without a stack', () => {
    expect(findTooDeepElements(arrays(100_000))).toEqual([{ element: 0, offset: 512, field: '' }]);
  });

  it('finds each element too deep in a run, with the property that holds the level too many', () => {
    const ok = `{"a":${arrays(100)},"b":"[[[["}`;
    const deepB = `{"a":1,"b\\u0022":"{[","c\\"":${arrays(600)}}`;
    const run = [ok, deepB, arrays(513), ok, `{"x":{"y":${arrays(1000)}},"z":${arrays(1000)}}`, '7'].join(',');
    const found = findTooDeepElements(run);
    expect(found.map(({ element, field }) => [element, field])).toEqual([
      [1, 'c"'],
      [2, ''],
      [4, 'x'],
    ]);
    // the first bracket past the limit: level 513
    const start = run.indexOf(deepB);
    expect(found[0]!.offset).toBe(start + deepB.indexOf('[[') + 511);
    expect(findTooDeepElements(run, 1002)).toEqual([]);
  });
});

describe('category parent chains', () => {
  it('a chain of 100,000 parents that ends outside the file: its root cause without a stack', () => {
    const parents = new CategoryParents(() => false);
    const n = 100_000;
    for (let k = 0; k < n; k++) parents.add(`c${k}`, `c${k + 1}`);
    expect(rootCause(parents.verdict('c0'))).toEqual({ kind: 'missing', parent: `c${n}` });
  });
});
