/**
 * Words the wizard's plain-TS parts (its plan, its rules, what its store remembers) hand to its
 * components: keys of the `wizard` catalog with their values, never finished text. A component
 * says them in the page's language when it renders, so that a language switch says all of it
 * again without touching the wizard's state.
 */
import type { ParseKeys, TFunction } from 'i18next';

export type WizardKey = ParseKeys<'wizard'>;

/** A message of the catalog; a value that is words itself is said first. */
interface Message {
  key: WizardKey;
  values?: Readonly<Record<string, Text | number>>;
}

/** "a, b and c" */
interface AndList {
  and: readonly Text[];
}

/**
 * Words to show: a string is shown as it is (a file name, the service's or the checker's own
 * words), a message is translated, a list of several is sentences one after the other.
 */
export type Text = string | Message | AndList | readonly Text[];

export const text = (key: WizardKey, values?: Message['values']): Message => (values ? { key, values } : { key });

export const andList = (items: readonly Text[]): AndList => ({ and: items });

export type WizardT = TFunction<'wizard'>;

const isMessage = (x: Text): x is Message => typeof x === 'object' && 'key' in x;
const isAndList = (x: Text): x is AndList => typeof x === 'object' && 'and' in x;

/** The words in the language of `t`. */
export function say(t: WizardT, words: Text): string {
  if (typeof words === 'string') return words;
  if (isMessage(words)) {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(words.values ?? {})) values[name] = typeof value === 'number' ? value : say(t, value);
    // the key was checked against the catalog where the message was made; its values are its own
    return (t as unknown as (key: string, values: Record<string, string | number>) => string)(words.key, values);
  }
  if (isAndList(words)) {
    const items = words.and.map((item) => say(t, item));
    if (items.length <= 1) return items[0] ?? '';
    return say(t, text('list.and', { items: items.slice(0, -1).join(', '), last: items.at(-1)! }));
  }
  return (words as readonly Text[])
    .map((sentence) => say(t, sentence))
    .filter(Boolean)
    .join(' ');
}
