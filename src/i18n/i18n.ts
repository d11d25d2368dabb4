/**
 * The app's language: German or English, from the merchant's choice (kept for the next visit)
 * or the browser's languages. Only the chosen language's word lists are loaded.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, pseudoLanguage, type AppLanguage } from './languages';
import { inLanguage, languageStorageKey, loadWordLists, preferredLanguage, type WordLists } from './wordLists';

export { languages, pseudoLanguage, type AppLanguage };

const options = {
  ns: ['common', 'auth', 'importHistory', 'wizard', 'snapshots', 'catalogExport', 'checker', 'segments', 'customers', 'sheets'],
  defaultNS: 'common',
  // The word lists are checked to hold the same keys; a key that is missing shows itself.
  fallbackLng: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

/** Loads the preferred language's word lists (or takes the download the entry started) and starts i18next; the app renders after it. */
export async function startI18n(language: AppLanguage = preferredLanguage()) {
  const resources = { [language]: await loadWordLists(language) };
  i18next.on('languageChanged', (shown) => {
    document.documentElement.lang = shown;
  });
  await i18next.use(initReactI18next).init({ ...options, lng: language, resources });
}

/** Tests: English (or pseudo-English) from word lists already in memory, ready before the first render. */
export function startI18nWith(language: AppLanguage, loaded: WordLists) {
  const resources = { [language]: inLanguage(language, loaded) };
  void i18next.use(initReactI18next).init({ ...options, lng: language, resources, initAsync: false });
}

/** Switches the page's language in place (React re-renders what uses it) and keeps the choice. */
export async function setLanguage(language: AppLanguage) {
  if (!i18next.hasResourceBundle(language, 'common')) {
    for (const [ns, wordList] of Object.entries(await loadWordLists(language))) i18next.addResourceBundle(language, ns, wordList);
  }
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // storage refused (private mode): the choice lasts for this visit
  }
  await i18next.changeLanguage(language);
}

export { i18next };
