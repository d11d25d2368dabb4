import { anyValueOf } from '@/engine/format/attributeValues';
import { isObject } from '@/engine/format/elementChecker';
import { elementKey, entityKeyFields } from '@/engine/format/elementKey';
import { visitReferences, type ReferenceKind } from '@/engine/format/elementReferences';
import { checkImportElement } from '@/engine/format/elementRules';
import { guessEntityType } from '@/engine/format/guessEntityType';
import type { EntityType, ImportStrategy } from '@/contract/imports';
import { JsonScanError, type ElementRun } from '@/engine/format/scanStep';
import { findTooDeepElements, tooDeepParams } from '@/engine/format/nesting';
import type { ProblemParams } from '@/engine/format/problems';
import { advancePosition, type TextPosition } from '@/engine/format/textPosition';
import type { CodeReferences, ElementProblemAt } from './checkResult';
import { countProperties, mayRepeatProperties, scanProperties } from './scanProperties';
import { locateJsonSyntaxError } from './jsonSyntaxLocator';
import { KeyIndex } from './keyIndex';

/** How many elements are looked at to say which entity type a file seems to hold. */
export const guessSample = 50;
/** Keys kept for the count of what a full file deletes; a bigger file is told by the catalog's total. */
export const keptKeysLimit = 100_000;

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
type Placed = { kind: 'tooDeep'; at: TextPosition } | { kind: 'writtenTwice'; first: TextPosition; again: TextPosition };

/**
 * A kept problem or warning; `repeats` (the element whose key it repeats) and `placed` (the places
 * it names) become parameters once indexes and positions are the file's.
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

/** A category the file adds or changes, without a problem of its own. */
export interface CategoryAdded {
  code: string;
  parent: string | null;
  index: number;
  /** the element has warnings already (it is counted once among the elements with warnings) */
  warned: boolean;
}

/**
 * The line and column of each offset of the run's text: counted on from one offset to the next
 * in text order, so the text before them is read once however many there are.
 */
const positionsOf = (run: ElementRun, text: string, offsets: readonly number[]): Map<number, TextPosition> => {
  const places = new Map<number, TextPosition>();
  let last = -1;
  for (const offset of [...new Set(offsets)].sort((a, b) => a - b)) {
    places.set(offset, last < 0 ? run.positionAt(offset) : advancePosition(places.get(last)!, text, last, offset));
    last = offset;
  }
  return places;
};

/**
 * Counts what the elements of a file (or of one byte range of it) will do and what is wrong with
 * them. Each element goes through checkImportElement, the one definition of the rules; the tally
 * adds what only the file can tell: keys that repeat, and which entity type the file looks like.
 * Element indexes are the splitter's: from the start of the file, or of the range.
 */
export class ElementTally {
  elements = 0;
  toAddOrChange = 0;
  toDelete = 0;
  elementsWithProblems = 0;
  problemCount = 0;
  elementsWithWarnings = 0;
  warningCount = 0;
  /** the first problems and warnings (at indexes of the splitter) */
  readonly kept: { problems: KeptList; warnings: KeptList };
  /** codes of other entity types the elements name, in the order first named: how many elements name each, and the last one */
  private readonly named: Record<ReferenceKind, Map<string, { elements: number; last: number }>> = {
    category: new Map(),
    attribute: new Map(),
    attributeValue: new Map(),
  };
  private naming = -1;
  /** categories: what the parent chains are judged on once the whole file is read */
  readonly categoriesAdded: Omit<CategoryAdded, 'warned'>[] = [];
  readonly deleted = new Set<string>();
  /** category files: the elements with warnings, so that a late warning counts an element once */
  readonly warned = new Set<number>();
  /** elements of the current run with warnings (a run's repeated properties are found after its checks) */
  private readonly runWarned = new Set<number>();
  /** each key, with the index of the first element carrying it */
  readonly keys = new KeyIndex();
  readonly attributeValues: string[] = [];
  /** what each of the first object elements looks like */
  readonly guesses: (EntityType | null)[] = [];

  constructor(
    readonly entity: EntityType,
    readonly strategy: ImportStrategy,
    maxKeptProblems: number,
    /** keys of the file before this range that its elements repeat, with the (negative, range-relative) index of their first element */
    private readonly earlierKeys: ReadonlyMap<string, number> = new Map(),
  ) {
    this.kept = { problems: new KeptList(maxKeptProblems), warnings: new KeptList(maxKeptProblems) };
  }

  addRun(run: ElementRun) {
    const text = `[${run.text}]`;
    let parsed: unknown[];
    try {
      parsed = JSON.parse(text) as unknown[];
    } catch {
      // JSON.parse refused the run: find the first wrong character (the run's text sits after the
      // '[' added around it) and the element it is in
      const found = locateJsonSyntaxError(text);
      const offset = Math.min(Math.max((found?.offset ?? 1) - 1, 0), run.text.length);
      let k = 0;
      while (k + 1 < run.starts.length && run.starts[k + 1]! <= offset) k++;
      // the elements before the broken one count, however the file was cut into runs
      if (k > 0 && run.ends.length >= k) {
        const head = run.text.slice(0, run.ends[k - 1]);
        this.addParsed(JSON.parse(`[${head}]`) as unknown[], run, head);
      }
      // the locator finds every error JSON.parse does: 'invalidJson' only if it ever did not
      throw new JsonScanError('syntax', found?.code ?? 'invalidJson', found?.params, run.positionAt(offset), run.firstIndex + k);
    }
    this.addParsed(parsed, run);
  }

