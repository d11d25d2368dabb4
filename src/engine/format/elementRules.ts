/**
 * The import file: what one element of each entity type must look like (the POST models of
 * the catalog spec: AttributeCreate, CategoryCreate, ProductCreate, InventoryPost; of the customer
 * spec: CreateCustomer; the contract's segment create model; and our segment member), written as
 * plain checks rather than zod so that the browser's checker can run them over millions of
 * elements at the speed of JSON.parse. The mock server's processor applies the same checks.
 */
import { foundValue, type Problem, type ProblemCode, type ProblemParams } from './problems';
import type { ImportStrategy } from '../../contract/imports';
import { entityTypes, segmentCodePattern, type EntityType } from '../../contract/terms';

type ImportType = 'AC' | 'D';

/** What is wrong with an element: a code of the checker catalog, with its limit, allowed values, value found. */
export interface ElementProblem extends Problem {
  /** dotted path inside the element, e.g. `name` or `categories[2].code`; empty for the whole element */
  field: string;
}

export interface CheckedElement {
  /**
   * the entity's key (`code`, `productCode/locationCode` for inventory, `externalCustomerNumber`
   * for a customer, `segmentCode/<customer reference>` for a segment member); null when missing
   */
  key: string | null;
  importType: ImportType;
  problems: ElementProblem[];
  /** what the service accepts but the merchant should know (ignored fields): never blocks */
  warnings: ElementProblem[];
}

/**
 * The fields an element is known by (and all a `D` element needs). A segment member is known by its
 * segment and exactly one of the three customer references that follow `segmentCode`.
 */
export const entityKeyFields: Record<EntityType, readonly string[]> = {
  attribute: ['code'],
  category: ['code'],
  product: ['code'],
  inventory: ['productCode', 'locationCode'],
  customer: ['externalCustomerNumber'],
  segment: ['code'],
  segmentMember: ['segmentCode', 'externalCustomerNumber', 'emailAddress', 'customerId'],
};

/** How a segment member names its customer (ours: exactly one of them). */
const memberReferenceFields = ['externalCustomerNumber', 'emailAddress', 'customerId'] as const;

/** The one customer reference a segment member element writes, or null when it writes none or several. */
export const memberReference = (el: Obj): { field: (typeof memberReferenceFields)[number]; value: string } | null => {
  let found: ReturnType<typeof memberReference> = null;
  for (const field of memberReferenceFields) {
    const value = el[field];
    if (value === undefined) continue;
    if (found || typeof value !== 'string' || value.length === 0) return null;
    found = { field, value };
  }
  return found;
};

type Obj = Record<string, unknown>;
export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The key of an element (its key fields joined by '/'), or null when a key field is missing or not a non-empty string. */
export const elementKey = (entity: EntityType, el: unknown): string | null => {
  if (!isObject(el)) return null;
  if (entity === 'segmentMember') {
    const segment = el.segmentCode;
    const ref = memberReference(el);
    return typeof segment === 'string' && segment.length > 0 && ref ? `${segment}/${ref.value}` : null;
  }
  const fields = entityKeyFields[entity];
  const first = el[fields[0]!];
  if (typeof first !== 'string' || first.length === 0) return null;
  if (fields.length === 1) return first;
  const second = el[fields[1]!];
  return typeof second === 'string' && second.length > 0 ? `${first}/${second}` : null;
};

/** Enumerations of the catalog spec that the checks enforce. */
const catalogEnums = {
  attributeType: ['text', 'productList', 'input', 'number'],
  attributeUse: ['option', 'extra', 'property'],
  categoryStatus: ['active', 'inactive'],
  modelType: ['standard', 'configurable', 'bundle', 'bundleItem', 'variant'],
  productStatus: ['active', 'inactive', 'scheduled'],
  propertyType: ['simple', 'attribute', 'product', 'productList', 'html'],
  inventoryStatus: ['active', 'inactive'],
} as const;

