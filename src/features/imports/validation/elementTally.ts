// straight from the module, not the barrel: the worker's bundle then carries no zod
import { CategoryParents, describeCycle, rootCause } from '@/api/categoryParents';
import { checkImportElement, entityKeyFields, guessEntityType, visitReferences, type ElementProblem, type ReferenceKind } from '@/api/importFile';
import type { EntityType, ImportStrategy } from '@/api/imports';
import type { CodeReferences, ElementProblemAt } from './checkResult';
import { countProperties, findDuplicateKeys, mayRepeatProperties } from './duplicateKeys';
import { JsonScanError, type ElementRun } from '@/api/jsonArraySplitter';
import { locateJsonSyntaxError } from './jsonSyntaxLocator';

/** How many elements are looked at to say which entity type a file seems to hold. */
const guessSample = 50;
/** Keys kept for the count of what a full file deletes; a bigger file is told by the catalog's total. */
export const keptKeysLimit = 100_000;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const bump = (counts: Map<string, number>, code: string) => counts.set(code, (counts.get(code) ?? 0) + 1);

/**
 * Counts what the elements of a file will do and what is wrong with them. Each element goes
 * through checkImportElement, the one definition of the rules; the tally adds what only the
 * whole file can tell: keys that repeat, and which entity type the file looks like.
 */
export class ElementTally {
  elements = 0;
  toAddOrChange = 0;
  toDelete = 0;
  elementsWithProblems = 0;
  problemCount = 0;
  readonly problems: ElementProblemAt[] = [];
  elementsWithWarnings = 0;
  warningCount = 0;
  readonly warnings: ElementProblemAt[] = [];
  /** codes of other entity types the elements name, with how many elements name each */
  private readonly refs = { category: new Map<string, number>(), attribute: new Map<string, number>(), attributeValue: new Map<string, number>() };
  /** categories: the parent chains, resolved once the whole file is read */
  private readonly parents: CategoryParents | null;
  private readonly categoryIndex = new Map<string, number>();
  private readonly deleted = new Set<string>();
  /** elements of the current run with warnings (a run's repeated properties are found after its checks) */
  private readonly runWarned = new Set<number>();
  /** key → index of the first element carrying it */
  private readonly keys = new Map<string, number>();
  private readonly guesses = new Map<EntityType, number>();
  private guessed = 0;
  private readonly keyField: string;

  constructor(
    readonly entity: EntityType,
    readonly strategy: ImportStrategy,
    private readonly maxKeptProblems: number,
  ) {
    this.keyField = entityKeyFields[entity].join(', ');
    // outside the file, the browser cannot know the catalog: the check ends with a list of codes to look up
    this.parents = entity === 'category' ? new CategoryParents(() => false) : null;
  }

  /** Parses a run of elements with one JSON.parse and checks each of them. */
  addRun(run: ElementRun) {
    const text = `[${run.text}]`;
    let parsed: unknown[];
    try {
      parsed = JSON.parse(text) as unknown[];
    } catch (e) {
      throw this.locate(run, text, e);
    }
    this.addParsed(parsed, run.firstIndex, run.text);
  }

  /** The elements of a guessed run, or null when it does not parse. */
  tryParse(run: ElementRun): unknown[] | null {
    try {
      return JSON.parse(`[${run.text}]`) as unknown[];
    } catch {
      return null;
    }
  }

  addParsed(parsed: unknown[], firstIndex: number, text?: string) {
    this.runWarned.clear();
    for (let k = 0; k < parsed.length; k++) this.add(parsed[k], firstIndex + k);
    if (text !== undefined && mayRepeatProperties(text, countProperties(parsed))) {
      for (const d of findDuplicateKeys(text)) {
        const element = parsed[d.element];
        this.addWarnings(firstIndex + d.element, isObject(element) ? this.keyOf(element) : null, [
          { field: d.field, reason: 'is written more than once in the same object: only the last one is kept' },
        ]);
      }
    }
  }

  private keyOf(element: Obj): string | null {
    const fields = entityKeyFields[this.entity];
    const parts = fields.map((f) => element[f]);
    return parts.every((p) => typeof p === 'string' && p.length > 0) ? parts.join('/') : null;
  }

  private addProblems(index: number, key: string | null, problems: readonly ElementProblem[]) {
    this.problemCount += problems.length;
    for (const p of problems) {
      if (this.problems.length >= this.maxKeptProblems) break;
      this.problems.push({ index, key, field: p.field, reason: p.reason });
    }
  }

  private addWarnings(index: number, key: string | null, warnings: readonly ElementProblem[]) {
    if (!this.runWarned.has(index)) {
      this.elementsWithWarnings++;
      this.runWarned.add(index);
    }
    this.warningCount += warnings.length;
    for (const w of warnings) {
      if (this.warnings.length >= this.maxKeptProblems) break;
      this.warnings.push({ index, key, field: w.field, reason: w.reason });
    }
  }

  /** codes of each kind the current element named already: an element counts once per code */
  private readonly named = { category: [] as string[], attribute: [] as string[], attributeValue: [] as string[] };
  private readonly countReference = (kind: ReferenceKind, code: string) => {
    const named = this.named[kind];
    if (named.includes(code)) return;
    named.push(code);
    bump(this.refs[kind], code);
  };

  /** What a product names in the other files, counted once per element. */
  private countReferences(element: Obj) {
    this.named.category.length = 0;
    this.named.attribute.length = 0;
    this.named.attributeValue.length = 0;
    visitReferences(this.entity, element, this.countReference);
  }

