// The languages the app speaks, apart from i18next's start-up (and its React binding) in i18n.ts, so
// that formatting and the engine's messages read them without React.
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
/** Pseudo-English for tests (see pseudo.ts); chosen only by storing it as the language. */
export const pseudoLanguage = 'en-XA';
export type AppLanguage = Language | typeof pseudoLanguage;
