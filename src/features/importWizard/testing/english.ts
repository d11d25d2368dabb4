import { i18next } from '@/i18n/i18n';

/** The wizard's `t` as an English-speaking merchant reads it. */
export const english = i18next.getFixedT('en', 'wizard');
