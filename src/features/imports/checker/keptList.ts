import { tooDeepParams } from '@/importFormat/nesting';
import type { ProblemParams } from '@/importFormat/problems';
import type { TextPosition } from '@/importFormat/textPosition';
import type { ElementProblemAt } from './checkResult';

/**
 * When in an element's life a problem or warning was found: its own rules first, then what its
 * text tells (properties written twice, nesting too deep), then what only the whole file tells
 * (category parents). The kept list is ordered by element, then by this: the same list whatever
 * the runs or byte ranges the file was read in.
 */
export const enum Found {
  ByRules = 0,
  InText = 1,
  AtEnd = 2,
}

/**
 * A problem that names places in the file. A byte range counts lines and columns from its own
 * start, so its parameters are made once the merge has made them the file's.
 */
export type Placed = { kind: 'tooDeep'; at: TextPosition } | { kind: 'writtenTwice'; first: TextPosition; again: TextPosition };

/**
 * A kept problem or warning; `repeats`: the element whose key this one repeats (the parameters
 * are made once indexes are final); `placed`: the places it names, made parameters once
 * positions are final.
 */
export interface KeptItem extends ElementProblemAt {
  found: Found;
  repeats?: number;
  placed?: Placed;
}

/** The places of a problem moved by `move` (from a range's terms to the file's). */
export const movePlaces = (placed: Placed, move: (p: TextPosition) => TextPosition): Placed =>
  placed.kind === 'tooDeep' ? { kind: 'tooDeep', at: move(placed.at) } : { kind: 'writtenTwice', first: move(placed.first), again: move(placed.again) };

/** The parameters of the places: `writtenTwice`'s are the opening quotes of the name. */
const placedParams = (placed: Placed): ProblemParams =>
  placed.kind === 'tooDeep'
    ? tooDeepParams(placed.at)
    : { line: placed.first.line, column: placed.first.column, againLine: placed.again.line, againColumn: placed.again.column };

const before = (a: KeptItem, b: KeptItem) => a.index - b.index || a.found - b.found;

/**
 * The first `limit` problems (or warnings) in file order: lowest element first, and within an
 * element in the order they were found. Items arrive mostly in order; the list is sorted and cut
 * now and then, and once full an item past its last is not kept at all.
 */
export class KeptList {
  private items: KeptItem[] = [];
  private full = false;

  constructor(private readonly limit: number) {}

  push(item: KeptItem) {
    if (this.full && before(item, this.items[this.limit - 1]!) >= 0) return;
    this.items.push(item);
    if (this.items.length >= 2 * this.limit) this.trim();
  }

  private trim() {
    // Array.prototype.sort is stable: items of one element and stage keep the order they were found in
    this.items.sort(before);
    if (this.items.length >= this.limit) {
      this.items.length = this.limit;
      this.full = this.limit > 0;
    }
  }

  sorted(): KeptItem[] {
    this.trim();
    return this.items;
  }
}

/** What the result shows: a repeated key says which element it repeats (counted from 1); a placed problem, where. */
export const shownItem = ({ index, key, field, code, params, repeats, placed }: KeptItem): ElementProblemAt => ({
  index,
  key,
  field,
  code,
  params: placed !== undefined ? placedParams(placed) : repeats === undefined ? params : { key: key ?? '', element: repeats + 1 },
});
