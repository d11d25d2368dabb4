/** Texts written per locale, answered in one: the asked locale, else the catalog's default, else the first written. */
import { fieldProblem } from '../../http';
import { isObject, type Obj, type Query } from './readFields';

const localePattern = /^[a-z]{2}(-[a-z]{2})?$/i;

/** `localeCode`: a locale such as `de-de` (the spec allows 5 characters), lower-cased; undefined when not asked. */
export const readLocale = (req: Query): string | undefined => {
  const raw = req.query('localeCode');
  if (raw === undefined || raw === '') return undefined;
  if (!localePattern.test(raw)) throw fieldProblem('localeCode', 'invalid', 'localeCode must be a locale code such as de-de', raw);
  return raw.toLowerCase();
};

/** The locales one call answers texts in: the asked one, then the catalog's default (both lower-cased). */
export interface Locales {
  asked: string | undefined;
  fallback: string;
}

export const callLocales = (asked: string | undefined, defaultLocaleCode: string): Locales => ({ asked, fallback: defaultLocaleCode.toLowerCase() });

/**
 * A localized value (`{"en-us": "Color", "de-de": "Farbe"}`) in one locale: the asked one (matched
 * without regard to case), else the default, else the first the value has. A locale whose text is
 * null counts as missing; null when no locale has one. A value that is not an object is answered
 * as written.
 */
export const localized = (value: unknown, locales: Locales): unknown => {
  if (!isObject(value)) return value === undefined ? null : value;
  let fallback: string | undefined;
  let first: string | undefined;
  for (const locale in value) {
    if (value[locale] === null || value[locale] === undefined) continue;
    const lower = locale.toLowerCase();
    if (lower === locales.asked) return value[locale];
    if (fallback === undefined && lower === locales.fallback) fallback = locale;
    first ??= locale;
  }
  const chosen = fallback ?? first;
  return chosen === undefined ? null : value[chosen];
};

/** Whether a value is written per locale: an object whose every key is a locale code. */
export const isLocalization = (value: unknown): value is Obj => {
  if (!isObject(value)) return false;
  let any = false;
  for (const key in value) {
    if (!localePattern.test(key)) return false;
    any = true;
  }
  return any;
};

/** A field whose value is written per locale, answered in the call's locale. */
export const text = (name: string) => (el: Obj, c: { locales: Locales }) => localized(el[name], c.locales);
