/**
 * How deep an element may nest objects and arrays: 512 levels, its own object (or array) being
 * level 1. A reader that follows values down by recursion (a service's, a tool's) overflows its
 * stack past a few thousand levels, so a deeper element is refused, with where it goes too deep
 * (the checker and the mock say the same). Nothing here follows the input deeper than the limit.
 */
import type { ProblemParams } from './problems';
import type { TextPosition } from './textPosition';
import { BACKSLASH, CLOSE_CURLY, CLOSE_SQUARE, COMMA, OPEN_CURLY, OPEN_SQUARE, QUOTE } from './jsonChars';

export const maxNestingLevels = 512;

/** The parameters of the problem `tooDeep` of an element: `at` is where its first level too many begins. */
export const tooDeepParams = (at: TextPosition): ProblemParams => ({ max: maxNestingLevels, level: maxNestingLevels + 1, line: at.line, column: at.column });

export interface TooDeepElement {
  /** 0-based position of the element in the text */
  element: number;
  /** where in the text the bracket that opens the first level too many is */
  offset: number;
  /** the element's property that holds it; empty when the element is not an object */
  field: string;
}


/**
 * Each element nested deeper than `levels`, in a text of well-formed elements separated by
 * commas (a run of the splitter, or one element's text): a loop with a counter, no stack at all.
 * The checker scans a run only once its walk over the parsed values found an element too deep;
 * the mock scans each element's text.
 */
export const findTooDeepElements = (text: string, levels = maxNestingLevels): TooDeepElement[] => {
  const found: TooDeepElement[] = [];
  let depth = 0;
  let element = 0;
  /** the element is an object: where its last property name is, read only to name the field */
  let inObject = false;
  let expectKey = false;
  let keyStart = -1;
  let keyEnd = -1;
  let reported = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      while (end < text.length) {
        const d = text.charCodeAt(end);
        if (d === BACKSLASH) end += 2;
        else if (d === QUOTE) break;
        else end++;
      }
      if (depth === 1 && expectKey) {
        keyStart = i;
        keyEnd = end + 1;
        expectKey = false;
      }
      i = end;
    } else if (c === OPEN_CURLY || c === OPEN_SQUARE) {
      depth++;
      if (depth === 1) {
        inObject = c === OPEN_CURLY;
        expectKey = inObject;
        keyStart = -1;
        reported = false;
      } else if (depth === levels + 1 && !reported) {
        const field = inObject && keyStart >= 0 ? (JSON.parse(text.slice(keyStart, keyEnd)) as string) : '';
        found.push({ element, offset: i, field });
        reported = true;
      }
    } else if (c === CLOSE_CURLY || c === CLOSE_SQUARE) {
      depth--;
    } else if (c === COMMA) {
      if (depth === 0) element++;
      else if (depth === 1) expectKey = inObject;
    }
  }
  return found;
};
