/** The Attribute read model, and what a product's options, extras and properties read from an attribute. */
import { localized, type Locales } from './localized';
import { isObject, objects, orNull, readObject, type Field, type Obj } from './readFields';

export interface AttributeContext {
  locales: Locales;
}

/** AttributeValue: code, sequenceId and name; the swatch only when written *(ours: the spec shows it, never null)*. */
const attributeValueRead = (v: Obj, locales: Locales): Obj => {
  const out: Obj = { code: v.code, sequenceId: orNull(v.sequenceId), name: localized(v.name, locales) };
  if (isObject(v.swatch)) out.swatch = v.swatch;
  return out;
};

const attributeFields: readonly Field<AttributeContext>[] = [
  ['code', (el) => el.code],
  ['type', (el) => orNull(el.type)],
  ['use', (el) => orNull(el.use)],
  ['name', (el, c) => localized(el.name, c.locales)],
  ['externalUpdateDate', (el) => orNull(el.externalUpdateDate)],
  ['values', (el, c) => objects(el.values).map((v) => attributeValueRead(v, c.locales))],
];

/** Attribute: every field; `values: []` when the element has none. The attribute calls take no `fields`. */
export const attributeRead = (element: Obj, context: AttributeContext) => readObject(attributeFields, element, context);

/**
 * What a product's options, extras and attribute properties read from an attribute, in one
 * call's locale: its name and type, and its values by code.
 */
export interface AttributeFacts {
  name: unknown;
  type: unknown;
  values: ReadonlyMap<string, Obj>;
}

export const attributeFacts = (element: Obj, locales: Locales): AttributeFacts => ({
  name: localized(element.name, locales),
  type: orNull(element.type),
  values: new Map(objects(element.values).map((v) => [String(v.code), attributeValueRead(v, locales)])),
});
