import { describe, expect, it } from 'vitest';
import { countProperties, findDuplicateKeys, mayRepeatProperties } from './duplicateKeys';
import { validateImportFile } from './validateImportFile';

/** What the tally does with a run: the quick test, and the scan only when it says a property may repeat. */
const repeatedIn = (run: string) => {
  const parsed = JSON.parse(`[${run}]`) as unknown[];
  return mayRepeatProperties(run, countProperties(parsed)) ? findDuplicateKeys(run) : [];
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
    expect(result.warnings).toContainEqual(expect.objectContaining({ index: 1, field: 'price.price', reason: expect.stringContaining('more than once') }));
    expect(result.elementsWithWarnings).toBe(1);
  });
});
