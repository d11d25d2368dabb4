import type en from './locales/en';

// The English word lists are the keys' source of truth: a key that is not in them is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
