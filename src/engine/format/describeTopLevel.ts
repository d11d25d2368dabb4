/**
 * What a file that is not a JSON array holds instead: one value (an object, a text, a number, a
 * literal), or JSON Lines (objects one a line), so that the merchant is told what the file is.
 */
import type { ProblemCode } from './problems';
import { OPEN_CURLY, QUOTE } from './jsonChars';

/** `word` is at `at`, or the text ends where it could still be (a piece cut it short) */
const isLiteralAt = (text: string, at: number, word: string) =>
  text.startsWith(word, at) || (text.length - at < word.length && word.startsWith(text.slice(at)));

/** What single value the file holds instead of an array, or null when it does not start like one. */
export const describeTopLevel = (text: string, at: number): ProblemCode | null => {
  const c = text.charCodeAt(at);
  if (c === OPEN_CURLY) return 'singleObject';
  if (c === QUOTE) return 'singleText';
  if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return 'singleNumber';
  if (['true', 'false', 'null'].some((word) => isLiteralAt(text, at, word))) return 'singleLiteral';
  return null;
};

/**
 * Where the second object of a JSON Lines file starts (a line that begins with '{' right after a
 * line that ends with '}'), or -1: the merchant is shown that line, not "a single JSON object".
 */
export const jsonLinesSecondObject = (text: string, from: number): number => {
  const m = /\}[ \t]*\r?\n[ \t]*\{/g;
  m.lastIndex = from;
  const found = m.exec(text.length - from > 1_000_000 ? text.slice(0, from + 1_000_000) : text);
  return found ? found.index + found[0].length - 1 : -1;
};
