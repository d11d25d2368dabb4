/** A place in a text file, both counted from 1, the way an editor shows it. */
export interface TextPosition {
  line: number;
  column: number;
}

export const startOfText: TextPosition = { line: 1, column: 1 };

/** The position reached after reading `text[from..to)` from `start` (line breaks found by indexOf, not a character loop). */
export function advancePosition(start: TextPosition, text: string, from: number, to: number): TextPosition {
  let line = start.line;
  let lastBreak = -1;
  let at = text.indexOf('\n', from);
  while (at !== -1 && at < to) {
    line++;
    lastBreak = at;
    at = text.indexOf('\n', at + 1);
  }
  return lastBreak === -1 ? { line, column: start.column + (to - from) } : { line, column: to - lastBreak };
}
