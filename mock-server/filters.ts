/**
 * The list conventions of the contract: `filter` (or the public `filters`) as a JSON object
 * with equality and the public operators, `limit`/`offset` paging and `sort=field:asc|desc`.
 * Each list route declares which fields it can filter and sort on; everything else is a 400
 * naming the field, so a typo in the app shows up as an error instead of an unfiltered list.
 */
import { acceptedSpellings, filterOperators, listLimits, type FilterOperator } from '../src/contract';
import { fieldProblem } from './http';

export type FieldKind = 'string' | 'boolean' | 'number' | 'date';

export interface FieldSpec<T> {
  kind: FieldKind;
  get: (item: T) => unknown;
  /** compare case-insensitively (e-mail addresses) */
  caseInsensitive?: boolean;
}
export type FieldSpecs<T> = Record<string, FieldSpec<T>>;

type Query = { query(name: string): string | undefined };

const maxInValues = 1000;
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The parsed filter object, from `filter` or `filters`; undefined when absent. */
export const readFilter = (req: Query): Record<string, unknown> | undefined => {
  let raw: string | undefined;
  for (const name of acceptedSpellings.filterParam) {
    raw = req.query(name);
    if (raw !== undefined) break;
  }
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    throw fieldProblem('filter', 'invalid', `filter must be a JSON object, e.g. {"status":"finished"}: ${(e as Error).message}`);
  }
  if (!isPlainObject(parsed)) throw fieldProblem('filter', 'invalid', 'filter must be a JSON object, e.g. {"status":"finished"}');
  return parsed;
};

const kindWord: Record<FieldKind, string> = {
  string: 'text',
  boolean: 'true or false',
  number: 'a number',
  date: 'an ISO-8601 date',
};

const scalarFits = (kind: FieldKind, v: unknown) =>
  v === null ||
  (kind === 'boolean' ? typeof v === 'boolean' : kind === 'number' ? typeof v === 'number' : typeof v === 'string');

type Predicate<T> = (item: T) => boolean;

const compileField = <T>(name: string, spec: FieldSpec<T>, condition: unknown): Predicate<T> => {
  const field = `filter.${name}`;
  const norm = (v: unknown) => (spec.caseInsensitive && typeof v === 'string' ? v.toLowerCase() : v);
  const read = (item: T) => {
    const v = spec.get(item);
    return v === undefined ? null : norm(v);
  };
  const expectScalar = (v: unknown, where: string) => {
    if (!scalarFits(spec.kind, v)) throw fieldProblem(where, 'invalidValue', `${where} must be ${kindWord[spec.kind]}`, v);
    return norm(v);
  };

  if (!isPlainObject(condition)) {
    const wanted = expectScalar(condition, field);
    return (item) => read(item) === wanted;
  }
  const ops = Object.entries(condition);
  if (ops.length === 0) throw fieldProblem(field, 'invalid', `${field} names no operator`);
  const predicates = ops.map(([op, value]): Predicate<T> => {
    if (!(filterOperators as readonly string[]).includes(op)) {
      throw fieldProblem(field, 'unknownOperator', `${field} uses ${op}; operators are ${filterOperators.join(', ')}`);
    }
    const where = `${field}.${op}`;
    switch (op as FilterOperator) {
      case '$eq': {
        const wanted = expectScalar(value, where);
        return (item) => read(item) === wanted;
      }
      case '$ne': {
        const wanted = expectScalar(value, where);
        return (item) => read(item) !== wanted;
      }
      case '$ct': {
        if (spec.kind !== 'string' || typeof value !== 'string') {
          throw fieldProblem(where, 'invalidValue', `${where} needs text and a text field`, value);
        }
        const part = value.toLowerCase();
        return (item) => {
          const v = spec.get(item);
          return typeof v === 'string' && v.toLowerCase().includes(part);
        };
      }
      case '$in': {
        if (!Array.isArray(value)) throw fieldProblem(where, 'invalidValue', `${where} must be an array`, value);
        if (value.length > maxInValues) throw fieldProblem(where, 'tooLong', `${where} takes at most ${maxInValues} values`);
        const wanted = new Set(value.map((v, i) => expectScalar(v, `${where}[${i}]`)));
        return (item) => wanted.has(read(item));
      }
      default: {
        // $gt $gte $lt $lte: numbers, or ISO dates and text compared as strings
        if (spec.kind === 'boolean' || value === null || !scalarFits(spec.kind, value)) {
          throw fieldProblem(where, 'invalidValue', `${where} must be ${kindWord[spec.kind]} on an ordered field`, value);
        }
        const bound = norm(value) as string | number;
        const test = { $gt: (a: string | number) => a > bound, $gte: (a: string | number) => a >= bound, $lt: (a: string | number) => a < bound, $lte: (a: string | number) => a <= bound }[op as '$gt' | '$gte' | '$lt' | '$lte'];
        return (item) => {
          const v = read(item);
          return (typeof v === 'string' || typeof v === 'number') && test(v);
        };
      }
    }
  });
  return (item) => predicates.every((p) => p(item));
};

