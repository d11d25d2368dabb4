/**
 * The checker's reading loop, shared by the single pass over a file and by the check of one byte
 * range of it: UTF-8 text in pieces, split into runs of whole elements, each run parsed with one
 * JSON.parse and handed to the tally.
 */
import { JsonArraySplitter, JsonScanError, type ScanStep } from '@/importFormat/jsonArraySplitter';
import type { TextPosition } from '@/importFormat/textPosition';
import type { FileProblem } from './checkResult';
import type { ElementTally } from './elementTally';
import { abortError, EncodingError } from './readText';

export const defaultPieceBytes = 4 * 1024 * 1024;
/** runs of a few hundred kB keep the parsed elements in the young generation (docs/checker.md) */
export const defaultRunChars = 256 * 1024;

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** What the page is told of an error that stopped the reading: a plain object, for the worker's message. */
export const toFileProblem = (e: unknown): FileProblem => {
  if (e instanceof JsonScanError) {
    return { kind: e.kind, code: e.code, params: e.params, position: e.position, elementIndex: e.elementIndex, byteOffset: null };
  }
  if (e instanceof EncodingError) {
    return { kind: 'encoding', code: e.code, params: e.params, position: null, elementIndex: null, byteOffset: e.byteOffset };
  }
  // the browser's own words for why the file could not be read
  const reason = e instanceof Error && e.message ? { code: 'unreadable' as const, params: { reason: e.message } } : { code: 'unreadableNoReason' as const };
  return { kind: 'unreadable', ...reason, position: null, elementIndex: null, byteOffset: null };
};

interface ReadElementsOptions {
  /** characters of text parsed by one JSON.parse */
  runChars: number;
  signal?: AbortSignal;
  /** after each run: the moment to tell progress */
  onRun?: () => void;
  /**
   * 'file': the text ends the file (the array must close); 'beforeElement': a byte range that
   * should end right after a top-level comma
   */
  ending: 'file' | 'beforeElement';
}

interface ReadEnding {
  /** 'beforeElement': the text ended right before an element */
  clean: boolean;
  /** where the text ended, counted from its start */
  end: TextPosition;
}

/** Reads every element of the text into the tally; throws the first file problem (or an abort). */
export async function readElements(
  texts: AsyncIterable<string>,
  splitter: JsonArraySplitter,
  tally: ElementTally,
  { runChars, signal, onRun, ending }: ReadElementsOptions,
): Promise<ReadEnding> {
  const take = (first: ScanStep) => {
    let step = first;
    if (step.run?.guessed) {
      const parsed = tally.tryParse(step.run);
      if (parsed) {
        splitter.accept(parsed.length);
        tally.addParsed(parsed, step.run);
        return;
      }
      step = splitter.retry();
    }
    if (step.run) tally.addRun(step.run);
    if (step.error) throw step.error;
  };

  let pending: string[] = [];
  let pendingChars = 0;
  try {
    for await (const text of texts) {
      // A block of text is handed to the splitter in runs of about `runChars`: a run's parsed
      // elements then die young, which the garbage collector handles far more cheaply than a
      // block's worth kept alive at once. An element larger than a run is carried over whole:
      // wait for at least as much new text as is carried, so that a giant element is not copied
      // again for every run.
      for (let from = 0; from < text.length; ) {
        const wanted = Math.max(runChars, splitter.carriedChars) - pendingChars;
        const part = from === 0 && text.length <= wanted ? text : text.slice(from, from + wanted);
        from += part.length;
        pending.push(part);
        pendingChars += part.length;
        if (pendingChars >= runChars && pendingChars >= splitter.carriedChars) {
          take(splitter.push(pending.length === 1 ? pending[0]! : pending.join('')));
          pending = [];
          pendingChars = 0;
          if (signal?.aborted) throw abortError();
          onRun?.();
        }
      }
    }
  } catch (e) {
    if (e instanceof EncodingError) {
      // the elements that end before the byte that is not UTF-8 count, wherever the pieces were cut
      if (pendingChars > 0) take(splitter.push(pending.join('')));
      take(splitter.finishBeforeElement());
    }
    throw e;
  }
  if (pendingChars > 0) take(splitter.push(pending.join('')));
  if (ending === 'file') {
    take(splitter.finish());
    return { clean: true, end: splitter.carriedFrom };
  }
  const last = splitter.finishBeforeElement();
  take(last);
  return { clean: last.clean, end: splitter.carriedFrom };
}
