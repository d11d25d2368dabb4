// straight from the module, not the barrel: the worker's bundle then carries no zod
import { checkImportElement, entityKeyFields, guessEntityType, type ElementProblem } from '../../../api/importFile';
import type { EntityType, ImportStrategy } from '../../../api/imports';
import type { ElementProblemAt } from './checkResult';
import { JsonScanError, type ElementRun } from './jsonArrayScanner';
import { locateJsonSyntaxError } from './jsonSyntaxLocator';

/** How many elements are looked at to say which entity type a file seems to hold. */
const guessSample = 50;

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
    this.addParsed(parsed, run.firstIndex);
  }

  /** The elements of a guessed run, or null when it does not parse. */
  tryParse(run: ElementRun): unknown[] | null {
    try {
      return JSON.parse(`[${run.text}]`) as unknown[];
    } catch {
      return null;
    }
  }

  addParsed(parsed: unknown[], firstIndex: number) {
    for (let k = 0; k < parsed.length; k++) this.add(parsed[k], firstIndex + k);
  }

  add(element: unknown, index: number) {
    this.elements++;
    const checked = checkImportElement(this.entity, this.strategy, element);
    let problems: ElementProblem[] = checked.problems;
    if (checked.key !== null) {
      const first = this.keys.get(checked.key);
      if (first === undefined) this.keys.set(checked.key, index);
      else {
        problems = [
          ...problems,
          { field: this.keyField, reason: `repeats the key ${checked.key} of element ${first + 1}: each key may appear only once in a file` },
        ];
      }
    }
    if (problems.length > 0) {
      this.elementsWithProblems++;
      this.problemCount += problems.length;
      for (const p of problems) {
        if (this.problems.length >= this.maxKeptProblems) break;
        this.problems.push({ index, key: checked.key, field: p.field, reason: p.reason });
      }
    } else if (checked.importType === 'D') this.toDelete++;
    else this.toAddOrChange++;

    if (this.guessed < guessSample && typeof element === 'object' && element !== null && !Array.isArray(element)) {
      this.guessed++;
      const guess = guessEntityType(element);
      if (guess) this.guesses.set(guess, (this.guesses.get(guess) ?? 0) + 1);
    }
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
