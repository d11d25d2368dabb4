import { describe, expect, it } from 'vitest';
import { countProperties, mayRepeatProperties, scanProperties } from './scanProperties';
import { inWords } from './testing/inWords';
import { validateImportFile } from './validateImportFile';

/** What the tally does with a run: the quick test, and the scan only when it says a property may repeat. */
const repeatedIn = (run: string) => {
  const parsed = JSON.parse(`[${run}]`) as unknown[];
  if (!mayRepeatProperties(run, countProperties(parsed))) return [];
  return scanProperties(run).repeated.map(({ element, field, first, again }) => {
    // both places are the opening quote of a name, the first before the other
    expect([run[first], run[again], first < again]).toEqual(['"', '"', true]);
    expect(JSON.parse(run.slice(first, run.indexOf('"', first + 1) + 1))).toBe(JSON.parse(run.slice(again, run.indexOf('"', again + 1) + 1)));
    return { element, field };
  });
};

const product = (extra: string) => `{"code":"P1","name":{"en-us":"Shirt"},"modelType":"standard"${extra}}`;

describe('properties written twice in one object', () => {
  it.each([
    ['at the top', `{"code":"P1","code":"P2"}`, 'code'],
    ['deep inside nested objects', `{"code":"P1","a":{"b":{"c":{"d":1,"d":2}}}}`, 'a.b.c.d'],
    ['in an object inside an array', `{"code":"P1","options":[{"code":"color"},{"code":"size","code":"fit"}]}`, 'options[1].code'],
    ['written with escapes: "a\\u0062" is "ab"', `{"code":"P1","ab":1,"a\\u0062":2}`, 'ab'],
    ['with a colon inside a text value (a URL)', `{"code":"P1","url":"https://example.com","x":1,"x":2}`, 'x'],
    ['with `":` inside a text value', `{"code":"P1","note":"say \\":\\" twice","x":1,"x":2}`, 'x'],
    ['with spaces before the colon', `{"code" : "P1", "x" : 1, "x" : 2, "url" : "https://example.com"}`, 'x'],
    [
      'with spaces before colons, and `":` in a text value making up the count',
      `{"a" :1, "a" :2, "b":"\\":"}`,
      'a',
    ],
  ])('are found %s', (_, element, field) => {
    expect(repeatedIn(`${product('')},${element}`)).toEqual([{ element: 1, field }]);
  });

  it.each([
    ['plain elements', `${product('')},${product(',"price":{"price":1,"currencyCode":"EUR"}')}`],
    ['colons in text values', product(',"shortDescription":{"en-us":"Care: wash at 30 °C, 12:30"}')],
    ['the same key in sibling objects', product(',"options":[{"code":"color"},{"code":"size"}]')],
  ])('are not reported in %s', (_, run) => {
    expect(repeatedIn(run)).toEqual([]);
  });

  it('the quick test lets elements without repeats pass without a scan', () => {
    const run = `${product('')},${product(',"options":[{"code":"color"},{"code":"size"}]')}`;
    expect(mayRepeatProperties(run, countProperties(JSON.parse(`[${run}]`)))).toBe(false);
    // a URL's colon alone: the `":` count settles it
    const withUrl = product(',"url":"https://example.com"');
    expect(mayRepeatProperties(withUrl, countProperties(JSON.parse(`[${withUrl}]`)))).toBe(false);
  });

  it('are warnings of the whole check, with the element and the field', async () => {
    const text = `[${product('')},${product(',"price":{"price":1,"price":2,"currencyCode":"EUR"}')}]`;
    const result = await validateImportFile(new Blob([text]), { entity: 'product', strategy: 'full', runChars: 16 });
    expect(result.warnings.map(inWords)).toContainEqual(expect.objectContaining({ index: 1, field: 'price.price', reason: expect.stringContaining('more than once') }));
    expect(result.elementsWithWarnings).toBe(1);
  });

  it('are looked for down to the nesting limit: a text 100,000 levels deep is scanned with no more frames than that', () => {
    const levels = 100_000;
    const run = `${product('')},{"code":"P2","a":{"b":1,"b":2},"x":${'{"a":'.repeat(levels)}{"c":1,"c":2}${'}'.repeat(levels)}}`;
    const parsed = JSON.parse(`[${run}]`) as unknown[];
    const deep: number[] = [];
    const properties = countProperties(parsed, (k) => deep.push(k));
    expect(deep).toEqual([1]);
    expect(mayRepeatProperties(run, properties)).toBe(true);
    const scan = scanProperties(run);
    // the repeat below the limit is the depth problem's, not a warning of its own
    expect(scan.repeated).toEqual([{ element: 1, field: 'a.b', first: run.indexOf('"b":1'), again: run.indexOf('"b":2') }]);
    expect(scan.tooDeep).toEqual([{ element: 1, offset: run.indexOf('{"a":{"a":') + 511 * '{"a":'.length, field: 'x' }]);
  });

  it('an element too deep only in a property written twice (JSON.parse kept the shallow one) is found in the text', async () => {
    const text = `[${product(`,"x":${'['.repeat(600)}${']'.repeat(600)},"x":1`)}]`;
    const result = await validateImportFile(new Blob([text]), { entity: 'product', strategy: 'full' });
    expect(result.problems.map(inWords)).toContainEqual(
      expect.objectContaining({ index: 0, field: 'x', reason: `is nested deeper than 512 levels of objects and arrays (level 513 begins at line 1, column ${text.indexOf('[[') + 511 + 1})` }),
    );
    expect(result.warnings.map(inWords)).toContainEqual(expect.objectContaining({ index: 0, field: 'x', reason: expect.stringContaining('more than once') }));
  });
});
