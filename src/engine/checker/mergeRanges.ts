/** The merge of the reports of a file's byte ranges, or of the single pass's one, into the check's result (docs/checker.md#merging). */
import type { EntityType } from '@/contract/imports';
import { startOfText, type TextPosition } from '@/engine/format/textPosition';
import { CategoryParents, describeCycle, rootCause } from '@/engine/format/categoryParents';
import type { ReferenceKind } from '@/engine/format/elementReferences';
import type { ProblemCode, ProblemParams } from '@/engine/format/problems';
import type { FileCheckResult, FileProblem } from './checkResult';
import { Found, guessSample, KeptList, movePlaces, shownItem, type CategoryAdded, type KeptItem } from './elementTally';
import type { KeptKeys, TextReport } from './rangeCheck';

/** The position `local` (counted from a range's start) in the file, when the range starts at `start`. */
const shiftPosition = (start: TextPosition, local: TextPosition): TextPosition =>
  local.line === 1 ? { line: start.line, column: start.column + local.column - 1 } : { line: start.line + local.line - 1, column: local.column };

const shiftProblem = (p: FileProblem, elementsBefore: number, textBefore: TextPosition, bytesBefore: number): FileProblem => ({
  ...p,
  // the problem names the byte: the range only knew its own offset
  params: p.code === 'notUtf8' && p.byteOffset !== null ? { offset: p.byteOffset + bytesBefore } : p.params,
  position: p.position && shiftPosition(textBefore, p.position),
  elementIndex: p.elementIndex === null ? null : p.elementIndex + elementsBefore,
  byteOffset: p.byteOffset === null ? null : p.byteOffset + bytesBefore,
});

/** The entity type most of the first elements look like, when it is not the file's. */
const looksLikeOf = (entity: EntityType, guesses: readonly (EntityType | null)[]): EntityType | null => {
  const counts = new Map<EntityType, number>();
  for (const g of guesses) if (g) counts.set(g, (counts.get(g) ?? 0) + 1);
  const [best, count] = [...counts].reduce<[EntityType | null, number]>((most, next) => (next[1] > most[1] ? next : most), [null, 0]);
  return best !== null && best !== entity && count * 2 > guesses.length ? best : null;
};

type MergeContext = Pick<FileCheckResult, 'entity' | 'strategy' | 'bytes'> & { maxKeptProblems: number; started: number };

/**
 * The reports of consecutive ranges from the file's start, each ending where the next starts (the
 * single pass: one report of the whole file); `kept`: each range's keys, when the file has no file
 * problem and few enough keys to keep them.
 */
export function mergeRanges(
  reports: readonly TextReport[],
  { entity, strategy, maxKeptProblems, bytes, started }: MergeContext,
  kept: readonly KeptKeys[] | null,
): FileCheckResult {
  const totals = { elements: 0, toAddOrChange: 0, toDelete: 0, elementsWithProblems: 0, problemCount: 0, elementsWithWarnings: 0, warningCount: 0 };
  const problems = new KeptList(maxKeptProblems);
  const warnings = new KeptList(maxKeptProblems);
  const refs: Record<ReferenceKind, Map<string, number>> = { category: new Map(), attribute: new Map(), attributeValue: new Map() };
  const guesses: (EntityType | null)[] = [];
  const categories: CategoryAdded[] = [];
  const deleted = new Set<string>();
  let fileProblem: FileProblem | null = null;
  let textBefore = startOfText;

  for (const r of reports) {
    const before = totals.elements;
    const start = textBefore;
    /** an item of the range in the file's terms: its element, the element it repeats, the places it names */
    const inFile = (item: KeptItem): KeptItem => ({
      ...item,
      index: item.index + before,
      ...(item.repeats === undefined ? {} : { repeats: item.repeats + before }),
      ...(item.placed === undefined ? {} : { placed: movePlaces(item.placed, (p) => shiftPosition(start, p)) }),
    });
    for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
    for (const p of r.problems) problems.push(inFile(p));
    for (const w of r.warnings) warnings.push(inFile(w));
    for (const kind of ['category', 'attribute', 'attributeValue'] as const) {
      for (const [code, n] of r.references[kind]) refs[kind].set(code, (refs[kind].get(code) ?? 0) + n);
    }
    for (const g of r.guesses) if (guesses.length < guessSample) guesses.push(g);
    for (const c of r.categories) categories.push(before === 0 ? c : { ...c, index: c.index + before });
    for (const code of r.deleted) deleted.add(code);
    if (r.fileProblem) {
      fileProblem = shiftProblem(r.fileProblem, before, textBefore, r.start);
      break;
    }
    textBefore = shiftPosition(textBefore, r.endPosition);
  }

  if (!fileProblem && entity === 'category') {
    // What only the whole file tells: cycles, and parents it does not hold (full: an error, the file
    // being the whole set; partial: a warning, and a code to look up in the catalog, which the
    // browser cannot know). Each code is here once: one that repeats a key is not among the added.
    const parents = new CategoryParents(() => false);
    for (const c of categories) parents.add(c.code, c.parent);
    const fail = (c: CategoryAdded, code: ProblemCode, params: ProblemParams) => {
      totals.toAddOrChange--;
      totals.elementsWithProblems++;
      totals.problemCount++;
      problems.push({ index: c.index, key: c.code, field: 'parentCategoryCode', code, params, found: Found.AtEnd });
    };
    for (const c of categories) {
      const verdict = parents.verdict(c.code);
      if (verdict.kind === 'ok') continue;
      const cause = rootCause(verdict);
      if (cause.kind === 'cycle') {
        const cycle = describeCycle(cause.cycle);
        if (verdict.kind === 'brokenParent') fail(c, 'parentInCycle', { parent: verdict.parent, cycle });
        else fail(c, 'parentCycle', { cycle });
      } else if (cause.kind === 'missing') {
        const parent = cause.parent;
        if (strategy === 'full') fail(c, 'parentNotInFullFile', { parent });
        else if (deleted.has(parent)) fail(c, 'parentDeleted', { parent });
        else if (verdict.kind === 'missing') {
          if (!c.warned) totals.elementsWithWarnings++;
          totals.warningCount++;
          warnings.push({ index: c.index, key: c.code, field: 'parentCategoryCode', code: 'parentInCatalog', params: { parent }, found: Found.AtEnd });
          refs.category.set(parent, (refs.category.get(parent) ?? 0) + 1);
        }
      }
    }
  }

  // most named first (ties: first named first)
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    entity,
    strategy,
    bytes,
    ...totals,
    problems: problems.sorted().map(shownItem),
    warnings: warnings.sorted().map(shownItem),
    references: { category: sorted(refs.category), attribute: sorted(refs.attribute), attributeValue: sorted(refs.attributeValue) },
    keys: kept ? [...kept.flatMap((k) => k.keys), ...kept.flatMap((k) => k.attributeValues)] : [],
    keysComplete: kept !== null,
    fileProblem,
    looksLike: looksLikeOf(entity, guesses),
    durationMs: performance.now() - started,
  };
}
