/** The catalog spec's ProductCreate and its parts: prices, choices, properties, media, identifiers, shipping. */
import { foundValue } from '../problems';
import {
  nullable,
  nullableCode,
  nullableText,
  optionalCode,
  required,
  requiredCode,
  requiredName,
  type ElementChecker,
  type LocalizationRule,
  type Obj,
} from '../elementChecker';

export const modelTypes = ['standard', 'configurable', 'bundle', 'bundleItem', 'variant'];
export const productStatuses = ['active', 'inactive', 'scheduled'];
const propertyTypes = ['simple', 'attribute', 'product', 'productList', 'html'];
export const units = ['mg', 'g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3', 'unit', 'piece', 'each', 'oz', 'lb', 'floz', 'pt', 'qt', 'gal', 'in', 'ft', 'yd', 'ft2'];
export const refUnits = ['mg', 'g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3', 'piece', 'unit', 'each'];
export const inventoryTreatments = ['showOutOfStock', 'allowBackOrders', 'preOrder', 'hideInStorefront'];
const displayGroups = ['properties', 'features', 'general', 'pricing', 'custom'];
const mediaTypes = ['image', 'video', 'pdf'];
const priceTypes = ['fixed', 'relative'];
/** ISO 4217 currency codes, the values a price's `currencyCode` may take in the catalog service. */
const currencyCodes: ReadonlySet<string> = new Set(
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWL'.split(' '),
);
const nullableTexts: LocalizationRule = { nullableTexts: true };
const longTexts: LocalizationRule = { nullableTexts: true, max: Infinity };
const description: LocalizationRule = { max: 64000 };
const text500 = nullableText(500);
const text255 = nullableText(255);
const text20 = nullableText(20);
const text1000 = nullableText(1000);

/** volumePricing's limits must be written, if only as null */
const presentNumber = (c: ElementChecker, v: Obj, field: string) => {
  if (!(field in v)) c.add(field, 'required');
  else c.number(field, v[field], nullable);
};

const checkVolumePrice = (c: ElementChecker, v: Obj) => {
  c.number('price', v.price, required);
  c.enumValue('priceType', v.priceType, priceTypes, required);
  presentNumber(c, v, 'minQty');
  presentNumber(c, v, 'maxQty');
};

const checkMapPrice = (c: ElementChecker, m: Obj) => c.number('price', m.price, required);

const checkPrice = (c: ElementChecker, price: Obj) => {
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

const checkChoiceValue = (c: ElementChecker, v: Obj) => {
  c.string('code', v.code, requiredCode);
  c.number('additionalPrice', v.additionalPrice, nullable);
};

/** options and extras: `[{code, values?: [{code, additionalPrice?}]}]` */
const checkChoice = (c: ElementChecker, o: Obj) => {
  c.string('code', o.code, requiredCode);
  c.list('values', o.values, checkChoiceValue);
};

const checkCategoryLink = (c: ElementChecker, cat: Obj) => {
  c.string('code', cat.code, requiredCode);
  c.boolean('isPrimary', cat.isPrimary);
  c.number('sequenceId', cat.sequenceId);
};

const checkProperty = (c: ElementChecker, p: Obj) => {
  c.string('code', p.code, optionalCode);
  c.enumValue('type', p.type, propertyTypes);
  c.enumValue('displayGroup', p.displayGroup, displayGroups);
};

const checkMediaItem = (c: ElementChecker, m: Obj) => {
  c.string('url', m.url, requiredCode);
  c.enumValue('type', m.type, mediaTypes, required);
  c.string('code', m.code, optionalCode);
  c.string('title', m.title, text255);
  c.string('altText', m.altText, text1000);
};

/** locale → list of media */
const checkMedia = (c: ElementChecker, media: Obj) => {
  for (const locale in media) {
    const items = media[locale];
    if (items === null) c.add(locale, 'notArray', foundValue(null));
    c.list(locale, items, checkMediaItem);
  }
};

const checkIdentifiers = (c: ElementChecker, ids: Obj) => {
  c.string('mfgPartNum', ids.mfgPartNum, text500);
  c.string('upc', ids.upc, text500);
  c.string('ean', ids.ean, text500);
  c.string('isbn', ids.isbn, text500);
  c.string('sku', ids.sku, text500);
  c.string('distiPartNum', ids.distiPartNum, text500);
};

const checkShipping = (c: ElementChecker, si: Obj) => {
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

const checkFulfillmentMethod = (c: ElementChecker, method: unknown) => c.string('', method);

export const checkProduct = (c: ElementChecker, el: Obj) => {
  c.localization('name', el.name, requiredName);
  c.enumValue('modelType', el.modelType, modelTypes, required);
  c.boolean('isInventoryManaged', el.isInventoryManaged, required);
  c.enumValue('status', el.status, productStatuses);
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
