import { i18next, startI18nWith } from '@/i18n/i18n';
import en from '@/i18n/locales/en';
import { say, type Text } from '../wizardText';

// unit tests run without the component tests' setup: the English catalogs, ready before the first assertion
startI18nWith('en', en);

/** The wizard's words as an English-speaking merchant reads them. */
export const english = (words: Text) => say(i18next.getFixedT('en', 'wizard'), words);
