/**
 * Every test starts here (vitest's setupFiles, both projects): i18next in
 * English from the word lists in memory, so the words built in plain TS read as the tests assert.
 */
import { startI18nWith } from '@/i18n/i18n';
import en from '@/i18n/locales/en';

startI18nWith('en', en);
