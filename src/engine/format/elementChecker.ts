/**
 * What the element rules are made of: the checks of one element's fields (`ElementChecker`), the
 * options they take, and what they find. Plain checks rather than zod, so that the browser's
 * checker runs them over millions of elements at the speed of JSON.parse.
 *
 * The rule sets (rules/) read an element's fields by name, never by a variable key (el[f]): a
 * keyed read of a field the element lacks is many times slower, and most elements lack most
 * optional fields.
 */
import { foundValue, type Problem, type ProblemCode, type ProblemParams } from './problems';

/** What is wrong with an element: a code of the checker catalog, with its limit, allowed values, value found. */
export interface ElementProblem extends Problem {
  /** dotted path inside the element, e.g. `name` or `categories[2].code`; empty for the whole element */
  field: string;
}

export type Obj = Record<string, unknown>;
export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Length in characters (code points), as the service counts: a 255-character name of emoji is
 * 510 UTF-16 units. Only a text longer than the limit in units is counted again.
 */
const characterCount = (text: string, atMost = Infinity): number => (text.length <= atMost ? text.length : [...text].length);

export interface Presence {
  required?: boolean;
  nullable?: boolean;
}
export interface StringRule extends Presence {
  max?: number;
}
export interface LocalizationRule extends Omit<StringRule, 'nullable'> {
  minOne?: boolean;
  nullableTexts?: boolean;
}

// The rules' options are made once: the checks run for millions of elements.
const none: StringRule = {};
export const required: StringRule = { required: true };
export const nullable: StringRule = { nullable: true };
export const requiredCode: StringRule = { required: true, max: 255 };
export const optionalCode: StringRule = { max: 255 };
export const nullableCode: StringRule = { nullable: true, max: 255 };
export const requiredName: LocalizationRule = { required: true, minOne: true };
export const nullableText = (max: number): StringRule => ({ nullable: true, max });
/** one @, something before it, a dot in the domain, no spaces: the form, not whether it is delivered */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Property names and item indexes as a dotted path: `price.volumePricing[2].minQty`. */
export const dottedPath = (steps: readonly (string | number)[]): string => {
  let path = '';
  for (const step of steps) path = typeof step === 'number' ? `${path}[${step}]` : path ? `${path}.${step}` : step;
  return path;
};

/**
 * The checks of one element. Nested objects are entered and left (`enter('price')`,
 * `enter(2)`): the dotted path of a field (`price.volumePricing[2].minQty`) is put together only
 * when something is wrong with it, so that a valid element costs no strings at all.
 */
export class ElementChecker {
  problems: ElementProblem[] = [];
  warnings: ElementProblem[] = [];
  /** where the checks are: property names and item indexes */
  private readonly at: (string | number)[] = [];

  enter(step: string | number) {
    this.at.push(step);
  }

  leave() {
    this.at.pop();
  }

  /** `field` (or the object itself, for '') inside the object being checked, as a dotted path */
  private path(field: string): string {
    return dottedPath(field === '' ? this.at : [...this.at, field]);
  }

  add(field: string, code: ProblemCode, params?: ProblemParams) {
    this.problems.push({ field: this.path(field), code, params });
  }

  // the rules below each test for a missing or null value themselves: they run for every field of
  // every element, and a shared helper measured about 8 % slower on 200,000 customers
  string(field: string, value: unknown, opts: StringRule = none) {
    if (value === undefined) {
      if (opts.required) this.add(field, 'required');
      return;
    }
    if (value === null && opts.nullable) return;
    if (typeof value !== 'string') return this.add(field, 'notString', foundValue(value));
    if (value.length === 0) return this.add(field, 'emptyText');
    if (opts.max !== undefined && characterCount(value, opts.max) > opts.max) {
      this.add(field, 'tooLong', { max: opts.max, actual: characterCount(value) });
    }
  }

  /** A text in the form of an e-mail address (the spec's `format: email`). */
  email(field: string, value: unknown, opts: StringRule = none) {
    const before = this.problems.length;
    this.string(field, value, opts);
    if (this.problems.length > before || typeof value !== 'string') return;
    if (!emailPattern.test(value)) this.add(field, 'notEmail', foundValue(value));
  }

