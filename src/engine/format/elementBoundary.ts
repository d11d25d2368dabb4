/**
 * The splitter's fast way to end a run: where in a piece of text one element most likely ends and
 * the next begins, found by looking back from the end of the text rather than by following it
 * character by character (JSON.parse then judges the guess).
 */
import { CLOSE_CURLY, COMMA, OPEN_CURLY, isSpace } from './jsonChars';

/** After this many wrong guesses a file is scanned exactly to its end. */
export const maxWrongGuesses = 2;

/** Where the first character at or after `from` that is not white space is (the text's length when none is). */
export const skipSpace = (text: string, from: number) => {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
};

/**
 * An object's first two property names, when its first value is plain (text, number, true,
 * false, null). Serialisers write every element of a file with its properties in the same
 * order, while the objects nested in an element (`{"code":"color"}`) start differently: that is
 * what tells an element's start from a nested object's.
 */
const leadingKeys = /\{\s*"((?:[^"\\]|\\.)*)"\s*:\s*(?:"(?:[^"\\]|\\.)*"|[-\d.eE+]+|true|false|null)\s*,\s*"((?:[^"\\]|\\.)*)"\s*:/y;

const leadingKeysAt = (text: string, at: number): string | null => {
  leadingKeys.lastIndex = at;
  const m = leadingKeys.exec(text);
  return m ? `${m[1]}\u0000${m[2]}` : null;
};

/**
 * The last `}` `,` `{` after `from` where the `{` opens an object that starts like the one at
 * `from`: most likely where one element ends and the next begins. Null when none does, or when no
 * object starts at `from` or its start tells nothing (its first value is not plain).
 */
export const lastElementBoundary = (text: string, from: number): { close: number; comma: number } | null => {
  if (text.charCodeAt(from) !== OPEN_CURLY) return null;
  const signature = leadingKeysAt(text, from);
  if (signature === null) return null;
  let open = text.lastIndexOf('{');
  while (open > from) {
    let k = open - 1;
    while (k > from && isSpace(text.charCodeAt(k))) k--;
    if (text.charCodeAt(k) === COMMA) {
      let m = k - 1;
      while (m > from && isSpace(text.charCodeAt(m))) m--;
      if (text.charCodeAt(m) === CLOSE_CURLY && leadingKeysAt(text, open) === signature) return { close: m, comma: k };
    }
    open = text.lastIndexOf('{', open - 1);
  }
  return null;
};
