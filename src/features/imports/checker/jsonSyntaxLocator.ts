/**
 * Finds where JSON text stops being JSON, and says why in plain words. It runs only after
 * JSON.parse has refused a run of elements: engines word their messages differently, and some
 * give no position at all, while the merchant needs a line and a column to fix the file.
 */
interface SyntaxProblem {
  /** offset in the text of the first character that is wrong */
  offset: number;
  message: string;
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const escapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

const show = (text: string, at: number) => {
  if (at >= text.length) return 'the end of the file';
  const c = text.charCodeAt(at);
  if (c >= 0x20 && c < 0x7f) return `'${text[at]}'`;
  return `the character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
};

type Container = 'array' | 'object';

/** null when the text is well-formed JSON. */
export function locateJsonSyntaxError(text: string): SyntaxProblem | null {
  const n = text.length;
  const stack: Container[] = [];
  let i = 0;

  const skipSpace = () => {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
  };
  const fail = (message: string, at = i): SyntaxProblem => ({ offset: at, message });

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
          for (let k = 2; k < 6; k++) {
            if (!isHex(text.charCodeAt(i + k))) return fail('A \\u escape in a text value needs four hexadecimal digits', i);
          }
          i += 6;
          continue;
        }
        if (next === undefined || !escapes.has(next)) {
          return fail(`${next === undefined ? 'A backslash' : `The escape \\${next}`} is not allowed in a text value (write a backslash as \\\\)`, i);
        }
        i += 2;
        continue;
      }
      if (c < 0x20) {
        const what = c === 0x0a || c === 0x0d ? 'A line break' : 'A control character';
        return fail(`${what} inside a text value must be written as an escape (e.g. \\n)`, i);
      }
      i++;
    }
    return fail('A text value that starts here is never closed by a \'"\'', start);
  };

  const readNumber = (): SyntaxProblem | null => {
    const start = i;
    if (text.charCodeAt(i) === 0x2d) i++;
    if (text.charCodeAt(i) === 0x30) {
      i++;
      if (isDigit(text.charCodeAt(i))) return fail('A number must not start with 0 (write 7, not 07)', start);
    } else if (isDigit(text.charCodeAt(i))) {
      while (isDigit(text.charCodeAt(i))) i++;
    } else {
      return fail(`Expected a digit but found ${show(text, i)}`);
    }
    if (text.charCodeAt(i) === 0x2e) {
      i++;
      if (!isDigit(text.charCodeAt(i))) return fail(`Expected a digit after the decimal point but found ${show(text, i)}`);
      while (isDigit(text.charCodeAt(i))) i++;
    }
    const e = text.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      i++;
      const sign = text.charCodeAt(i);
      if (sign === 0x2b || sign === 0x2d) i++;
      if (!isDigit(text.charCodeAt(i))) return fail(`Expected a digit in the exponent but found ${show(text, i)}`);
      while (isDigit(text.charCodeAt(i))) i++;
    }
    return null;
  };

  const readLiteral = (): SyntaxProblem | null => {
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return null;
      }
    }
    const c = text.charCodeAt(i);
    const quoted = c === 0x27 ? ' (text must be in double quotes)' : '';
    return fail(`Expected a value (an object, array, text in double quotes, number, true, false or null) but found ${show(text, i)}${quoted}`);
  };

  /** reads a property name and its colon */
  const readKey = (): SyntaxProblem | null => {
    skipSpace();
    if (text.charCodeAt(i) !== 0x22) {
      const quoted = text.charCodeAt(i) === 0x27 ? ' (use double quotes)' : '';
      return fail(`Expected a property name in double quotes but found ${show(text, i)}${quoted}`);
    }
    const bad = readString();
    if (bad) return bad;
    skipSpace();
    if (text.charCodeAt(i) !== 0x3a) return fail(`Expected ':' after a property name but found ${show(text, i)}`);
    i++;
    return null;
  };

  // A loop over three wants rather than recursion, so that deeply nested text cannot overflow
  // the stack: a value, a property name, or what follows a value (a comma, a closer, the end).
  let want: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    if (want === 'value') {
      skipSpace();
      if (i >= n) return fail('The file ends where a value is expected');
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
    if (!top) return i < n ? fail(`Unexpected ${show(text, i)} after the end of the value`) : null;
    const c = text.charCodeAt(i);
    if (c === 0x2c) {
      i++;
      want = top === 'object' ? 'key' : 'value';
    } else if ((top === 'object' && c === 0x7d) || (top === 'array' && c === 0x5d)) {
      stack.pop();
      i++;
    } else {
      const expected = top === 'object' ? "',' or '}' after a property value" : "',' or ']' after an array element";
      return fail(`Expected ${expected} but found ${show(text, i)}`);
    }
  }
}
