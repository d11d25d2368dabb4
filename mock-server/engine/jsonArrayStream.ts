/**
 * Reads a JSON array file element by element without ever holding the whole file: a byte-level
 * splitter tracks strings, escapes and nesting depth and hands out each top-level element's
 * text, which the caller JSON.parses on its own. Memory is bounded by the largest element.
 * Structural characters are ASCII, so scanning UTF-8 bytes is safe: multi-byte sequences never
 * contain them.
 */
import { createReadStream } from 'node:fs';

export class JsonFileError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${reason} (line ${line}, column ${column})`);
    this.name = 'JsonFileError';
  }
}

export interface ElementText {
  /** 0-based position in the array */
  index: number;
  text: string;
  line: number;
  column: number;
}

const enum State {
  Start,
  BeforeFirst,
  BeforeNext,
  InElement,
  AfterElement,
  End,
}
const enum Kind {
  Composite,
  String,
  Scalar,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;
const NEWLINE = 0x0a;
const isSpace = (b: number) => b === 0x20 || b === NEWLINE || b === 0x0d || b === 0x09;
const BOM = [0xef, 0xbb, 0xbf];

export const defaultMaxElementBytes = 16 * 1024 * 1024;

const show = (b: number) => (b >= 0x20 && b < 0x7f ? `"${String.fromCharCode(b)}"` : `byte 0x${b.toString(16)}`);

export class JsonArraySplitter {
  private state = State.Start;
  private kind = Kind.Scalar;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private bomSeen = 0;
  /** bytes of the current element from earlier chunks */
  private parts: Buffer[] = [];
  private partsBytes = 0;
  private index = 0;
  private offset = 0;
  private line = 1;
  private lineStart = 0;
  private elementLine = 1;
  private elementColumn = 1;

  constructor(private readonly maxElementBytes = defaultMaxElementBytes) {}

  private fail(reason: string, at: number): never {
    throw new JsonFileError(reason, this.line, at - this.lineStart + 1);
  }

  /** Feeds the next bytes; returns the elements completed by them. */
  push(chunk: Buffer): ElementText[] {
    const out: ElementText[] = [];
    let start = this.state === State.InElement ? 0 : -1;
    const finish = (end: number) => {
      const tail = chunk.subarray(start, end);
      const bytes = this.partsBytes + tail.length;
      if (bytes > this.maxElementBytes) this.tooBig();
      const text = this.parts.length ? Buffer.concat([...this.parts, tail], bytes).toString('utf8') : tail.toString('utf8');
      out.push({ index: this.index, text, line: this.elementLine, column: this.elementColumn });
      this.index += 1;
      this.parts = [];
      this.partsBytes = 0;
      this.state = State.AfterElement;
      start = -1;
    };

    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      const pos = this.offset + i;
      switch (this.state) {
        case State.InElement:
          if (this.kind === Kind.Scalar) {
            if (isSpace(b) || b === COMMA || b === CLOSE_SQUARE) {
              finish(i);
              i -= 1; // the delimiter belongs to the array: read it again in AfterElement
              continue;
            }
          } else if (this.inString) {
            if (this.escaped) this.escaped = false;
            else if (b === BACKSLASH) this.escaped = true;
            else if (b === QUOTE) {
              this.inString = false;
              if (this.kind === Kind.String) finish(i + 1);
            }
          } else if (b === QUOTE) this.inString = true;
          else if (b === OPEN_CURLY || b === OPEN_SQUARE) this.depth += 1;
          else if (b === CLOSE_CURLY || b === CLOSE_SQUARE) {
            this.depth -= 1;
            if (this.depth === 0) finish(i + 1);
          }
          break;
        case State.Start:
          if (pos < 3 && b === BOM[pos] && this.bomSeen === pos) this.bomSeen += 1;
          else if (this.bomSeen > 0 && this.bomSeen < 3) this.fail('The file starts with a broken byte-order mark', pos);
          else if (isSpace(b)) break;
          else if (b === OPEN_SQUARE) this.state = State.BeforeFirst;
          else if (b === OPEN_CURLY) this.fail('The file holds a JSON object, not an array: the top level must be [ … ]', pos);
          else this.fail(`The file is not a JSON array: it must start with "[", found ${show(b)}`, pos);
          break;
        case State.BeforeFirst:
        case State.BeforeNext:
          if (isSpace(b)) break;
          if (b === CLOSE_SQUARE) {
            if (this.state === State.BeforeNext) this.fail('A comma is followed by "]": remove the trailing comma', pos);
            this.state = State.End;
            break;
          }
          if (b === COMMA) this.fail(`Unexpected "," where element ${this.index} should start`, pos);
          start = i;
          this.state = State.InElement;
          this.elementLine = this.line;
          this.elementColumn = pos - this.lineStart + 1;
          this.kind = b === OPEN_CURLY || b === OPEN_SQUARE ? Kind.Composite : b === QUOTE ? Kind.String : Kind.Scalar;
          this.depth = this.kind === Kind.Composite ? 1 : 0;
          this.inString = this.kind === Kind.String;
          this.escaped = false;
          break;
        case State.AfterElement:
          if (isSpace(b)) break;
          if (b === COMMA) this.state = State.BeforeNext;
          else if (b === CLOSE_SQUARE) this.state = State.End;
          else this.fail(`Expected "," or "]" after element ${this.index - 1}, found ${show(b)}`, pos);
          break;
        case State.End:
          if (!isSpace(b)) this.fail(`Unexpected ${show(b)} after the closing "]" of the array`, pos);
          break;
      }
      if (b === NEWLINE) {
        this.line += 1;
        this.lineStart = pos + 1;
      }
    }

    if (this.state === State.InElement && start >= 0) {
      const rest = chunk.subarray(start);
      this.parts.push(rest);
      this.partsBytes += rest.length;
      if (this.partsBytes > this.maxElementBytes) this.tooBig();
    }
    this.offset += chunk.length;
    return out;
  }

  private tooBig(): never {
    throw new JsonFileError(
      `Element ${this.index + 1} is larger than ${Math.round(this.maxElementBytes / 1024 / 1024)} MB`,
      this.elementLine,
      this.elementColumn,
    );
  }

  /** Call after the last chunk: fails unless the array was closed. */
  end(): void {
    const at = this.offset;
    if (this.state === State.Start) this.fail('The file is empty: it must hold a JSON array', at);
    if (this.state !== State.End) this.fail(`The file ends before the array is closed (after ${this.index} elements): is it cut short?`, at);
  }
}

/** The elements of a JSON array file, in batches as they are read from disk. */
export async function* readJsonArray(path: string, maxElementBytes = defaultMaxElementBytes): AsyncGenerator<ElementText[]> {
  const splitter = new JsonArraySplitter(maxElementBytes);
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of stream) {
      const batch = splitter.push(chunk as Buffer);
      if (batch.length) yield batch;
    }
    splitter.end();
  } finally {
    stream.destroy();
  }
}

/** JSON.parse of one element; a syntax error names the element and where it is in the file. */
export const parseElement = (el: ElementText): unknown => {
  try {
    return JSON.parse(el.text) as unknown;
  } catch (e) {
    const message = (e as Error).message;
    const reason = message.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+$/, '');
    const pos = /at position (\d+)/.exec(message);
    let line = el.line;
    let column = el.column;
    if (pos) {
      const before = el.text.slice(0, Number(pos[1]));
      const newlines = before.split('\n');
      line += newlines.length - 1;
      column = newlines.length > 1 ? newlines[newlines.length - 1]!.length + 1 : el.column + before.length;
    }
    throw new JsonFileError(`Element ${el.index + 1} is not valid JSON: ${reason}`, line, column);
  }
};
