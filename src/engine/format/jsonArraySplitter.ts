/**
 * The one splitter of import files (a JSON array of elements), shared by the browser's checker and
 * the mock service: the framing is part of the wire format. It splits the array's text into runs of
 * complete top-level elements as the text arrives, so a file of any size is read in pieces; the
 * checker parses a whole run with one JSON.parse, the mock takes each element's text. A run ends
 * - exactly (`guess: false`): strings, escapes, brackets and the commas between elements followed
 *   character by character, which tells where each element starts and ends and where the text goes wrong;
 * - or, by default, at a guess: the last `}` `,` `{` of the text, for JSON.parse to judge. The guess
 *   is wrong only when those characters sit inside a text value or deeper in an element, and then
 *   the run cannot parse: `settleGuess` (or `retry()`) scans the same text exactly. A
 *   well-formed file of objects costs one lastIndexOf per piece.
 * Everything inside an element is left to JSON.parse.
 */
import { describeTopLevel, jsonLinesSecondObject } from './describeTopLevel';
import { lastElementBoundary, maxWrongGuesses, skipSpace } from './elementBoundary';
import { foundChar, type ProblemCode, type ProblemParams } from './problems';
import { JsonScanError, type ElementRun, type ScanStep } from './scanStep';
import { advancePosition, startOfText, type TextPosition } from './textPosition';
import { BACKSLASH, CLOSE_CURLY, CLOSE_SQUARE, COMMA, OPEN_CURLY, OPEN_SQUARE, QUOTE, isSpace } from './jsonChars';

const enum Phase {
  BeforeArray,
  InArray,
  AfterArray,
  Failed,
}
const enum Expect {
  ValueOrClose,
  Value,
  CommaOrClose,
}

/** Where the exact scan is: what `retry()` goes back to when a guessed run did not parse. */
interface ScanState {
  /** text not yet handed out: the element in progress and whatever follows it */
  window: string;
  /** where window[0] sits in the file */
  base: TextPosition;
  pos: number;
  phase: Phase;
  expect: Expect;
  /** openers of the containers open inside the current element */
  stack: number[];
  inString: boolean;
  stringStart: number;
  elementStart: number;
  inScalar: boolean;
}

/** Inside the array where an element is expected, at `base` of the file. */
const beforeElement = (window: string, base: TextPosition): ScanState => ({
  window,
  base,
  pos: 0,
  phase: Phase.InArray,
  expect: Expect.Value,
  stack: [],
  inString: false,
  stringStart: -1,
  elementStart: -1,
  inScalar: false,
});

interface SplitterOptions {
  /** guess runs (fast, for a caller that parses whole runs); false: every run is exact, with each element's start and end */
  guess?: boolean;
  /** the text starts inside the array where an element is expected (a byte range cut after a top-level comma), not before it */
  startInside?: boolean;
}

export class JsonArraySplitter {
  private state: ScanState;
  private elements = 0;
  /** the exact state before a guessed run, to scan it again when the guess was wrong */
  private trial: ScanState | null = null;
  private wrongGuesses = 0;
  private readonly guessing: boolean;

  constructor(options: SplitterOptions = {}) {
    this.guessing = options.guess !== false;
    const start = beforeElement('', startOfText);
    this.state = options.startInside ? start : { ...start, phase: Phase.BeforeArray, expect: Expect.ValueOrClose };
  }

  /** Characters held over for the element in progress. */
  get carriedChars() {
    return this.state.window.length;
  }

  /** Where the text held over (the element in progress) starts in the file. */
  get carriedFrom(): TextPosition {
    return this.state.base;
  }

  push(text: string): ScanStep {
    if (this.trial) throw new Error('accept() or retry() the guessed run first');
    this.state.window = this.state.window.length === 0 ? text : this.state.window + text;
    return (this.guessing && this.wrongGuesses < maxWrongGuesses ? this.guess() : null) ?? this.scan(false);
  }

  /** Ends the input: an array not closed by now is an error. */
  finish(): ScanStep {
    if (this.trial) throw new Error('accept() or retry() the guessed run first');
    return this.scan(true);
  }

  /**
   * Ends a part of the input that should stop right before an element (after a top-level comma
   * and the spaces after it): `clean` says it did. Not clean means the cut was not where one
   * element ends and the next begins; an error is a real one either way.
   */
  finishBeforeElement(): ScanStep & { clean: boolean } {
    if (this.trial) throw new Error('accept() or retry() the guessed run first');
    const step = this.scan(false);
    const { phase, expect, elementStart, inString, inScalar, stack } = this.state;
    const betweenElements = phase === Phase.InArray && expect === Expect.Value && elementStart < 0 && !inString && !inScalar;
    const clean = step.error === null && betweenElements && stack.length === 0;
    return { ...step, clean };
  }

