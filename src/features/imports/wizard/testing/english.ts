import { i18next } from '@/i18n/i18n';
import { say, type Text } from '../wizardText';

/** The wizard's words as an English-speaking merchant reads them. */
export const english = (words: Text) => say(i18next.getFixedT('en', 'wizard'), words);
