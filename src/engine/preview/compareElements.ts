/**
 * A file's element against the entity the catalog holds, both in the POST model's form: which
 * fields change, from what to what; lists of coded items (categories, options, attribute values) as
 * codes added and removed, whatever their order. The walk keeps its own stack, so an element's
 * depth never reaches the call stack.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** a step of a field's path: a property name, or the code of an item in a coded list */
export type PathStep = string | { code: string };

export type FieldChange =
  /** a value set, changed or removed (`undefined`: the field is absent on that side) */
  | { path: PathStep[]; before: Json | undefined; after: Json | undefined }
  /** a list of coded items or of plain values that gained or lost members */
  | { path: PathStep[]; added: string[]; removed: string[] };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of two JSON values; objects regardless of key order. */
export const sameJson = (a: unknown, b: unknown): boolean => {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], y[i]]);
    } else if (isObject(x)) {
      if (!isObject(y)) return false;
      const keys = Object.keys(x);
      if (keys.length !== Object.keys(y).length) return false;
      for (const k of keys) {
        if (!Object.hasOwn(y, k)) return false;
        stack.push([x[k], y[k]]);
      }
    } else return false;
  }
  return true;
};

/** The codes of a list whose every item is an object with a distinct string `code`, else null. */
const codesOf = (list: Json[]): string[] | null => {
  const codes = list.map((item) => (isObject(item) && typeof item.code === 'string' ? item.code : null));
  return codes.every((c): c is string => c !== null) && new Set(codes).size === codes.length ? codes : null;
};

/** The members of a list of distinct strings or numbers, else null. */
const plainMembers = (list: Json[]): string[] | null => {
  if (!list.every((v) => typeof v === 'string' || typeof v === 'number')) return null;
  const members = list.map(String);
  return new Set(members).size === members.length ? members : null;
};

const minus = (a: readonly string[], b: readonly string[]) => {
  const drop = new Set(b);
  return a.filter((x) => !drop.has(x));
};

/** a path as a chain from the leaf up, made into an array only for a change */
interface Trail {
  up: Trail | null;
  step: PathStep;
}

const pathOf = (trail: Trail | null): PathStep[] => {
  const path: PathStep[] = [];
  for (let t = trail; t; t = t.up) path.push(t.step);
  return path.reverse();
};

/**
 * What changes when `after` (the file's element) replaces `before` (the stored entity); empty when
 * nothing does. `ignore` names top-level fields left out of the comparison (`importType`).
 */
export const compareElements = (before: unknown, after: unknown, ignore: readonly string[] = ['importType']): FieldChange[] => {
  const changes: FieldChange[] = [];
  /** the members a list gained and lost, if any */
  const membersChange = (trail: Trail | null, before: readonly string[], after: readonly string[]) => {
    const added = minus(after, before);
    const removed = minus(before, after);
    if (added.length || removed.length) changes.push({ path: pathOf(trail), added, removed });
  };
  const stack: { trail: Trail | null; before: Json | undefined; after: Json | undefined }[] = [
    { trail: null, before: before as Json, after: after as Json },
  ];
  while (stack.length) {
    const { trail, before: b, after: a } = stack.pop()!;
    if (b === undefined || a === undefined) {
      if (b !== a) changes.push({ path: pathOf(trail), before: b, after: a });
      continue;
    }
    if (b === a) continue;
    if (isObject(b) && isObject(a)) {
      const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !Object.hasOwn(a, k))];
      // pushed in reverse, so the changes come out in the element's own field order
      for (const key of keys.reverse()) {
        if (!trail && ignore.includes(key)) continue;
        stack.push({ trail: { up: trail, step: key }, before: b[key], after: a[key] });
      }
      continue;
    }
    if (Array.isArray(b) && Array.isArray(a)) {
      const bCodes = codesOf(b);
      const aCodes = bCodes && codesOf(a);
      if (bCodes && aCodes) {
        membersChange(trail, bCodes, aCodes);
        const byCode = new Map(bCodes.map((code, i) => [code, b[i]]));
        for (let i = aCodes.length - 1; i >= 0; i--) {
          const code = aCodes[i]!;
          if (byCode.has(code)) stack.push({ trail: { up: trail, step: { code } }, before: byCode.get(code), after: a[i] });
        }
        continue;
      }
      const bPlain = plainMembers(b);
      const aPlain = bPlain && plainMembers(a);
      if (bPlain && aPlain) {
        // the same members in another order: a list of values is a set to the merchant
        membersChange(trail, bPlain, aPlain);
        continue;
      }
      if (sameJson(b, a)) continue;
    }
    changes.push({ path: pathOf(trail), before: b, after: a });
  }
  return changes;
};