  /** The guessed run parsed into `count` elements. */
  accept(count: number) {
    this.elements += count;
    this.trial = null;
  }

  /** The guessed run did not parse: scan the same text exactly. */
  retry(): ScanStep {
    if (!this.trial) throw new Error('There is no guessed run to retry');
    this.state = this.trial;
    this.trial = null;
    this.wrongGuesses++;
    return this.scan(false);
  }

  /**
   * A guessed run's elements, the guess accepted (`parsed`); or, when it does not parse, the same
   * text scanned exactly (`step`). A step without a guessed run is as it is.
   */
  settleGuess(step: ScanStep): { step: ScanStep; parsed: unknown[] | null } {
    if (!step.run?.guessed) return { step, parsed: null };
    try {
      const parsed = JSON.parse(`[${step.run.text}]`) as unknown[];
      this.accept(parsed.length);
      return { step, parsed };
    } catch {
      return { step: this.retry(), parsed: null };
    }
  }

  /** The fast way: a run up to the last `},{` of the window, or null when there is none to guess. */
  private guess(): ScanStep | null {
    const state = this.state;
    const w = state.window;
    let s: number;
    if (state.elementStart === 0) {
      s = 0;
    } else {
      if (state.elementStart > 0 || state.inString || state.inScalar || state.stack.length > 0) return null;
      s = skipSpace(w, state.pos);
      if (state.phase === Phase.BeforeArray) {
        if (w.charCodeAt(s) !== OPEN_SQUARE) return null;
        s = skipSpace(w, s + 1);
      } else if (state.phase !== Phase.InArray) return null;
      else if (state.expect === Expect.CommaOrClose) {
        if (w.charCodeAt(s) !== COMMA) return null;
        s = skipSpace(w, s + 1);
      }
    }
    const cut = lastElementBoundary(w, s);
    if (!cut) return null;

    // the state is left as it is and a new one begins: the trial is the old one
    this.trial = state;
    const base = state.base;
    const run: ElementRun = {
      text: w.slice(s, cut.close + 1),
      firstIndex: this.elements,
      count: -1,
      starts: [],
      ends: [],
      guessed: true,
      positionAt: (offset) => advancePosition(base, w, 0, s + offset),
    };
    const next = cut.comma + 1;
    this.state = beforeElement(w.slice(next), advancePosition(base, w, 0, next));
    return { run, error: null };
  }

