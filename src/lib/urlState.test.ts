import { describe, expect, it } from 'vitest';
import { offsetOfPage, offsetParam, oneOf, pageOfOffset, pageParam, readUrlState, textParam, writeUrlState, type UrlParams } from './urlState';

interface View {
  colour?: 'red' | 'blue';
  q?: string;
  page?: number;
  offset?: number;
}
const spec: UrlParams<View> = { colour: oneOf('colour', ['red', 'blue']), q: textParam('q'), page: pageParam('p'), offset: offsetParam('o') };
const read = (query: string) => readUrlState(spec, new URLSearchParams(query));

describe('readUrlState', () => {
  it('reads each parameter by its guard', () => {
    expect(read('colour=blue&q=%20x%20&p=3&o=50')).toEqual({ colour: 'blue', q: 'x', page: 3, offset: 50 });
  });
  it('leaves out what the app would not have written', () => {
    expect(read('colour=green&q=%20%20&p=0&o=-1')).toEqual({});
    expect(read('colour=RED')).toEqual({});
  });
  it.each([
    ['', undefined],
    ['3', 3],
    ['0', undefined],
    ['-2', undefined],
    ['2.5', undefined],
    ['abc', undefined],
    ['1e3', undefined],
    ['99999999999999999999', undefined],
  ])('reads page %j as %j', (raw, page) => {
    expect(read(`p=${raw}`).page).toBe(page);
  });
  it('takes offset 0 but not a negative or broken one', () => {
    expect(read('o=0').offset).toBe(0);
    expect(read('o=x').offset).toBeUndefined();
  });
});

describe('writeUrlState', () => {
  it('leaves out defaults and blanks', () => {
    expect(writeUrlState(spec, { page: 1, offset: 0, q: '  ' }).toString()).toBe('');
  });
  it('keeps the other parameters of the page and replaces its own', () => {
    const next = writeUrlState(spec, { colour: 'red' }, new URLSearchParams('other=1&colour=blue&p=4'));
    expect(next.toString()).toBe('other=1&colour=red');
  });
  it('round-trips', () => {
    const view = { colour: 'blue', q: 'a b', page: 2, offset: 25 } as const;
    expect(readUrlState(spec, writeUrlState(spec, view))).toEqual(view);
  });
});

describe('paging', () => {
  it('maps pages to offsets and back', () => {
    expect(offsetOfPage(1, 25)).toBe(0);
    expect(offsetOfPage(3, 25)).toBe(50);
    expect(pageOfOffset(50, 25)).toBe(3);
    expect(pageOfOffset(74, 25)).toBe(3);
  });
});
