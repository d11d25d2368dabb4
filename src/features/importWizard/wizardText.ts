/** The wizard's plain-TS parts take the rendering component's `t`: a language switch says it all again without touching the state. */
import type { TFunction } from 'i18next';

export type WizardT = TFunction<'wizard'>;

/** "a", "a and b", "a, b and c" */
export const andList = (items: readonly string[], t: WizardT) =>
  items.length <= 1 ? (items[0] ?? '') : t('list.and', { items: items.slice(0, -1).join(', '), last: items.at(-1)! });

/** Sentences one after the other, leaving out the empty ones. */
export const sentences = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
