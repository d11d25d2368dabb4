/** PriceGet: a product's price as written, with the price per measure unit worked out. */
import { isObject, objects, orNull, type Obj } from './readFields';

/** How many of a unit's base one unit is; units of one family convert, others do not *(ours)*. */
const unitScale: Record<string, readonly [family: string, factor: number]> = {
  mg: ['mass', 0.001], g: ['mass', 1], kg: ['mass', 1000], oz: ['mass', 28.349523125], lb: ['mass', 453.59237],
  ml: ['volume', 1], l: ['volume', 1000], floz: ['volume', 29.5735295625], pt: ['volume', 473.176473], qt: ['volume', 946.352946], gal: ['volume', 3785.411784],
  cm: ['length', 1], m: ['length', 100], in: ['length', 2.54], ft: ['length', 30.48], yd: ['length', 91.44],
  m2: ['area', 1], ft2: ['area', 0.09290304],
  m3: ['cubic', 1],
  unit: ['count', 1], piece: ['count', 1], each: ['count', 1],
};

/**
 * PriceGet's `pricePerMeasureUnit`: the price per `unitPriceRefValue` `unitPriceRefUom` of a
 * product of `unitValue` `unit` (a 250 g product at 5.00 per 100 g is 2.00), rounded to cents;
 * null when one of the four is missing or the units do not convert *(ours: the spec names the
 * inputs, not the formula)*.
 */
const pricePerMeasureUnit = (price: unknown, el: Obj): number | null => {
  const { unit, unitValue, unitPriceRefUom: refUnit, unitPriceRefValue: refValue } = el;
  if (typeof price !== 'number' || typeof unitValue !== 'number' || typeof refValue !== 'number' || unitValue <= 0) return null;
  const from = typeof unit === 'string' ? unitScale[unit] : undefined;
  const to = typeof refUnit === 'string' ? unitScale[refUnit] : undefined;
  if (!from || !to || from[0] !== to[0]) return null;
  return Math.round(((price / (unitValue * from[1])) * refValue * to[1]) * 100) / 100;
};

/** PriceGet: every field, as written or null; volume and MAP prices `[]` when none. */
export const priceRead = (p: unknown, el: Obj): Obj | null => {
  if (!isObject(p)) return null;
  return {
    currencyCode: p.currencyCode,
    price: p.price,
    cost: orNull(p.cost),
    unit: orNull(p.unit),
    salePrice: orNull(p.salePrice),
    msrp: orNull(p.msrp),
    minPrice: orNull(p.minPrice),
    maxPrice: orNull(p.maxPrice),
    volumePricing: objects(p.volumePricing).map((v) => ({
      minQty: orNull(v.minQty),
      maxQty: orNull(v.maxQty),
      price: v.price,
      salePrice: orNull(v.salePrice),
      unit: orNull(v.unit),
      priceType: v.priceType,
    })),
    mapPricing: objects(p.mapPricing).map((m) => ({ startDate: orNull(m.startDate), endDate: orNull(m.endDate), price: m.price })),
    pricePerMeasureUnit: pricePerMeasureUnit(p.price, el),
  };
};
