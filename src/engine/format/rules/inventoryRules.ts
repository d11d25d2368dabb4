/** The catalog spec's InventoryPost: a product's stock at one location. */
import { nullable, nullableCode, nullableText, type ElementChecker, type Obj, type StringRule } from '../elementChecker';

export const inventoryStatuses = ['active', 'inactive'];
const requiredNullableCode: StringRule = { required: true, nullable: true, max: 255 };
const text100 = nullableText(100);

const checkTreatmentSetting = (c: ElementChecker, its: Obj) => c.string('code', its.code, nullableCode);

export const checkInventory = (c: ElementChecker, el: Obj) => {
  c.string('sku', el.sku, requiredNullableCode);
  c.number('onHand', el.onHand, nullable);
  c.number('safetyStock', el.safetyStock, nullable);
  c.enumValue('status', el.status, inventoryStatuses);
  c.string('bin', el.bin, text100);
  c.string('binLocation', el.binLocation, text100);
  c.object('inventoryTreatmentSetting', el.inventoryTreatmentSetting, checkTreatmentSetting, true);
  c.string('externalUpdateDate', el.externalUpdateDate, nullable);
};
