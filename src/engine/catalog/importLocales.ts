/**
 * The locales an export reads texts in. The read models answer texts in one locale a request, and
 * the spec lists no catalog's locales, so the merchant says which; the default is the catalog's
 * default locale and the locales the last import started in this browser wrote (locale codes only:
 * no merchant data is kept).
 */
const storageKey = (merchantCode: string) => `merchant-admin.importLocales.${merchantCode}`;

/** `de-de`, `en-us` or `de`, as the spec's `localeCode` takes them (at most 5 characters) */
export const isLocaleCode = (text: string) => /^[a-z]{2}(-[a-z]{2})?$/i.test(text);

/** A typed list of locales: comma- or space-separated, each kept as written, repeated ones once. */
export const parseLocales = (text: string): { locales: string[]; invalid: string[] } => {
  const words = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  return { locales: words.filter(isLocaleCode), invalid: words.filter((w) => !isLocaleCode(w)) };
};

export const rememberImportLocales = (merchantCode: string, locales: readonly string[]) => {
  if (!locales.length) return;
  try {
    localStorage.setItem(storageKey(merchantCode), JSON.stringify([...new Set(locales)]));
  } catch {
    // storage refused (private mode, quota): the export then starts from the catalog's default locale alone
  }
};

export const lastImportLocales = (merchantCode: string): string[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(merchantCode)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((l): l is string => typeof l === 'string' && isLocaleCode(l)) : [];
  } catch {
    return [];
  }
};
