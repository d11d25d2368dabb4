/**
 * What the checker and the mock's processor say about an import file: a code of the checker word list
 * (src/i18n/locales/<lang>/checker.json) and its parameters, put into words only where shown, in the
 * page's language (the mock writes English). Plain objects: a worker posts thousands of them
 * cheaply, and one check result reads in either language.
 */
import type { i18n } from 'i18next';
import type checker from '../../i18n/locales/en/checker.json';

type WordList = typeof checker;

/**
 * What is wrong with an element or one of its fields, or why the whole file cannot be read as an
 * import file: the word list's top-level messages (the rest are the page's own words).
 */
export type ProblemCode = { [K in keyof WordList]: WordList[K] extends string ? K : never }[keyof WordList];

/** Limits, places, allowed values and the file's own texts; `found` (a kind of `checker:found`) and `value` describe a value found. */
export type ProblemParams = Readonly<Record<string, string | number>>;

export interface Problem {
  code: ProblemCode;
  params?: ProblemParams;
}

/** A value of an element where another was expected: its kind, and its JSON text when it is a scalar. */
export const foundValue = (v: unknown): ProblemParams => {
  if (v === null) return { found: 'null' };
  if (typeof v === 'object') return { found: Array.isArray(v) ? 'array' : 'object' };
  return { found: typeof v, value: JSON.stringify(v) };
};

/** A character of the text where another was expected: itself when printable, else its code point. */
export const foundChar = (c: number): ProblemParams =>
  c >= 0x20 && c < 0x7f ? { found: 'char', value: String.fromCharCode(c) } : { found: 'codePoint', value: `U+${c.toString(16).toUpperCase().padStart(4, '0')}` };

/** The problem in words, by `i18n`'s language: the page's i18next, or the mock's English one. */
export function problemText(i18n: Pick<i18n, 't'>, { code, params = {} }: Problem): string {
  if (params.found === undefined) return i18n.t(`checker:${code}`, params);
  const found = i18n.t(`checker:found.${params.found as keyof WordList['found']}`, { value: params.value });
  return i18n.t(`checker:${code}`, { ...params, found });
}
