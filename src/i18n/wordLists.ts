/**
 * Which language a visit starts in, and that language's word lists, without i18next or React: the
 * entry asks for them before the app's libraries have arrived, so that the downloads run side by side.
 */
import { languages, pseudoLanguage, type AppLanguage, type Language } from './languages';
import { pseudoWordList } from './pseudo';

export type WordLists = Record<string, Record<string, unknown>>;

/** Where the merchant's choice of language is kept for the next visit. */
export const languageStorageKey = 'language';

const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);

// on demand: a page loads only its own language's word lists (one chunk each)
const sources = { de: () => import('./locales/de'), en: () => import('./locales/en') };

/** The stored choice, else the first of the browser's languages that is German or English, else English. */
export function preferredLanguage(): AppLanguage {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    if (stored === pseudoLanguage || isLanguage(stored)) return stored;
  } catch {
    // storage refused (private mode): the browser's languages decide
  }
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return tags.map((tag) => tag?.toLowerCase().split('-')[0]).find(isLanguage) ?? 'en';
}

export const inLanguage = (language: AppLanguage, loaded: WordLists) =>
  language === pseudoLanguage ? (pseudoWordList(loaded as never) as WordLists) : loaded;

const loading = new Map<AppLanguage, Promise<WordLists>>();

/** A language's word lists, fetched once a visit: the entry's early call and i18next's start share it; a failed fetch is tried again on the next call. */
export function loadWordLists(language: AppLanguage): Promise<WordLists> {
  let words = loading.get(language);
  if (!words) {
    words = sources[language === pseudoLanguage ? 'en' : language]().then((module) => inLanguage(language, module.default));
    loading.set(language, words);
    words.catch(() => loading.delete(language));
  }
  return words;
}
