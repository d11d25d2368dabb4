/**
 * The parent chains of the categories in one import file, resolved the same way by the browser's
 * checker and by the mock service: a category's parent may come later in the file (real exports
 * are not sorted parents first), so a chain is followed through the whole file before it is
 * judged. Only codes and parents are held, never elements.
 */
export type ParentVerdict =
  | { kind: 'ok' }
  /** the chain returns to itself: every member fails */
  | { kind: 'cycle'; cycle: readonly string[] }
  /** the chain ends at a parent that is not in the file and not known outside it */
  | { kind: 'missing'; parent: string }
  /** the parent is in the file but cannot be created itself */
  | { kind: 'brokenParent'; parent: string; cause: ParentVerdict };

export class CategoryParents {
  /** code → parent code (null for a root) of each category the file adds or changes */
  private readonly parents = new Map<string, string | null>();
  private readonly verdicts = new Map<string, ParentVerdict>();

  /** `existsOutside`: whether a parent that is not in the file is there already (the catalog) */
  constructor(private readonly existsOutside: (code: string) => boolean) {}

  /** The first element with a code counts (a repeated code fails on its own). */
  add(code: string, parent: string | null) {
    if (!this.parents.has(code)) this.parents.set(code, parent);
  }

  verdict(code: string): ParentVerdict {
    const known = this.verdicts.get(code);
    if (known) return known;
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let current = code;
    let outcome: ParentVerdict;
    for (;;) {
      const decided = this.verdicts.get(current);
      if (decided) {
        outcome = decided.kind === 'ok' ? decided : { kind: 'brokenParent', parent: current, cause: decided };
        break;
      }
      const seenAt = onPath.get(current);
      if (seenAt !== undefined) {
        const members = path.slice(seenAt);
        const cycle: ParentVerdict = { kind: 'cycle', cycle: [...members, current] };
        for (const member of members) this.verdicts.set(member, cycle);
        path.splice(seenAt);
        outcome = { kind: 'brokenParent', parent: current, cause: cycle };
        break;
      }
      onPath.set(current, path.length);
      path.push(current);
      const parent = this.parents.get(current) ?? null;
      if (parent !== null && this.parents.has(parent)) {
        current = parent;
        continue;
      }
      outcome = parent === null || this.existsOutside(parent) ? { kind: 'ok' } : { kind: 'missing', parent };
      break;
    }
    // the rest of the path, from the top down, shares the outcome through its parents
    for (let i = path.length - 1; i >= 0; i--) {
      const member = path[i]!;
      if (!this.verdicts.has(member)) this.verdicts.set(member, outcome);
      outcome = outcome.kind === 'ok' ? outcome : { kind: 'brokenParent', parent: member, cause: this.verdicts.get(member)! };
    }
    return this.verdicts.get(code)!;
  }
}

/** The root cause of a verdict, down through broken parents: a loop, as a chain may be as long as the file. */
export const rootCause = (verdict: ParentVerdict): ParentVerdict => {
  let cause = verdict;
  while (cause.kind === 'brokenParent') cause = cause.cause;
  return cause;
};

export const describeCycle = (cycle: readonly string[]) => cycle.map((c) => `"${c}"`).join(' → ');
