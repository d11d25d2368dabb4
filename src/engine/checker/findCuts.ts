/**
 * The cut search: where near each nominal range start an element seems to begin, found in the
 * undecoded bytes and tried by splitting the text after it (docs/checker.md#byte-ranges). A wrong
 * cut costs only speed: checkInRanges.ts proves every cut in file order.
 */
import { JsonArraySplitter } from '@/engine/format/jsonArraySplitter';
import { readBlob } from './readText';
import { CLOSE_CURLY, COMMA, OPEN_CURLY, isSpace } from '@/engine/format/jsonChars';

export interface CutOptions {
  /** bytes looked at after each nominal cut */
  searchBytes?: number;
  /** where to look instead of at equal fractions of the file (tests) */
  nominalCuts?: number[];
}

/**
 * Where an element may start in the undecoded bytes (ASCII bytes never occur inside a UTF-8
 * character): each `{` after a `}` and a comma, spaces allowed. The pattern also occurs inside text
 * values and nested objects, so each is tried; a wrong cut costs only speed, the ranges prove every cut.
 */
export function* boundaryCandidates(bytes: Uint8Array): Generator<number> {
  for (let i = bytes.indexOf(OPEN_CURLY); i !== -1; i = bytes.indexOf(OPEN_CURLY, i + 1)) {
    let k = i - 1;
    while (k >= 0 && isSpace(bytes[k]!)) k--;
    if (k < 0 || bytes[k] !== COMMA) continue;
    k--;
    while (k >= 0 && isSpace(bytes[k]!)) k--;
    if (k >= 0 && bytes[k] === CLOSE_CURLY) yield i;
  }
}

/**
 * Whether the text from `at` reads as elements of the top-level array: no error within the
 * window (the file's end included when it reaches it), and its first whole elements (up to four) parse.
 */
const startsElements = (bytes: Uint8Array, at: number, reachesFileEnd: boolean): boolean => {
  const splitter = new JsonArraySplitter({ guess: false, startInside: true });
  const step = splitter.push(new TextDecoder().decode(bytes.subarray(at)));
  if (step.error || (reachesFileEnd && splitter.finish().error)) return false;
  const run = step.run;
  if (!run || run.count === 0) return false;
  try {
    JSON.parse(`[${run.text.slice(0, run.ends[Math.min(run.count, 4) - 1])}]`);
    return true;
  } catch {
    return false;
  }
};

/**
 * Cut points for `ranges` ranges of about equal size: 0, then one near each nominal start where an
 * element seems to begin (none where no candidate is near: the neighbour range is larger).
 */
export async function findCuts(file: Blob, ranges: number, { searchBytes = 256 * 1024, nominalCuts }: CutOptions = {}): Promise<number[]> {
  const cuts = [0];
  const nominals = nominalCuts ?? Array.from({ length: ranges - 1 }, (_, k) => Math.floor((file.size * (k + 1)) / ranges));
  // every window is asked for at once: the reads overlap instead of waiting one for another
  const windows = nominals.map((at) => (at < file.size ? readBlob(file.slice(at, Math.min(file.size, at + searchBytes))) : null));
  for (const read of windows) read?.catch(() => undefined);
  for (const [k, at] of nominals.entries()) {
    const nominal = Math.max(at, cuts[cuts.length - 1]! + 1);
    if (nominal >= file.size) break;
    const windowEnd = Math.min(file.size, nominal + searchBytes);
    // a nominal start inside the window before it (tests put them close) is read again from where it moved to
    const bytes = new Uint8Array(await (nominal === at ? windows[k]! : readBlob(file.slice(nominal, windowEnd))));
    for (const candidate of boundaryCandidates(bytes)) {
      if (startsElements(bytes, candidate, windowEnd === file.size)) {
        cuts.push(nominal + candidate);
        break;
      }
    }
  }
  return cuts;
}