/** The predicate of a list asked without `filters`: `page` then knows that every item matches. */
const matchAll = () => true;

/** One predicate for the whole filter: every key must match. */
export const compileFilter = <T>(filter: Record<string, unknown> | undefined, specs: FieldSpecs<T>): Predicate<T> => {
  if (!filter) return matchAll;
  const predicates = Object.entries(filter).map(([name, condition]) => {
    // own properties only: `constructor` or `__proto__` must be unknown fields, not Object's members
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    if (!spec) {
      throw fieldProblem(`filter.${name}`, 'unknownField', `Cannot filter on ${name}; filterable fields are ${Object.keys(specs).join(', ')}`);
    }
    return compileField(name, spec, condition);
  });
  return (item) => predicates.every((p) => p(item));
};

const readInteger = (req: Query, name: string, fallback: number, max?: number) => {
  const raw = req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw fieldProblem(name, 'invalid', `${name} must be a whole number of 0 or more`, raw);
  if (max !== undefined && n > max) throw fieldProblem(name, 'tooBig', `${name} must be at most ${max}`, n);
  return n;
};

export const readLimit = (req: Query) => readInteger(req, 'limit', listLimits.defaultLimit, listLimits.maxLimit);

export const readPaging = (req: Query) => ({ limit: readLimit(req), offset: readInteger(req, 'offset', 0) });

export type SortKeys<T> = Record<string, (item: T) => string | number | undefined | null>;

/** A comparator for `sort=field:asc|desc`, on the fields a list allows. */
export const readSort = <T>(req: Query, keys: SortKeys<T>, fallback: string): ((a: T, b: T) => number) => {
  const raw = req.query('sort') || fallback;
  const match = /^([A-Za-z_.]+):(asc|desc)$/.exec(raw);
  const get = match && Object.hasOwn(keys, match[1]!) ? keys[match[1]!] : undefined;
  if (!match || !get) {
    throw fieldProblem('sort', 'invalid', `sort must be field:asc or field:desc with field one of ${Object.keys(keys).join(', ')}`, raw);
  }
  const sign = match[2] === 'desc' ? -1 : 1;
  return (a, b) => {
    const x = get(a) ?? '';
    const y = get(b) ?? '';
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order;
  };
};

/**
 * Filter, sort and cut one page of an in-memory list. Unsorted, it keeps only the page's items
 * while it counts the rest: a whole export pages through a million products a thousand at a time,
 * and gathering every match for each page made that cost the square of the table's size.
 */
export const page = <T>(items: Iterable<T>, predicate: Predicate<T>, compare: ((a: T, b: T) => number) | null, paging: { limit: number; offset: number }) => {
  const end = paging.offset + paging.limit;
  // a whole table, unsorted: its size is the count, and the walk ends with the page
  const size = predicate === matchAll && !compare && items instanceof Map ? items.size : undefined;
  const kept: T[] = [];
  let count = 0;
  for (const item of items) {
    if (!predicate(item)) continue;
    if (compare || (count >= paging.offset && count < end)) kept.push(item);
    count++;
    if (size !== undefined && count >= end) break;
  }
  return {
    meta: { limit: paging.limit, offset: paging.offset, totalItemCount: size ?? count },
    items: compare ? kept.sort(compare).slice(paging.offset, end) : kept,
  };
};

/**
 * The entries a filter can only match when it names their keys (`code: {$in: [...]}` on a table
 * keyed by code): looked up by key instead of read through, and answered in code order, as a
 * database answers from its index. The filter still applies to them; without such a condition,
 * the whole table, in the order it was written.
 */
export function byKeyIn<V>(table: Map<string, V>, filter: Record<string, unknown> | undefined, keyField: string): Iterable<[string, V]> {
  const condition = filter?.[keyField] as { $in?: unknown } | undefined;
  if (!condition || typeof condition !== 'object' || !Array.isArray(condition.$in)) return table;
  const found: [string, V][] = [];
  for (const key of new Set(condition.$in)) {
    const value = typeof key === 'string' ? table.get(key) : undefined;
    if (value !== undefined) found.push([key as string, value]);
  }
  return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
