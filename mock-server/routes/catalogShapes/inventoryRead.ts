/** The Inventory read model: stock of one product at one location, and the stock call's `fields` groups. */
import { fieldProblem } from '../../http';
import { isObject, orNull, readObject, type Field, type Obj, type Query } from './readFields';

const count = (v: unknown) => (typeof v === 'number' ? v : 0);
/** the mock keeps no reservations */
const onReserve = 0;

/**
 * InventoryTreatmentSetting: the mock keeps no settings, so the one written is answered by its
 * code, named by its code and purchasable *(ours)*; null when none is written.
 */
const treatmentSetting = (setting: unknown) =>
  isObject(setting) && typeof setting.code === 'string' ? { code: setting.code, name: setting.code, isPurchasable: true } : null;

const inventoryFields: readonly Field<null>[] = [
  ['productCode', (el) => el.productCode],
  ['locationCode', (el) => el.locationCode],
  ['sku', (el) => orNull(el.sku)],
  // a count not written (or null) is none *(ours)*
  ['onHand', (el) => count(el.onHand)],
  ['onReserve', () => onReserve],
  ['safetyStock', (el) => count(el.safetyStock)],
  ['available', (el) => count(el.onHand) - onReserve],
  ['visible', (el) => count(el.onHand) - onReserve - count(el.safetyStock)],
  ['bin', (el) => orNull(el.bin)],
  ['binLocation', (el) => orNull(el.binLocation)],
  ['status', (el) => el.status ?? 'active'],
  ['externalUpdateDate', (el) => orNull(el.externalUpdateDate)],
  ['inventoryTreatmentSetting', (el) => treatmentSetting(el.inventoryTreatmentSetting)],
];

/**
 * The stock call's `fields` takes only `qty` and `identifier` (the spec's list): with either, an
 * entry holds its key (`productCode`, `locationCode`) and, for `qty`, the counts (`onHand`,
 * `onReserve`, `safetyStock`, `available`, `visible`), for `identifier`, what else names the
 * stock (`sku`, `bin`, `binLocation`) *(ours: the spec does not say what each adds)*. Without
 * `fields`, every field.
 */
const inventoryGroups: Record<string, readonly string[]> = {
  qty: ['onHand', 'onReserve', 'safetyStock', 'available', 'visible'],
  identifier: ['sku', 'bin', 'binLocation'],
};

export const inventoryReadFields = (req: Query): Field<null>[] => {
  const names = (req.query('fields') ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '');
  if (names.length === 0) return [...inventoryFields];
  const asked = new Set(['productCode', 'locationCode']);
  for (const name of names) {
    const group = Object.hasOwn(inventoryGroups, name) ? inventoryGroups[name] : undefined;
    if (!group) throw fieldProblem('fields', 'unknownField', `Cannot answer ${name}: the stock call's fields are qty, identifier`, name);
    for (const field of group) asked.add(field);
  }
  return inventoryFields.filter(([name]) => asked.has(name));
};

export const inventoryRead = (element: Obj, fields: readonly Field<null>[] = inventoryFields) => readObject(fields, element, null);
