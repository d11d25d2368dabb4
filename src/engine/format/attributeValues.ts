import type { ReferenceKind } from './elementReferences';

/**
 * An option value is named `attribute/value` (see elementReferences). An attribute with no
 * `values` list takes any value: `attribute/` stands for all of them (a value's code is never
 * empty). Apart from the rules, so that the page's cross-file checks load without them.
 */
export const anyValueOf = (attribute: string) => `${attribute}/`;

/** The attribute of an `attribute/value` reference (a value's code may hold a slash, an attribute's does not). */
export const attributeOf = (value: string) => value.slice(0, value.indexOf('/'));

/** Whether a set of codes (a file's keys, what the catalog has) holds a reference: itself, or for a value, every value of its attribute. */
export const holdsReference = (codes: ReadonlySet<string>, kind: ReferenceKind, code: string) =>
  codes.has(code) || (kind === 'attributeValue' && codes.has(anyValueOf(attributeOf(code))));
