/**
 * The import file's problems in English, from the one English checker word list: the words the mock
 * service writes in its log (as the platform does, whatever the page's language), and what the
 * tests read. The app itself says them in the page's language (problemText with its i18next).
 */
import { createInstance } from 'i18next';
import checker from '../../i18n/locales/en/checker.json';
import { problemText, type Problem } from './problems';

const english = createInstance();
void english.init({
  lng: 'en',
  ns: ['checker'],
  defaultNS: 'checker',
  resources: { en: { checker } },
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const inEnglish = (problem: Problem) => problemText(english, problem);
