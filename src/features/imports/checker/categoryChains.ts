// straight from the module, not the barrel: the worker's bundle then carries no zod
import { CategoryParents, describeCycle, rootCause } from '@/importFormat/categoryParents';
import type { ImportStrategy } from '@/api/imports';
import type { ProblemCode, ProblemParams } from '@/importFormat/problems';
import { Found, type KeptItem } from './keptList';

/** A category the file adds or changes, without a problem of its own. */
export interface CategoryAdded {
  code: string;
  parent: string | null;
  index: number;
  /** the element has warnings already (it is counted once among the elements with warnings) */
  warned: boolean;
}

/** What the parent chains change in the file's figures. */
interface ChainFindings {
  problems: KeptItem[];
  warnings: KeptItem[];
  /** categories that were fine and now fail */
  failed: number;
  /** categories that get their first warning */
  newlyWarned: number;
  /** parents to be found in the catalog, with how many categories name each */
  outside: Map<string, number>;
}

/**
 * What only the whole file can tell, once it is read: category cycles, and parents the file does
 * not hold (full: an error, since the file is the whole set; partial: a warning, and a code for
 * the catalog lookup). The categories come in file order; the file's deleted codes with them.
 */
export function judgeCategoryChains(strategy: ImportStrategy, added: Iterable<CategoryAdded>, deleted: ReadonlySet<string>): ChainFindings {
  // outside the file, the browser cannot know the catalog: the check ends with a list of codes to look up
  const parents = new CategoryParents(() => false);
  const byCode = new Map<string, CategoryAdded>();
  for (const c of added) {
    if (byCode.has(c.code)) continue;
    parents.add(c.code, c.parent);
    byCode.set(c.code, c);
  }
  const findings: ChainFindings = { problems: [], warnings: [], failed: 0, newlyWarned: 0, outside: new Map() };
  const fail = (c: CategoryAdded, code: ProblemCode, params: ProblemParams) => {
    findings.failed++;
    findings.problems.push({ index: c.index, key: c.code, field: 'parentCategoryCode', code, params, found: Found.AtEnd });
  };
  for (const c of byCode.values()) {
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
        if (!c.warned) findings.newlyWarned++;
        findings.warnings.push({ index: c.index, key: c.code, field: 'parentCategoryCode', code: 'parentInCatalog', params: { parent }, found: Found.AtEnd });
        findings.outside.set(parent, (findings.outside.get(parent) ?? 0) + 1);
      }
    }
  }
  return findings;
}
