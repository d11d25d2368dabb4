/**
 * A list's view (filters, search, page) held in the address bar, so it survives a reload and can be
 * shared. A value the app would not have written (a hand-edited link) reads as absent, and writing
 * leaves out defaults so links stay short.
 */
import { isOneOf } from '@/contract/terms';

interface UrlParam<T> {
  /** the parameter's name in the address, e.g. `status` */
  name: string;
  /** the value, or undefined for a missing or unusable one */
  read: (raw: string) => T | undefined;
  /** the text to put in the address, or undefined to leave the parameter out (the default) */
  write: (value: T) => string | undefined;
}

export type UrlParams<V> = { [K in keyof V]-?: UrlParam<Exclude<V[K], undefined>> };

/** One of a fixed set of words, e.g. a status. */
export const oneOf = <T extends string>(name: string, choices: readonly T[]): UrlParam<T> => ({
  name,
  read: (raw) => (isOneOf(choices, raw) ? raw : undefined),
  write: (value) => value,
});

/** Free text, trimmed; blank means absent. */
export const textParam = (name: string): UrlParam<string> => ({
  name,
  read: (raw) => raw.trim() || undefined,
  write: (value) => value.trim() || undefined,
});

/** A whole number from `min` up; `min` is the default and is not written. */
const countParam = (name: string, min: number): UrlParam<number> => ({
  name,
  read: (raw) => (/^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) && Number(raw) >= min ? Number(raw) : undefined),
  write: (n) => (n > min ? String(n) : undefined),
});

/** A 1-based page number. */
export const pageParam = (name: string) => countParam(name, 1);

/** A 0-based row offset. */
export const offsetParam = (name: string) => countParam(name, 0);

/** The view's values found in the address; what is missing or unusable is left out. */
export function readUrlState<V extends object>(spec: UrlParams<V>, params: URLSearchParams): Partial<V> {
  const view: Partial<V> = {};
  for (const key of Object.keys(spec) as (keyof V)[]) {
    const param = spec[key];
    const raw = params.get(param.name);
    const value = raw === null ? undefined : param.read(raw);
    if (value !== undefined) view[key] = value as V[keyof V];
  }
  return view;
}

/** The view written into the address; other parameters of `base` stay (a page may hold two views, e.g. an import and its log). */
export function writeUrlState<V extends object>(spec: UrlParams<V>, view: Partial<V>, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(spec) as (keyof V)[]) {
    const param = spec[key];
    const value = view[key];
    const text = value === undefined ? undefined : param.write(value as Exclude<V[keyof V], undefined>);
    if (text === undefined) next.delete(param.name);
    else next.set(param.name, text);
  }
  return next;
}

/** Paging by page number over the service's limit/offset. */
export const offsetOfPage = (page: number, pageSize: number) => (page - 1) * pageSize;
export const pageOfOffset = (offset: number, pageSize: number) => Math.floor(offset / pageSize) + 1;
