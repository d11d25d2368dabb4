import { tooDeepReason } from '@/importFormat/nesting';
import type { TextPosition } from '@/importFormat/textPosition';
import type { ElementProblemAt } from './checkResult';
import { writtenTwiceReason } from './duplicateKeys';

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
 * A reason that names places in the file. A byte range counts lines and columns from its own
 * start, so the words are put together once the merge has made them the file's.
 */
export type PlacedReason = { kind: 'tooDeep'; at: TextPosition } | { kind: 'writtenTwice'; first: TextPosition; again: TextPosition };

/**
 * A kept problem or warning; `repeats`: the element whose key this one repeats (the reason is
 * built once indexes are final); `placed`: the reason, built once positions are final.
 */
export interface KeptItem {
  index: number;
  key: string | null;
  field: string;
  reason: string;
  found: Found;
  repeats?: number;
  placed?: PlacedReason;
}

/** The places of a reason moved by `move` (from a range's terms to the file's). */
export const movePlaces = (placed: PlacedReason, move: (p: TextPosition) => TextPosition): PlacedReason =>
  placed.kind === 'tooDeep' ? { kind: 'tooDeep', at: move(placed.at) } : { kind: 'writtenTwice', first: move(placed.first), again: move(placed.again) };

const placedReason = (placed: PlacedReason) => (placed.kind === 'tooDeep' ? tooDeepReason(placed.at) : writtenTwiceReason(placed.first, placed.again));

const before = (a: KeptItem, b: KeptItem) => a.index - b.index || a.found - b.found;

const repeatedKeyReason = (key: string, firstIndex: number) =>
  `repeats the key ${key} of element ${firstIndex + 1}: each key may appear only once in a file`;

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

  /** The kept items in order, element indexes moved by `offset`. */
  sorted(offset = 0): KeptItem[] {
    this.trim();
    return offset === 0 ? this.items : this.items.map((item) => ({ ...item, index: item.index + offset, ...(item.repeats === undefined ? {} : { repeats: item.repeats + offset }) }));
  }
}

/** What the result shows: the reason of a repeated key says which element it repeats; a placed one, where. */
export const shownItem = ({ index, key, field, reason, repeats, placed }: KeptItem): ElementProblemAt => ({
  index,
  key,
  field,
  reason: placed !== undefined ? placedReason(placed) : repeats === undefined ? reason : repeatedKeyReason(key ?? '', repeats),
});
