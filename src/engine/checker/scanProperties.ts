/**
 * Properties written twice in one object, which JSON.parse drops silently (the last one wins):
 * found in the text, of only the runs that `mayRepeatProperties` cannot clear.
 */
import { dottedPath } from '@/engine/format/elementChecker';
import { maxNestingLevels, type TooDeepElement } from '@/engine/format/nesting';

const count = (text: string, marker: string): number => {
  let n = 0;
  for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + marker.length)) n++;
  return n;
};

/** a key's closing quote, then spaces before its colon: `"code" : 1` (some serialisers write it) */
const spaceBeforeColon = /"[ \t\r\n]+:/;

/**
 * Whether the text may hold more properties than were parsed. Every property written has one
 * colon after its key, so colons ≥ properties written ≥ properties parsed, and equal counts mean
 * none was dropped. Colons are counted first (the cheapest search); only when some sit inside
 * text values (URLs, times) are the `":` counted, which are as many as the properties written
 * unless a key is followed by a space before its colon: then the text is scanned.
 */
export const mayRepeatProperties = (text: string, properties: number): boolean =>
  count(text, ':') !== properties && (count(text, '":') !== properties || spaceBeforeColon.test(text));

/** set by `propertiesIn` when it meets a level past the limit */
let tooDeep = false;

/**
 * The properties of `value` and of the objects in it, down to the nesting limit: `levels` is how
 * many levels `value` and what it holds may take, so the recursion never goes deeper than the
 * limit however deep the input is.
 */
const propertiesIn = (value: object, levels: number): number => {
  if (levels === 0) {
    tooDeep = true;
    return 0;
  }
  let n = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      // only containers are visited: most values are text and numbers
      if (typeof item === 'object' && item !== null) n += propertiesIn(item, levels - 1);
    }
    return n;
  }
  for (const key in value) {
    n++;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'object' && item !== null) n += propertiesIn(item, levels - 1);
  }
  return n;
};

/**
 * The properties of every object in the elements, nested ones included, and through `onTooDeep`
 * each element nested deeper than the limit: one walk for both, as every run is counted. Properties
 * past the limit are not counted: the count falls below the colons, so such a run is scanned.
 */
export const countProperties = (elements: readonly unknown[], onTooDeep?: (element: number) => void): number => {
  let n = 0;
  for (let k = 0; k < elements.length; k++) {
    const element = elements[k];
    if (typeof element !== 'object' || element === null) continue;
    tooDeep = false;
    n += propertiesIn(element, maxNestingLevels);
    if (tooDeep) onTooDeep?.(k);
  }
  return n;
};

interface Frame {
  array: boolean;
  /** objects: each key written so far, with the offset where it is first written (made at the first key) */
  keys: Map<string, number> | null;
  /** the container this one is in, and where in it: a key or an index */
  parent: Frame | null;
  at: string | number;
  /** objects: the key whose value comes next; arrays: the index of the next item */
  key: string;
  index: number;
  expectKey: boolean;
}

/** The dotted path of `key` in the object of `frame`: put together only for a key written twice. */
const pathOf = (frame: Frame, key: string): string => {
  const steps: (string | number)[] = [key];
  for (let f = frame; f.parent; f = f.parent) steps.push(f.at);
  return dottedPath(steps.reverse());
};

/**
 * The properties written twice in a run of elements separated by commas (text that parses), each
 * time one is written again, and the elements nested too deep. Frames are kept down to the nesting
 * limit only: deeper levels are counted (their element has the depth problem), so memory never
 * follows the input down.
 */
export const scanProperties = (text: string) => {
  /** its element (0-based in the run), its dotted path (`options[1].code`), the offsets of its name's opening quote: first and again */
  const repeated: { element: number; field: string; first: number; again: number }[] = [];
  const tooDeep: TooDeepElement[] = [];
  const stack: Frame[] = [];
  let depth = 0;
  let element = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let end = i + 1;
      while (end < text.length) {
        const d = text.charCodeAt(end);
        if (d === 0x5c) end += 2;
        else if (d === 0x22) break;
        else end++;
      }
      const top = stack[stack.length - 1];
      if (top && depth === stack.length && !top.array && top.expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const keys = (top.keys ??= new Map());
        const first = keys.get(key);
        if (first !== undefined) repeated.push({ element, field: pathOf(top, key), first, again: i });
        else keys.set(key, i);
        top.key = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth <= maxNestingLevels) {
        const parent = stack[stack.length - 1] ?? null;
        const at = parent === null ? '' : parent.array ? parent.index : parent.key;
        stack.push({ array: c === 0x5b, keys: null, parent, at, key: '', index: 0, expectKey: c === 0x7b });
      } else if (depth === maxNestingLevels + 1 && tooDeep[tooDeep.length - 1]?.element !== element) {
        const root = stack[0]!;
        tooDeep.push({ element, offset: i, field: root.array ? '' : root.key });
      }
    } else if (c === 0x7d || c === 0x5d) {
      if (depth <= maxNestingLevels) stack.pop();
      depth--;
    } else if (c === 0x2c) {
      if (depth === 0) element++;
      else if (depth === stack.length) {
        const top = stack[stack.length - 1]!;
        if (top.array) top.index++;
        else top.expectKey = true;
      }
    }
  }
  return { repeated, tooDeep };
};
