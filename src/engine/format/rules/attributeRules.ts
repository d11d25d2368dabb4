/** The catalog spec's AttributeCreate: an attribute and its values. */
import { nullable, required, requiredCode, requiredName, type ElementChecker, type Obj } from '../elementChecker';

export const attributeTypes = ['text', 'productList', 'input', 'number'];
export const attributeUses = ['option', 'extra', 'property'];
const swatchTypes = ['image', 'color'];

const checkSwatch = (c: ElementChecker, sw: Obj) => c.enumValue('type', sw.type, swatchTypes);

const checkAttributeValue = (c: ElementChecker, v: Obj) => {
  c.string('code', v.code, requiredCode);
  c.number('sequenceId', v.sequenceId, required);
  c.localization('name', v.name, requiredName);
  c.object('swatch', v.swatch, checkSwatch);
};

export const checkAttribute = (c: ElementChecker, el: Obj) => {
  c.enumValue('type', el.type, attributeTypes, required);
  c.enumValue('use', el.use, attributeUses, required);
  c.localization('name', el.name, requiredName);
  c.string('externalUpdateDate', el.externalUpdateDate, nullable);
  c.list('values', el.values, checkAttributeValue, 5000);
};
