/** The catalog spec's CategoryCreate. */
import { nullable, nullableCode, required, requiredName, type ElementChecker, type LocalizationRule, type Obj } from '../elementChecker';

export const categoryStatuses = ['active', 'inactive'];
const optionalTexts: LocalizationRule = { minOne: true };

export const checkCategory = (c: ElementChecker, el: Obj) => {
  c.localization('name', el.name, requiredName);
  c.integer('sequenceId', el.sequenceId, required);
  c.string('parentCategoryCode', el.parentCategoryCode, nullableCode);
  c.enumValue('status', el.status, categoryStatuses);
  c.localization('image', el.image, optionalTexts);
  c.localization('url', el.url, optionalTexts);
  c.localization('description', el.description);
  c.string('externalUpdateDate', el.externalUpdateDate, nullable);
};
