/**
 * The wizard's plain-TS parts (its plan, its rules, what a slot says) are called when a component
 * renders and take its `t`: a language switch says all of it again without touching the wizard's state.
 */
import type { TFunction } from 'i18next';

export type WizardT = TFunction<'wizard'>;

/** "a", "a and b", "a, b and c" */
export const andList = (items: readonly string[], t: WizardT) =>
  items.length <= 1 ? (items[0] ?? '') : t('list.and', { items: items.slice(0, -1).join(', '), last: items.at(-1)! });

/** Sentences one after the other, leaving out the empty ones. */
export const sentences = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
