/** The read models' field tables: one getter per field, and `fields` choosing among them. */
import { fieldProblem } from '../../http';

export type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const objects = (list: unknown): Obj[] => (Array.isArray(list) ? list.filter(isObject) : []);
/** a scalar or object as written, `null` when not written */
export const orNull = (v: unknown) => (v === undefined ? null : v);

export type Query = { query(name: string): string | undefined };

/** One field of a read model: its name and how an element answers it. */
export type Field<C> = readonly [name: string, get: (element: Obj, context: C) => unknown];

export const fieldNames = <C>(fields: readonly Field<C>[]) => fields.map(([name]) => name);

/**
 * `fields` (the spec's Fields parameter: "fields which should be included in the response"): a
 * comma list of the read model's field names, answered with `code`; without it, the default
 * fields. A name the read model lacks is a 400 naming `fields` *(ours)*.
 */
export const chooseFields = <C>(req: Query, what: string, all: readonly Field<C>[], defaults: ReadonlySet<string>): Field<C>[] => {
  const names = (req.query('fields') ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '');
  if (names.length === 0) return all.filter(([name]) => defaults.has(name));
  const known = new Set(fieldNames(all));
  for (const name of names) {
    if (!known.has(name)) throw fieldProblem('fields', 'unknownField', `Cannot answer ${name}: the fields of ${what} are ${[...known].join(', ')}`, name);
  }
  const asked = new Set(['code', ...names]);
  return all.filter(([name]) => asked.has(name));
};

/** An answer's object from its fields. */
export const readObject = <C>(fields: readonly Field<C>[], element: Obj, context: C): Obj => {
  const out: Obj = {};
  for (const [name, get] of fields) out[name] = get(element, context);
  return out;
};

export const hasField = <C>(fields: readonly Field<C>[], name: string) => fields.some(([n]) => n === name);