  private scan(atEnd: boolean): ScanStep {
    const state = this.state;
    if (state.phase === Phase.Failed) return { run: null, error: null };
    const w = state.window;
    const n = w.length;
    const stack = state.stack;
    let i = state.pos;
    let depth = stack.length;
    let inString = state.inString;
    let stringStart = state.stringStart;
    let elementStart = state.elementStart;
    let inScalar = state.inScalar;
    let expect = state.expect;
    let phase = state.phase;

    let runStart = -1;
    let runEnd = -1;
    const starts: number[] = [];
    const ends: number[] = [];
    let error: { kind: JsonScanError['kind']; code: ProblemCode; params?: ProblemParams; at: number } | null = null;

    const complete = (end: number) => {
      if (runStart < 0) runStart = elementStart;
      starts.push(elementStart - runStart);
      ends.push(end - runStart);
      runEnd = end;
      elementStart = -1;
      inScalar = false;
      expect = Expect.CommaOrClose;
    };

    while (i < n) {
      if (inString) {
        let q = w.indexOf('"', i);
        while (q !== -1) {
          // a quote closes the string unless an odd number of backslashes escapes it
          let b = q - 1;
          while (w.charCodeAt(b) === BACKSLASH) b--;
          if (((q - 1 - b) & 1) === 0) break;
          q = w.indexOf('"', q + 1);
        }
        if (q === -1) {
          // the string goes on in the next piece; resume where the last quote search stopped
          // (backslashes before it are found again by looking back)
          i = n;
          break;
        }
        inString = false;
        i = q + 1;
        if (depth === 0) complete(i);
        continue;
      }

      const c = w.charCodeAt(i);
      if (depth > 0) {
        if (c === QUOTE) {
          inString = true;
          stringStart = i;
        } else if (c === OPEN_CURLY || c === OPEN_SQUARE) {
          stack.push(c);
          depth++;
        } else if (c === CLOSE_CURLY || c === CLOSE_SQUARE) {
          const open = stack.pop();
          depth--;
          // '{' and '}', '[' and ']' are two code points apart
          if (open !== c - 2) {
            error = { kind: 'syntax', code: 'expectedCloser', params: { closer: open === OPEN_CURLY ? '}' : ']', ...foundChar(c) }, at: i };
            break;
          }
          if (depth === 0) complete(i + 1);
        }
        i++;
        continue;
      }

      if (phase === Phase.InArray) {
        if (inScalar) {
          if (isSpace(c) || c === COMMA || c === CLOSE_SQUARE) {
            complete(i);
          } else if (c === QUOTE || c === OPEN_CURLY || c === OPEN_SQUARE || c === CLOSE_CURLY) {
            error = { kind: 'syntax', code: 'expectedAfterElement', params: foundChar(c), at: i };
            break;
          } else {
            i++;
            continue;
          }
        }
        if (isSpace(c)) {
          i++;
          continue;
        }
        if (c === COMMA) {
          if (expect !== Expect.CommaOrClose) {
            error = { kind: 'syntax', code: 'commaWithoutElement', at: i };
            break;
          }
          expect = Expect.Value;
          i++;
          continue;
        }
        if (c === CLOSE_SQUARE) {
          if (expect === Expect.Value) {
            error = { kind: 'syntax', code: 'trailingComma', at: i };
            break;
          }
          phase = Phase.AfterArray;
          i++;
          continue;
        }
        if (expect === Expect.CommaOrClose) {
          error = { kind: 'syntax', code: 'expectedAfterElement', params: foundChar(c), at: i };
          break;
        }
        if (c === CLOSE_CURLY) {
          error = { kind: 'syntax', code: 'braceWithoutElement', at: i };
          break;
        }
        elementStart = i;
        if (c === OPEN_CURLY || c === OPEN_SQUARE) {
          stack.push(c);
          depth = 1;
        } else if (c === QUOTE) {
          inString = true;
          stringStart = i;
        } else {
          inScalar = true;
        }
        i++;
        continue;
      }

      if (isSpace(c)) {
        i++;
        continue;
      }
      if (phase === Phase.BeforeArray) {
        if (c === OPEN_SQUARE) {
          phase = Phase.InArray;
          expect = Expect.ValueOrClose;
          i++;
          continue;
        }
        const secondLine = c === OPEN_CURLY ? jsonLinesSecondObject(w, i) : -1;
        if (secondLine >= 0) {
          error = { kind: 'notArray', code: 'jsonLines', at: secondLine };
          break;
        }
        const notArray = describeTopLevel(w, i);
        error = notArray ? { kind: 'notArray', code: notArray, at: i } : { kind: 'syntax', code: 'notJsonArray', params: foundChar(c), at: i };
        break;
      }
      error = { kind: 'syntax', code: 'afterArray', params: foundChar(c), at: i };
      break;
    }

    if (!error && atEnd) {
      if (phase === Phase.BeforeArray) {
        error = { kind: 'empty', code: 'emptyFile', at: -1 };
      } else if (phase === Phase.InArray) {
        error = inString ? { kind: 'syntax', code: 'unclosedString', at: stringStart } : { kind: 'syntax', code: 'unclosedArray', at: n };
      }
    }

    const base = state.base;
    let run: ElementRun | null = null;
    if (starts.length > 0) {
      run = {
        text: w.slice(runStart, runEnd),
        firstIndex: this.elements,
        count: starts.length,
        starts,
        ends,
        guessed: false,
        positionAt: (offset) => advancePosition(base, w, 0, runStart + offset),
      };
      this.elements += starts.length;
    }

    if (error) {
      state.phase = Phase.Failed;
      const position = error.at < 0 ? null : advancePosition(base, w, 0, error.at);
      const inElement = elementStart >= 0 && error.at >= elementStart ? this.elements : null;
      state.window = '';
      return { run, error: new JsonScanError(error.kind, error.code, error.params, position, inElement) };
    }

    // keep only the element in progress; everything before it has been handed out
    const keepFrom = elementStart >= 0 ? elementStart : n;
    state.base = advancePosition(base, w, 0, keepFrom);
    state.window = keepFrom === n ? '' : w.slice(keepFrom);
    state.pos = i - keepFrom;
    state.stringStart = stringStart - keepFrom;
    state.elementStart = elementStart >= 0 ? elementStart - keepFrom : -1;
    state.inString = inString;
    state.inScalar = inScalar;
    state.expect = expect;
    state.phase = phase;
    return { run, error: null };
  }
}