  enumValue(field: string, value: unknown, allowed: readonly string[] | ReadonlySet<string>, opts: Presence = none) {
    if (value === undefined) {
      if (opts.required) {
        if (Array.isArray(allowed)) this.add(field, 'requiredOneOf', { allowed: allowed.join(', ') });
        else this.add(field, 'required');
      }
      return;
    }
    if (value === null && opts.nullable) return;
    const ok = typeof value === 'string' && (Array.isArray(allowed) ? allowed.includes(value) : (allowed as ReadonlySet<string>).has(value));
    if (!ok) {
      if (Array.isArray(allowed)) this.add(field, 'notOneOf', { allowed: allowed.join(', '), ...foundValue(value) });
      else this.add(field, 'notKnownCode', foundValue(value));
    }
  }

  integer(field: string, value: unknown, opts: Presence = none) {
    if (value === undefined) {
      if (opts.required) this.add(field, 'required');
      return;
    }
    if (value === null && opts.nullable) return;
    if (typeof value !== 'number' || !Number.isInteger(value)) this.add(field, 'notInteger', foundValue(value));
  }

  number(field: string, value: unknown, opts: Presence = none) {
    if (value === undefined) {
      if (opts.required) this.add(field, 'required');
      return;
    }
    if (value === null && opts.nullable) return;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.add(field, 'notNumber', foundValue(value));
  }

  boolean(field: string, value: unknown, opts: Presence = none) {
    if (value === undefined) {
      if (opts.required) this.add(field, 'required');
      return;
    }
    if (value === null && opts.nullable) return;
    if (typeof value !== 'boolean') this.add(field, 'notBoolean', foundValue(value));
  }

  /** `{"en-us": "Color"}`: locale → text; `short` texts need 1 to 255 characters */
  localization(field: string, value: unknown, opts: LocalizationRule = none) {
    if (value === undefined || (value === null && !opts.required)) {
      if (value === undefined && opts.required) this.add(field, 'requiredLocalization');
      return;
    }
    if (!isObject(value)) return this.add(field, 'notLocalization', foundValue(value));
    const max = opts.max ?? 255;
    let locales = 0;
    for (const locale in value) {
      locales++;
      const text = value[locale];
      if (text === null && opts.nullableTexts) continue;
      if (typeof text !== 'string' || (opts.minOne && text.length === 0) || characterCount(text, max) > max) {
        return this.add(`${field}.${locale}`, 'localizedText', { min: opts.minOne ? 1 : 0, max });
      }
    }
    if (opts.required && locales === 0) this.add(field, 'noLocale');
  }

  /** An optional array of objects, each checked by `item` (with the item entered). */
  list(field: string, value: unknown, item: (c: ElementChecker, el: Obj) => void, maxItems?: number) {
    if (value === undefined || value === null) return;
    if (!Array.isArray(value)) return this.add(field, 'notArray', foundValue(value));
    if (maxItems !== undefined && value.length > maxItems) this.add(field, 'tooManyEntries', { max: maxItems, actual: value.length });
    this.enter(field);
    for (let i = 0; i < value.length; i++) {
      const el: unknown = value[i];
      this.enter(i);
      if (!isObject(el)) this.add('', 'notObject', foundValue(el));
      else item(this, el);
      this.leave();
    }
    this.leave();
  }

  /** An optional array of texts, each checked by `item` (with the item entered). */
  texts(field: string, value: unknown, item: (c: ElementChecker, text: unknown) => void) {
    if (value === undefined) return;
    if (!Array.isArray(value)) return this.add(field, 'notTextArray', foundValue(value));
    this.enter(field);
    for (let i = 0; i < value.length; i++) {
      this.enter(i);
      item(this, value[i]);
      this.leave();
    }
    this.leave();
  }

  /** An optional object checked by `check` (with the object entered). */
  object(field: string, value: unknown, check: (c: ElementChecker, el: Obj) => void, isNullable = false) {
    if (value === undefined || (value === null && isNullable)) return;
    if (!isObject(value)) return this.add(field, 'notObject', foundValue(value));
    this.enter(field);
    check(this, value);
    this.leave();
  }

  /** Properties the model does not have: kept by nobody, so the merchant should know (a warning). */
  unknownFields(el: Obj, known: ReadonlySet<string>, code: ProblemCode) {
    for (const name in el) {
      if (!known.has(name)) this.warnings.push({ field: this.path(name), code });
    }
  }
}