/** Enumerations of the customer spec (and the contract's segments) that the checks enforce. */
const customerEnums = {
  customerStatus: ['active', 'inactive', 'deleted'],
  communicationPreference: ['sms', 'email', 'push'],
  segmentType: ['fixed', 'dynamic'],
  segmentStatus: ['active', 'inactive'],
} as const;

/**
 * Length in characters (code points), as the service counts: a 255-character name of emoji is
 * 510 UTF-16 units. Only a text longer than the limit in units is counted again.
 */
const characterCount = (text: string, atMost = Infinity): number => (text.length <= atMost ? text.length : [...text].length);

interface Presence {
  required?: boolean;
  nullable?: boolean;
}
interface StringRule extends Presence {
  max?: number;
}
interface LocalizationRule extends Omit<StringRule, 'nullable'> {
  minOne?: boolean;
  nullableTexts?: boolean;
}

// The rules' options are made once: the checks run for millions of elements.
const none: StringRule = {};
const required: StringRule = { required: true };
const nullable: StringRule = { nullable: true };
const requiredCode: StringRule = { required: true, max: 255 };
const optionalCode: StringRule = { max: 255 };
const nullableCode: StringRule = { nullable: true, max: 255 };
const requiredNullableCode: StringRule = { required: true, nullable: true, max: 255 };
const locationCode: StringRule = { required: true, max: 36 };
/** a segment's code: the contract's limit (ours) */
const segmentCode: StringRule = { required: true, max: 64 };
const segmentName: StringRule = { required: true, max: 255 };
const segmentDescription: StringRule = { max: 1000 };
/** one @, something before it, a dot in the domain, no spaces: the form, not whether it is delivered */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const requiredName: LocalizationRule = { required: true, minOne: true };
const optionalTexts: LocalizationRule = { minOne: true };
const nullableTexts: LocalizationRule = { nullableTexts: true };
const longTexts: LocalizationRule = { nullableTexts: true, max: Infinity };
const description: LocalizationRule = { max: 64000 };

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
class Checker {
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
  list(field: string, value: unknown, item: (c: Checker, el: Obj) => void, maxItems?: number) {
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
  texts(field: string, value: unknown, item: (c: Checker, text: unknown) => void) {
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
  object(field: string, value: unknown, check: (c: Checker, el: Obj) => void, isNullable = false) {
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

/** The fields of each POST model (and `importType`): the rest are warned about, and the preview compares only these. */
export const postModelFields: Record<EntityType, ReadonlySet<string>> = {
  attribute: new Set(['importType', 'code', 'type', 'use', 'name', 'externalUpdateDate', 'values']),
  category: new Set(['importType', 'code', 'parentCategoryCode', 'image', 'name', 'url', 'sequenceId', 'description', 'externalUpdateDate', 'status']),
  product: new Set([
    'importType', 'name', 'longName', 'shortDescription', 'longDescription', 'categories', 'properties', 'media', 'options', 'extras',
    'parentProductCode', 'modelType', 'identifiers', 'price', 'fulfillmentMethods', 'unit', 'unitValue', 'unitPriceRefUom',
    'unitPriceRefValue', 'hasCatchWeight', 'isSerialized', 'status', 'startDate', 'endDate', 'firstAvailableDate', 'eolDate',
    'isInventoryManaged', 'inventoryTreatment', 'shippingInformation', 'rating', 'url', 'isTaxed', 'taxClass', 'minQty', 'maxQty',
    'code', 'externalUpdateDate',
  ]),
  inventory: new Set([
    'importType', 'productCode', 'locationCode', 'inventoryTreatmentSetting', 'sku', 'onHand', 'safetyStock', 'bin', 'binLocation',
    'status', 'externalUpdateDate',
  ]),
  // CreateCustomer without `password`: a password in an import file is a problem, not a field
  customer: new Set([
    'importType', 'externalCustomerNumber', 'firstName', 'middleName', 'lastName', 'emailAddress', 'status', 'isAnonymous', 'taxExempt',
    'taxClass', 'contacts', 'attributes', 'settings', 'externalUpdateDate',
  ]),
  // the contract's segment create model without `members` (a segment members file adds them)
  segment: new Set(['importType', 'code', 'name', 'type', 'status', 'description', 'rule']),
  segmentMember: new Set(['importType', 'segmentCode', 'externalCustomerNumber', 'emailAddress', 'customerId']),
};

/** The warning of a field the entity type does not have. */
const unknownFieldCode: Record<EntityType, ProblemCode> = {
  attribute: 'unknownAttributeField',
  category: 'unknownCategoryField',
  product: 'unknownProductField',
  inventory: 'unknownInventoryField',
  customer: 'unknownCustomerField',
  segment: 'unknownSegmentField',
  segmentMember: 'unknownSegmentMemberField',
};

const units = ['mg', 'g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3', 'unit', 'piece', 'each', 'oz', 'lb', 'floz', 'pt', 'qt', 'gal', 'in', 'ft', 'yd', 'ft2'];
const refUnits = ['mg', 'g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3', 'piece', 'unit', 'each'];
const inventoryTreatments = ['showOutOfStock', 'allowBackOrders', 'preOrder', 'hideInStorefront'];
const displayGroups = ['properties', 'features', 'general', 'pricing', 'custom'];
const mediaTypes = ['image', 'video', 'pdf'];
const swatchTypes = ['image', 'color'];
const priceTypes = ['fixed', 'relative'];
/** ISO 4217 currency codes, the values a price's `currencyCode` may take in the catalog service. */
const currencyCodes: ReadonlySet<string> = new Set(
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWL'.split(' '),
);
const nullableText = (max: number): StringRule => ({ nullable: true, max });
const text500 = nullableText(500);
const text255 = nullableText(255);
const text100 = nullableText(100);
const text20 = nullableText(20);
const text10 = nullableText(10);
const text5 = nullableText(5);
const text1000 = nullableText(1000);

// Fields are read by name, never by a variable key (el[f]): a keyed read of a field the element
// lacks is many times slower, and most elements lack most optional fields.

const checkSwatch = (c: Checker, sw: Obj) => c.enumValue('type', sw.type, swatchTypes);

const checkAttributeValue = (c: Checker, v: Obj) => {
  c.string('code', v.code, requiredCode);
  c.number('sequenceId', v.sequenceId, required);
  c.localization('name', v.name, requiredName);
  c.object('swatch', v.swatch, checkSwatch);
};

const checkAttribute = (c: Checker, el: Obj) => {
  c.enumValue('type', el.type, catalogEnums.attributeType, required);
  c.enumValue('use', el.use, catalogEnums.attributeUse, required);
  c.localization('name', el.name, requiredName);
  c.string('externalUpdateDate', el.externalUpdateDate, nullable);
  c.list('values', el.values, checkAttributeValue, 5000);
};

const checkCategory = (c: Checker, el: Obj) => {
  c.localization('name', el.name, requiredName);
  c.integer('sequenceId', el.sequenceId, required);
  c.string('parentCategoryCode', el.parentCategoryCode, nullableCode);
  c.enumValue('status', el.status, catalogEnums.categoryStatus);
  c.localization('image', el.image, optionalTexts);
  c.localization('url', el.url, optionalTexts);
  c.localization('description', el.description);
  c.string('externalUpdateDate', el.externalUpdateDate, nullable);
};

/** volumePricing's limits must be written, if only as null */
const presentNumber = (c: Checker, v: Obj, field: string) => {
  if (!(field in v)) c.add(field, 'required');
  else c.number(field, v[field], nullable);
};

const checkVolumePrice = (c: Checker, v: Obj) => {
  c.number('price', v.price, required);
  c.enumValue('priceType', v.priceType, priceTypes, required);
  presentNumber(c, v, 'minQty');
  presentNumber(c, v, 'maxQty');
};

const checkMapPrice = (c: Checker, m: Obj) => c.number('price', m.price, required);

const checkPrice = (c: Checker, price: Obj) => {
  c.enumValue('currencyCode', price.currencyCode, currencyCodes, required);
  c.number('price', price.price, required);
  c.number('cost', price.cost, nullable);
  c.number('salePrice', price.salePrice, nullable);
  c.number('msrp', price.msrp, nullable);
  c.number('minPrice', price.minPrice);
  c.number('maxPrice', price.maxPrice);
  c.list('volumePricing', price.volumePricing, checkVolumePrice);
  c.list('mapPricing', price.mapPricing, checkMapPrice);
};

const checkChoiceValue = (c: Checker, v: Obj) => {
  c.string('code', v.code, requiredCode);
  c.number('additionalPrice', v.additionalPrice, nullable);
};

/** options and extras: `[{code, values?: [{code, additionalPrice?}]}]` */
const checkChoice = (c: Checker, o: Obj) => {
  c.string('code', o.code, requiredCode);
  c.list('values', o.values, checkChoiceValue);
};

const checkCategoryLink = (c: Checker, cat: Obj) => {
  c.string('code', cat.code, requiredCode);
  c.boolean('isPrimary', cat.isPrimary);
  c.number('sequenceId', cat.sequenceId);
};

const checkProperty = (c: Checker, p: Obj) => {
  c.string('code', p.code, optionalCode);
  c.enumValue('type', p.type, catalogEnums.propertyType);
  c.enumValue('displayGroup', p.displayGroup, displayGroups);
};

const checkMediaItem = (c: Checker, m: Obj) => {
  c.string('url', m.url, requiredCode);
  c.enumValue('type', m.type, mediaTypes, required);
  c.string('code', m.code, optionalCode);
  c.string('title', m.title, text255);
  c.string('altText', m.altText, text1000);
};

/** locale → list of media */
const checkMedia = (c: Checker, media: Obj) => {
  for (const locale in media) {
    const items = media[locale];
    if (items === null) c.add(locale, 'notArray', foundValue(null));
    c.list(locale, items, checkMediaItem);
  }
};

const checkIdentifiers = (c: Checker, ids: Obj) => {
  c.string('mfgPartNum', ids.mfgPartNum, text500);
  c.string('upc', ids.upc, text500);
  c.string('ean', ids.ean, text500);
  c.string('isbn', ids.isbn, text500);
  c.string('sku', ids.sku, text500);
  c.string('distiPartNum', ids.distiPartNum, text500);
};

const checkShipping = (c: Checker, si: Obj) => {
  c.boolean('isShippedAlone', si.isShippedAlone);
  c.number('height', si.height, nullable);
  c.number('width', si.width, nullable);
  c.number('length', si.length, nullable);
  c.number('weight', si.weight, nullable);
  c.string('heightUnit', si.heightUnit, text20);
  c.string('widthUnit', si.widthUnit, text20);
  c.string('lengthUnit', si.lengthUnit, text20);
  c.string('weightUnit', si.weightUnit, text20);
};

const checkFulfillmentMethod = (c: Checker, method: unknown) => c.string('', method);

const checkProduct = (c: Checker, el: Obj) => {
  c.localization('name', el.name, requiredName);
  c.enumValue('modelType', el.modelType, catalogEnums.modelType, required);
  c.boolean('isInventoryManaged', el.isInventoryManaged, required);
  c.enumValue('status', el.status, catalogEnums.productStatus);
  c.localization('longName', el.longName, nullableTexts);
  c.localization('shortDescription', el.shortDescription, longTexts);
  c.localization('longDescription', el.longDescription, description);
  c.list('categories', el.categories, checkCategoryLink);
  c.list('options', el.options, checkChoice);
  c.list('extras', el.extras, checkChoice);
  c.list('properties', el.properties, checkProperty);
  c.object('media', el.media, checkMedia);
  c.string('parentProductCode', el.parentProductCode, nullableCode);
  c.object('identifiers', el.identifiers, checkIdentifiers);
  c.object('price', el.price, checkPrice);
  c.texts('fulfillmentMethods', el.fulfillmentMethods, checkFulfillmentMethod);
  c.enumValue('unit', el.unit, units, nullable);
  c.enumValue('unitPriceRefUom', el.unitPriceRefUom, refUnits, nullable);
  c.number('unitValue', el.unitValue, nullable);
  c.number('unitPriceRefValue', el.unitPriceRefValue, nullable);
  c.number('rating', el.rating, nullable);
  c.number('minQty', el.minQty, nullable);
  c.number('maxQty', el.maxQty, nullable);
  c.boolean('hasCatchWeight', el.hasCatchWeight, nullable);
  c.boolean('isSerialized', el.isSerialized, nullable);
  c.boolean('isTaxed', el.isTaxed);
  c.enumValue('inventoryTreatment', el.inventoryTreatment, inventoryTreatments, nullable);
  c.string('url', el.url, text255);
  c.string('taxClass', el.taxClass, text255);
  c.string('startDate', el.startDate, nullable);
  c.string('endDate', el.endDate, nullable);
  c.string('firstAvailableDate', el.firstAvailableDate, nullable);
  c.string('eolDate', el.eolDate, nullable);
  c.string('externalUpdateDate', el.externalUpdateDate, nullable);
  c.object('shippingInformation', el.shippingInformation, checkShipping, true);
};

const checkTreatmentSetting = (c: Checker, its: Obj) => c.string('code', its.code, nullableCode);

const checkInventory = (c: Checker, el: Obj) => {
  c.string('sku', el.sku, requiredNullableCode);
  c.number('onHand', el.onHand, nullable);
  c.number('safetyStock', el.safetyStock, nullable);
  c.enumValue('status', el.status, catalogEnums.inventoryStatus);
  c.string('bin', el.bin, text100);
  c.string('binLocation', el.binLocation, text100);
  c.object('inventoryTreatmentSetting', el.inventoryTreatmentSetting, checkTreatmentSetting, true);
  c.string('externalUpdateDate', el.externalUpdateDate, nullable);
};

// The customer spec's CreateCustomer and its parts (ContactCreate, CustomerAttribute, CustomerSettings).

const checkContactFields = (c: Checker, fields: Obj) => {
  c.string('dhlPostBoxNumber', fields.dhlPostBoxNumber, text5);
  c.string('dhlPostNumber', fields.dhlPostNumber, text10);
};

const checkContact = (c: Checker, contact: Obj) => {
  c.string('firstName', contact.firstName, required);
  c.string('lastName', contact.lastName, required);
  c.string('middleName', contact.middleName, nullable);
  c.string('externalContactCode', contact.externalContactCode, nullable);
  c.enumValue('status', contact.status, customerEnums.customerStatus);
  c.string('companyName', contact.companyName, nullable);
  c.string('address1', contact.address1);
  c.string('address2', contact.address2, nullable);
  c.string('address3', contact.address3, nullable);
  c.string('address4', contact.address4, nullable);
  c.string('city', contact.city);
  c.string('postalCode', contact.postalCode);
  c.string('region', contact.region);
  c.string('country', contact.country);
  c.object('additionalFields', contact.additionalFields, checkContactFields);
  c.string('phone', contact.phone, nullable);
  c.string('fax', contact.fax, nullable);
  c.string('mobile', contact.mobile, nullable);
  c.email('emailAddress', contact.emailAddress);
  c.boolean('isDefaultBilling', contact.isDefaultBilling);
  c.boolean('isDefaultShipping', contact.isDefaultShipping);
  c.string('externalUpdateDate', contact.externalUpdateDate);
};

/** `{code, value?, name?}`: the value is free text, or `{code}` for an attribute with values (any JSON here) */
const checkCustomerAttribute = (c: Checker, attribute: Obj) => {
  c.string('code', attribute.code, required);
  c.string('name', attribute.name);
};

const checkCommunicationPreference = (c: Checker, preference: unknown) => c.enumValue('', preference, customerEnums.communicationPreference);

const checkCustomerSettings = (c: Checker, settings: Obj) => {
  c.string('defaultLocale', settings.defaultLocale);
  c.string('defaultCurrency', settings.defaultCurrency);
  c.texts('communicationPreferences', settings.communicationPreferences, checkCommunicationPreference);
  c.string('defaultLocationCode', settings.defaultLocationCode);
  c.boolean('marketingOptIn', settings.marketingOptIn);
};

const checkCustomer = (c: Checker, el: Obj) => {
  c.string('firstName', el.firstName, required);
  c.string('middleName', el.middleName, nullable);
  c.string('lastName', el.lastName, required);
  c.email('emailAddress', el.emailAddress, required);
  if (el.password !== undefined) c.add('password', 'passwordNotImported');
  c.enumValue('status', el.status, customerEnums.customerStatus);
  c.boolean('isAnonymous', el.isAnonymous);
  c.boolean('taxExempt', el.taxExempt);
  c.string('taxClass', el.taxClass, nullable);
  c.list('contacts', el.contacts, checkContact);
  c.list('attributes', el.attributes, checkCustomerAttribute);
  c.object('settings', el.settings, checkCustomerSettings);
  c.string('externalUpdateDate', el.externalUpdateDate);
};

/** The contract's segment create model (the public specs have none): code, name, type, status, description; a dynamic one's rule. */
const checkSegment = (c: Checker, el: Obj) => {
  if (typeof el.code === 'string' && el.code.length > 0 && !segmentCodePattern.test(el.code)) c.add('code', 'segmentCodePattern', foundValue(el.code));
  c.string('name', el.name, segmentName);
  if (typeof el.name === 'string' && el.name.length > 0 && el.name.trim().length === 0) c.add('name', 'emptyText');
  c.enumValue('type', el.type, customerEnums.segmentType, required);
  c.enumValue('status', el.status, customerEnums.segmentStatus);
  c.string('description', el.description, segmentDescription);
  if (el.type === 'fixed' && el.rule !== undefined) c.add('rule', 'ruleOnFixedSegment');
  if (el.members !== undefined) c.add('members', 'membersInSegmentFile');
};

const checkSegmentMember = (c: Checker, el: Obj) => {
  c.string('externalCustomerNumber', el.externalCustomerNumber, optionalCode);
  c.email('emailAddress', el.emailAddress);
  c.string('customerId', el.customerId, optionalCode);
};

/** Exactly one customer reference in a segment member element (checked for `D` elements too: it is the key). */
const checkMemberReference = (c: Checker, el: Obj) => {
  const written = memberReferenceFields.filter((f) => el[f] !== undefined);
  if (written.length === 0) c.add('', 'memberReferenceMissing');
  else if (written.length > 1) c.add('', 'memberReferenceTwice', { fields: written.join(', ') });
};

const entityChecks: Record<EntityType, (c: Checker, el: Obj) => void> = {
  attribute: checkAttribute,
  category: checkCategory,
  product: checkProduct,
  inventory: checkInventory,
  customer: checkCustomer,
  segment: checkSegment,
  segmentMember: checkSegmentMember,
};

/** The check of a key field (not a segment member's): its presence and its limits. */
const keyRule = (entity: EntityType, field: string): StringRule =>
  field === 'locationCode' ? locationCode : entity === 'segment' ? segmentCode : requiredCode;

/** Checks one element of an import file against its entity's POST model and the strategy's rules. */
export const checkImportElement = (entity: EntityType, strategy: ImportStrategy, el: unknown): CheckedElement => {
  if (!isObject(el)) {
    return { key: null, importType: 'AC', problems: [{ field: '', code: 'notObject', params: foundValue(el) }], warnings: [] };
  }
  const c = checker;
  c.problems = [];
  c.warnings = [];
  let importType: ImportType = 'AC';
  const rawType = el.importType;
  if (rawType !== undefined) {
    if (strategy === 'full') {
      c.add('importType', 'importTypeInFull');
    } else if (rawType === 'AC' || rawType === 'D') {
      importType = rawType;
    } else {
      c.add('importType', 'importTypeInvalid', foundValue(rawType));
    }
  }
  if (entity === 'segmentMember') {
    c.string('segmentCode', el.segmentCode, segmentCode);
    checkMemberReference(c, el);
    // the reference is the key: its form is checked whatever the element does
    if (importType === 'D') checkSegmentMember(c, el);
  } else {
    for (const f of entityKeyFields[entity]) c.string(f, el[f], keyRule(entity, f));
  }
  if (importType === 'AC') {
    entityChecks[entity](c, el);
    c.unknownFields(el, postModelFields[entity], unknownFieldCode[entity]);
  }
  return { key: elementKey(entity, el), importType, problems: c.problems, warnings: c.warnings };
};

/** One checker for every element (the checks never nest): nothing to make per element but its findings. */
const checker = new Checker();

export type ReferenceKind = 'category' | 'attribute' | 'attributeValue';

/** options and extras: each choice's attribute code, then its values as `attribute/value` */
const visitChoices = (list: unknown, visit: (kind: ReferenceKind, code: string) => void) => {
  if (!Array.isArray(list)) return;
  for (const o of list) {
    if (!isObject(o) || typeof o.code !== 'string') continue;
    visit('attribute', o.code);
    if (!Array.isArray(o.values)) continue;
    for (const v of o.values) if (isObject(v) && typeof v.code === 'string') visit('attributeValue', `${o.code}/${v.code}`);
  }
};

/**
 * Each code an element names in other entity types, in the order written: categories, then the
 * attributes (and values) of options, extras and attribute properties. A visitor rather than
 * lists, so the checker counts references of millions of elements without making arrays.
 */
export const visitReferences = (entity: EntityType, el: Obj, visit: (kind: ReferenceKind, code: string) => void) => {
  if (entity === 'product') {
    if (Array.isArray(el.categories)) for (const c of el.categories) if (isObject(c) && typeof c.code === 'string') visit('category', c.code);
    visitChoices(el.options, visit);
    visitChoices(el.extras, visit);
    if (Array.isArray(el.properties)) {
      for (const p of el.properties) if (isObject(p) && p.type === 'attribute' && typeof p.code === 'string') visit('attribute', p.code);
    }
  } else if (entity === 'category' && typeof el.parentCategoryCode === 'string') {
    visit('category', el.parentCategoryCode);
  }
};

/** Codes an element refers to in other entity types (checked by the service, not the browser). */
export const elementReferences = (entity: EntityType, el: Obj): { attribute: string[]; category: string[] } => {
  const refs = { attribute: [] as string[], category: [] as string[] };
  visitReferences(entity, el, (kind, code) => {
    if (kind !== 'attributeValue') refs[kind].push(code);
  });
  return refs;
};

/** How well an element's fields fit an entity type's POST model: its fields the model has, less those it does not. */
const fieldFit = (entity: EntityType, el: Obj) => {
  let fit = 0;
  for (const field in el) if (field !== 'importType') fit += postModelFields[entity].has(field) ? 1 : -1;
  return fit;
};

/**
 * The entity type an element fits better than `own`, the slot's: used to say "this looks like a
 * products file". Null when `own` fits as well as any, or when two others fit equally well (a
 * fixed segment's `code`, `name` and `type` are an attribute's too).
 */
export const guessEntityType = (el: unknown, own: EntityType): EntityType | null => {
  if (!isObject(el)) return null;
  let best: EntityType | null = null;
  let bestFit = fieldFit(own, el);
  let tie = false;
  for (const entity of entityTypes) {
    const fit = fieldFit(entity, el);
    if (fit > bestFit) [best, bestFit, tie] = [entity, fit, false];
    else if (fit === bestFit && entity !== own && best !== null) tie = true;
  }
  return tie ? null : best;
};
