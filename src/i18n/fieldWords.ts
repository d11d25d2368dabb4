/**
 * A field of a POST model in the merchant's words ("Sale price" for `price.salePrice`): one word list
 * of field words (`common.json` `field`, keyed by the path's steps joined by `/`) for the checker's
 * problems and the preview's changes alike.
 */
import { i18next } from './i18n';
import type common from './locales/en/common.json';

type FieldKey = keyof (typeof common)['field'];

/** The word for a path's steps (no array positions, item codes or locales), or null when the word list has none. */
export const fieldWord = (steps: readonly string[]): string | null => {
  const key = `common:field.${steps.join('/')}`;
  return steps.length && i18next.exists(key) ? i18next.t(key as `common:field.${FieldKey}`) : null;
};
