/**
 * Properties written twice in one object. JSON.parse accepts them silently (the last one wins),
 * so they are found in the text. Scanning every character would cost the checker its speed, so
 * a run is scanned only when its count of `:` (or of `":`) differs from the number of properties
 * JSON.parse produced: equal counts mean no property was dropped.
 */

const count = (text: string, marker: string): number => {
  let n = 0;
  let at = text.indexOf(marker);
  while (at !== -1) {
    n++;
    at = text.indexOf(marker, at + marker.length);
  }
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

/** The number of properties of every object in the values, nested ones included. */
export const countProperties = (value: unknown): number => {
  if (typeof value !== 'object' || value === null) return 0;
  let n = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      // only containers are visited: most values are text and numbers
      if (typeof item === 'object' && item !== null) n += countProperties(item);
    }
    return n;
  }
  for (const key in value) {
    n++;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'object' && item !== null) n += countProperties(item);
  }
  return n;
};

export interface DuplicateKey {
  /** 0-based position of the element in the run */
  element: number;
  /** dotted path of the property, e.g. `price.currencyCode` or `options[1].code` */
  field: string;
}

interface Frame {
  array: boolean;
  keys: Set<string>;
  /** the path of this container */
  path: string;
  /** objects: the key whose value comes next; arrays: the index of the next item */
  key: string | null;
  index: number;
  expectKey: boolean;
}

const childPath = (frame: Frame) =>
  frame.array ? `${frame.path}[${frame.index}]` : frame.path ? `${frame.path}.${frame.key ?? ''}` : (frame.key ?? '');

/** Every property written twice, in a run of elements separated by commas (text that parses). */
export const findDuplicateKeys = (text: string): DuplicateKey[] => {
  const found: DuplicateKey[] = [];
  const stack: Frame[] = [];
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
      if (top && !top.array && top.expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) found.push({ element, field: top.path ? `${top.path}.${key}` : key });
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === 0x7b || c === 0x5b) {
      const parent = stack[stack.length - 1];
      stack.push({ array: c === 0x5b, keys: new Set(), path: parent ? childPath(parent) : '', key: null, index: 0, expectKey: c === 0x7b });
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
    } else if (c === 0x2c) {
      const top = stack[stack.length - 1];
      if (!top) element++;
      else if (top.array) top.index++;
      else top.expectKey = true;
    }
  }
  return found;
};
