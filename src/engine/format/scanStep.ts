/**
 * What the splitter of import files hands out for each piece of text: a run of complete elements,
 * and the error when the text is not a well-formed array.
 */
import type { Problem, ProblemCode, ProblemParams } from './problems';
import type { TextPosition } from './textPosition';

/** The whole file is not an import file: what is wrong (a code of the checker catalog) and where. */
export class JsonScanError extends Error implements Problem {
  constructor(
    readonly kind: 'empty' | 'notArray' | 'syntax',
    readonly code: ProblemCode,
    readonly params: ProblemParams | undefined,
    readonly position: TextPosition | null,
    /** 0-based index of the element the error is in, when it is in one */
    readonly elementIndex: number | null = null,
  ) {
    super(code);
    this.name = 'JsonScanError';
  }
}

/** A run of complete elements, separated by commas: parse it as `[${text}]`. */
export interface ElementRun {
  text: string;
  /** 0-based index of the run's first element in the file */
  firstIndex: number;
  /** -1 for a guessed run: JSON.parse tells how many elements it holds */
  count: number;
  /** where each element starts in `text`; empty for a guessed run */
  starts: number[];
  /** where each element ends in `text` (after its last character); empty for a guessed run */
  ends: number[];
  /** a guessed run: parse it, then `accept(count)`, or `retry()` when it does not parse */
  guessed: boolean;
  /** the line and column of a character of `text` in the file */
  positionAt(offset: number): TextPosition;
}

export interface ScanStep {
  run: ElementRun | null;
  /** set when the text is not a well-formed array; `run` holds the elements before the error */
  error: JsonScanError | null;
}