  add(element: unknown, index: number) {
    this.elements++;
    const checked = checkImportElement(this.entity, this.strategy, element);
    let problems: ElementProblem[] = checked.problems;
    if (checked.key !== null) {
      const first = this.keys.get(checked.key);
      if (first === undefined) {
        this.keys.set(checked.key, index);
        if (this.entity === 'attribute' && checked.importType === 'AC' && isObject(element) && Array.isArray(element.values)) {
          for (const v of element.values) if (isObject(v) && typeof v.code === 'string') this.attributeValues.push(`${checked.key}/${v.code}`);
        }
      }
      else {
        problems = [
          ...problems,
          { field: this.keyField, reason: `repeats the key ${checked.key} of element ${first + 1}: each key may appear only once in a file` },
        ];
      }
    }
    if (checked.warnings.length > 0) this.addWarnings(index, checked.key, checked.warnings);
    if (problems.length > 0) {
      this.elementsWithProblems++;
      this.addProblems(index, checked.key, problems);
    } else if (checked.importType === 'D') {
      this.toDelete++;
      if (this.parents) this.deleted.add(checked.key!);
    } else {
      this.toAddOrChange++;
      const el = element as Obj;
      if (this.parents && !this.parents.has(checked.key!)) {
        this.parents.add(checked.key!, typeof el.parentCategoryCode === 'string' ? el.parentCategoryCode : null);
        this.categoryIndex.set(checked.key!, index);
      }
      if (this.entity === 'product') this.countReferences(el);
    }

    if (this.guessed < guessSample && typeof element === 'object' && element !== null && !Array.isArray(element)) {
      this.guessed++;
      const guess = guessEntityType(element);
      if (guess) this.guesses.set(guess, (this.guesses.get(guess) ?? 0) + 1);
    }
  }

  private attributeValues: string[] = [];

  /**
   * What only the whole file can tell, once it is read: category cycles, and parents the file
   * does not hold (full: an error, since the file is the whole set; partial: a warning, and a
   * code for the catalog lookup).
   */
  finish() {
    if (!this.parents) return;
    const outside = new Map<string, number>();
    const catalogNote = this.strategy === 'full' ? 'a full file holds every category, so it would not exist' : '';
    for (const code of this.parents.codes()) {
      const verdict = this.parents.verdict(code);
      if (verdict.kind === 'ok') continue;
      const index = this.categoryIndex.get(code)!;
      const cause = rootCause(verdict);
      if (cause.kind === 'cycle') {
        const reason =
          verdict.kind === 'cycle'
            ? `makes a cycle of parents: ${describeCycle(cause.cycle)}`
            : `its parent "${verdict.kind === 'brokenParent' ? verdict.parent : ''}" is in a cycle of parents: ${describeCycle(cause.cycle)}`;
        this.failLate(index, code, 'parentCategoryCode', reason);
      } else if (cause.kind === 'missing') {
        const parent = cause.parent;
        if (this.strategy === 'full') {
          this.failLate(index, code, 'parentCategoryCode', `names "${parent}", which is not in this file: ${catalogNote}`);
        } else if (this.deleted.has(parent)) {
          this.failLate(index, code, 'parentCategoryCode', `names "${parent}", which this file deletes`);
        } else if (verdict.kind === 'missing') {
          this.addWarnings(index, code, [{ field: 'parentCategoryCode', reason: `names "${parent}", which is not in this file: it must already exist in the catalog` }]);
          bump(outside, parent);
        }
      }
    }
    for (const [code, n] of outside) this.refs.category.set(code, (this.refs.category.get(code) ?? 0) + n);
  }

  /** A problem found after the element was counted as fine. */
  private failLate(index: number, key: string, field: string, reason: string) {
    this.toAddOrChange--;
    this.elementsWithProblems++;
    this.addProblems(index, key, [{ field, reason }]);
  }

  /** Codes named in other entity types, most named first. */
  get references(): CodeReferences {
    const list = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
    return { category: list(this.refs.category), attribute: list(this.refs.attribute), attributeValue: list(this.refs.attributeValue) };
  }

  /** The file's keys (attributes: and `code/value` of each value), when there are not too many. */
  get keptKeys(): { keys: string[]; complete: boolean } {
    if (this.keys.size > keptKeysLimit) return { keys: [], complete: false };
    return { keys: [...this.keys.keys(), ...this.attributeValues], complete: true };
  }

  /** The entity type most of the first elements look like, when it is not this file's. */
  get looksLike(): EntityType | null {
    let best: EntityType | null = null;
    let bestCount = 0;
    for (const [entity, count] of this.guesses) {
      if (count > bestCount) {
        best = entity;
        bestCount = count;
      }
    }
    return best !== null && best !== this.entity && bestCount * 2 > this.guessed ? best : null;
  }

  /** JSON.parse refused the run: find the first wrong character and the element it is in. */
  private locate(run: ElementRun, text: string, parseError: unknown): JsonScanError {
    const found = locateJsonSyntaxError(text);
    // the run's text sits after the '[' added around it
    const offset = Math.min(Math.max((found?.offset ?? 1) - 1, 0), run.text.length);
    let k = 0;
    while (k + 1 < run.starts.length && run.starts[k + 1]! <= offset) k++;
    const message = found?.message ?? (parseError instanceof Error ? parseError.message : 'The text is not valid JSON');
    return new JsonScanError('syntax', message, run.positionAt(offset), run.firstIndex + k);
  }
}
