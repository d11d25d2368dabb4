/** What was thrown, in its own words: for messages that carry it untranslated (workers have no i18n). */
export const errorText = (thrown: unknown): string => (thrown instanceof Error ? thrown.message : String(thrown));
