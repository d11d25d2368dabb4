/**
 * Reads an uploaded import file element by element without ever holding the whole file: the
 * bytes are decoded as UTF-8 as they come (bytes that are not UTF-8 become U+FFFD, a byte-order
 * mark is dropped) and split by the one splitter of import files (src/engine/format/jsonArraySplitter),
 * exactly: each element's own text, with the line and column it starts at. The caller
 * JSON.parses each element on its own. Memory is bounded by the largest element.
 */
import { createReadStream } from 'node:fs';
import { JsonArraySplitter, type ElementRun, type JsonScanError, type ScanStep, findTooDeepElements, tooDeepParams, advancePosition, startOfText, type TextPosition, type ElementProblem, inEnglish } from '../../src/engine/format';

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

/** The largest element the service reads, in characters. */
export const defaultMaxElementChars = 16 * 1024 * 1024;

const fileError = (e: JsonScanError) => {
  // only "the file is empty" has no place of its own
  const at = e.position ?? startOfText;
  return new JsonFileError(inEnglish(e), at.line, at.column);
};

/** The elements of an import file's text, fed in pieces. */
export class JsonArrayElements {
  private readonly splitter = new JsonArraySplitter({ guess: false });
  private index = 0;

  constructor(private readonly maxElementChars = defaultMaxElementChars) {}

  /** Feeds the next text; returns the elements it completed. */
  push(text: string): ElementText[] {
    return this.take(this.splitter.push(text));
  }

  /** Call after the last text: fails unless the array was closed. */
  end(): ElementText[] {
    return this.take(this.splitter.finish());
  }

  private take(step: ScanStep): ElementText[] {
    if (step.error) throw fileError(step.error);
    const out = step.run ? this.elementsOf(step.run) : [];
    if (this.splitter.carriedChars > this.maxElementChars) this.tooBig(this.index, this.splitter.carriedFrom);
    return out;
  }

  private elementsOf(run: ElementRun): ElementText[] {
    const out: ElementText[] = [];
    // positions are carried from element to element: each line break is counted once
    let at = run.positionAt(run.starts[0]!);
    for (let k = 0; k < run.count; k++) {
      if (k > 0) at = advancePosition(at, run.text, run.starts[k - 1]!, run.starts[k]!);
      const text = run.text.slice(run.starts[k], run.ends[k]);
      if (text.length > this.maxElementChars) this.tooBig(this.index, at);
      out.push({ index: this.index, text, line: at.line, column: at.column });
      this.index += 1;
    }
    return out;
  }

  private tooBig(index: number, at: TextPosition): never {
    throw new JsonFileError(`Element ${index + 1} holds more than ${this.maxElementChars.toLocaleString('en')} characters`, at.line, at.column);
  }
}

/** The elements of a JSON array file, in batches as they are read from disk. */
export async function* readJsonArray(path: string, maxElementChars = defaultMaxElementChars): AsyncGenerator<ElementText[]> {
  const elements = new JsonArrayElements(maxElementChars);
  const decoder = new TextDecoder('utf-8');
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of stream) {
      const batch = elements.push(decoder.decode(chunk as Buffer, { stream: true }));
      if (batch.length) yield batch;
    }
    const last = [...elements.push(decoder.decode()), ...elements.end()];
    if (last.length) yield last;
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

/**
 * The element's problem when it nests deeper than the service reads, with where the first level
 * too many begins in the file; null for an element within the limit. Read from the text, which
 * holds every value written (JSON.parse keeps only the last of a property written twice).
 */
export const tooDeepProblem = (el: ElementText): ElementProblem | null => {
  const [deep] = findTooDeepElements(el.text);
  if (!deep) return null;
  return { field: deep.field, code: 'tooDeep', params: tooDeepParams(advancePosition({ line: el.line, column: el.column }, el.text, 0, deep.offset)) };
};
