/**
 * Where JSON text stops being JSON, and why (a code of the checker catalog), once JSON.parse has
 * refused a run of elements: engines word their messages differently, some give no position at
 * all, and the merchant needs a line and a column to fix the file.
 */
import { foundChar, type Problem, type ProblemCode, type ProblemParams } from '@/engine/format/problems';
import { isSpace } from '@/engine/format/jsonChars';

/** `offset`: where in the text the first character that is wrong is */
type SyntaxProblem = Problem & { offset: number };

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const escapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** The character at `at` (or the end of the text) as what was found instead. */
const show = (text: string, at: number): ProblemParams => (at >= text.length ? { found: 'end' } : foundChar(text.charCodeAt(at)));

/** null when the text is well-formed JSON. */
export function locateJsonSyntaxError(text: string): SyntaxProblem | null {
  const n = text.length;
  const stack: ('array' | 'object')[] = [];
  let i = 0;

  const skipSpace = () => {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
  };
  const fail = (code: ProblemCode, params?: ProblemParams, at = i): SyntaxProblem => ({ offset: at, code, params });

  /** reads a string at i (a quote); null when it is well-formed */
  const readString = (): SyntaxProblem | null => {
    const start = i;
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return null;
      }
      if (c === 0x5c) {
        const next = text[i + 1];
        if (next === 'u') {
          for (let k = 2; k < 6; k++) if (!isHex(text.charCodeAt(i + k))) return fail('shortUnicodeEscape');
          i += 6;
          continue;
        }
        if (next === undefined) return fail('loneBackslash');
        if (!escapes.has(next)) return fail('badEscape', { escape: next });
        i += 2;
        continue;
      }
      if (c < 0x20) return fail(c === 0x0a || c === 0x0d ? 'lineBreakInText' : 'controlCharInText');
      i++;
    }
    return fail('unclosedString', undefined, start);
  };

  /** reads the digits at i: whether there was one */
  const readDigits = () => {
    const from = i;
    while (isDigit(text.charCodeAt(i))) i++;
    return i > from;
  };

  const readNumber = (): SyntaxProblem | null => {
    const start = i;
    if (text.charCodeAt(i) === 0x2d) i++;
    if (text.charCodeAt(i) === 0x30) {
      i++;
      if (isDigit(text.charCodeAt(i))) return fail('leadingZero', undefined, start);
    } else if (!readDigits()) return fail('expectedDigit', show(text, i));
    if (text.charCodeAt(i) === 0x2e) {
      i++;
      if (!readDigits()) return fail('expectedFractionDigit', show(text, i));
    }
    const e = text.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      i++;
      const sign = text.charCodeAt(i);
      if (sign === 0x2b || sign === 0x2d) i++;
      if (!readDigits()) return fail('expectedExponentDigit', show(text, i));
    }
    return null;
  };

  const readLiteral = (): SyntaxProblem | null => {
    const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
    if (!word) return fail(text.charCodeAt(i) === 0x27 ? 'expectedValueSingleQuote' : 'expectedValue', show(text, i));
    i += word.length;
    return null;
  };

  /** reads a property name and its colon */
  const readKey = (): SyntaxProblem | null => {
    skipSpace();
    if (text.charCodeAt(i) !== 0x22) {
      return fail(text.charCodeAt(i) === 0x27 ? 'expectedPropertyNameSingleQuote' : 'expectedPropertyName', show(text, i));
    }
    const bad = readString();
    if (bad) return bad;
    skipSpace();
    if (text.charCodeAt(i) !== 0x3a) return fail('expectedColon', show(text, i));
    i++;
    return null;
  };

  // A loop over three wants rather than recursion, so that deeply nested text cannot overflow
  // the stack: a value, a property name, or what follows a value (a comma, a closer, the end).
  let want: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    if (want === 'value') {
      skipSpace();
      if (i >= n) return fail('endWhereValueExpected');
      const c = text.charCodeAt(i);
      if (c === 0x7b || c === 0x5b) {
        const close = c === 0x7b ? 0x7d : 0x5d;
        stack.push(c === 0x7b ? 'object' : 'array');
        i++;
        skipSpace();
        if (text.charCodeAt(i) === close) {
          stack.pop();
          i++;
          want = 'after';
        } else {
          want = c === 0x7b ? 'key' : 'value';
        }
        continue;
      }
      const problem = c === 0x22 ? readString() : c === 0x2d || isDigit(c) ? readNumber() : readLiteral();
      if (problem) return problem;
      want = 'after';
      continue;
    }
    if (want === 'key') {
      const problem = readKey();
      if (problem) return problem;
      want = 'value';
      continue;
    }
    skipSpace();
    const top = stack[stack.length - 1];
    if (!top) return i < n ? fail('afterValue', show(text, i)) : null;
    const c = text.charCodeAt(i);
    if (c === 0x2c) {
      i++;
      want = top === 'object' ? 'key' : 'value';
    } else if ((top === 'object' && c === 0x7d) || (top === 'array' && c === 0x5d)) {
      stack.pop();
      i++;
    } else {
      return fail(top === 'object' ? 'expectedAfterProperty' : 'expectedAfterArrayItem', show(text, i));
    }
  }
}