  /** The elements parsed from `text`, the run's text or the part of it that parses. */
  addParsed(parsed: unknown[], run: ElementRun, text = run.text) {
    const firstIndex = run.firstIndex;
    this.runWarned.clear();
    let nestsTooDeep = false;
    const properties = countProperties(parsed, () => (nestsTooDeep = true));
    // A run whose text may hold a property written twice is scanned, and the scan finds the
    // elements nested too deep in the text itself (a property dropped by JSON.parse may have
    // held the deep value). Otherwise the parsed values are the text: their walk is exact, and
    // only a run it found too deep is scanned for where.
    const scan = mayRepeatProperties(text, properties) ? scanProperties(text) : null;
    const tooDeep = scan ? scan.tooDeep : nestsTooDeep ? findTooDeepElements(text) : [];
    let deep = 0;
    for (let k = 0; k < parsed.length; k++) {
      const found = tooDeep[deep]?.element === k ? tooDeep[deep++] : undefined;
      this.add(parsed[k], firstIndex + k, found && { field: found.field, at: run.positionAt(found.offset) });
    }
    if (scan && scan.repeated.length > 0) {
      const places = positionsOf(run, text, scan.repeated.flatMap((d) => [d.first, d.again]));
      for (const d of scan.repeated) {
        const index = firstIndex + d.element;
        const placed: Placed = { kind: 'writtenTwice', first: places.get(d.first)!, again: places.get(d.again)! };
        this.countWarned(index, 1);
        const key = elementKey(this.entity, parsed[d.element]);
        this.kept.warnings.push({ index, key, field: d.field, code: placed.kind, found: Found.InText, placed });
      }
    }
  }

  private countWarned(index: number, warnings: number) {
    if (!this.runWarned.has(index)) {
      this.elementsWithWarnings++;
      this.runWarned.add(index);
      if (this.entity === 'category') this.warned.add(index);
    }
    this.warningCount += warnings;
  }

  /** one look-up per code named: an element that names a code twice counts once */
  private readonly countReference = (kind: ReferenceKind, code: string) => {
    const named = this.named[kind].get(code);
    if (named === undefined) this.named[kind].set(code, { elements: 1, last: this.naming });
    else if (named.last !== this.naming) {
      named.elements++;
      named.last = this.naming;
    }
  };

  /** Codes named, in the order first named, with how many elements name each. */
  get references(): CodeReferences {
    const counts = (m: Map<string, { elements: number }>) => [...m].map(([code, named]): [string, number] => [code, named.elements]);
    return { category: counts(this.named.category), attribute: counts(this.named.attribute), attributeValue: counts(this.named.attributeValue) };
  }

  /** `tooDeep`: where the element nests deeper than the limit (the property holding the level too many, where that begins) */
  add(element: unknown, index: number, tooDeep?: { field: string; at: TextPosition }) {
    this.elements++;
    const checked = checkImportElement(this.entity, this.strategy, element);
    const key = checked.key;
    const repeats = key === null ? undefined : (this.earlierKeys.get(key) ?? this.keys.firstIndexOrAdd(key, index));
    if (key !== null && repeats === undefined && this.entity === 'attribute' && checked.importType === 'AC' && isObject(element)) {
      if (!Array.isArray(element.values)) this.attributeValues.push(anyValueOf(key));
      else for (const v of element.values) if (isObject(v) && typeof v.code === 'string') this.attributeValues.push(`${key}/${v.code}`);
    }
    if (checked.warnings.length > 0) {
      this.countWarned(index, checked.warnings.length);
      for (const w of checked.warnings) this.kept.warnings.push({ index, key, field: w.field, code: w.code, params: w.params, found: Found.ByRules });
    }
    const problems = checked.problems;
    if (problems.length > 0 || repeats !== undefined || tooDeep) {
      this.elementsWithProblems++;
      this.problemCount += problems.length;
      for (const p of problems) this.kept.problems.push({ index, key, field: p.field, code: p.code, params: p.params, found: Found.ByRules });
      if (repeats !== undefined) {
        this.problemCount++;
        const field = entityKeyFields[this.entity].join(', ');
        this.kept.problems.push({ index, key, field, code: 'repeatedKey', found: Found.ByRules, repeats });
      }
      if (tooDeep) {
        this.problemCount++;
        this.kept.problems.push({ index, key, field: tooDeep.field, code: 'tooDeep', found: Found.InText, placed: { kind: 'tooDeep', at: tooDeep.at } });
      }
    } else if (checked.importType === 'D') {
      this.toDelete++;
      if (this.entity === 'category') this.deleted.add(key!);
    } else {
      this.toAddOrChange++;
      const el = element as Record<string, unknown>;
      if (this.entity === 'category') {
        this.categoriesAdded.push({ code: key!, parent: typeof el.parentCategoryCode === 'string' ? el.parentCategoryCode : null, index });
      }
      if (this.entity === 'product') {
        this.naming = index;
        visitReferences(this.entity, el, this.countReference);
      }
    }

    if (this.guesses.length < guessSample && isObject(element)) this.guesses.push(guessEntityType(element, this.entity));
  }
}
