/**
 * The import file: what one element of each entity type must look like (the POST models of
 * the catalog spec: AttributeCreate, CategoryCreate, ProductCreate, InventoryPost; of the customer
 * spec: CreateCustomer; the contract's segment create model; and our segment member), written as
 * plain checks rather than zod so that the browser's checker can run them over millions of
 * elements at the speed of JSON.parse. The mock server's processor applies the same checks.
 * Each entity type's rule set is in rules/, made of elementChecker's checks; here an element
 * enters them: its import type, its key, its rule set and the fields its model does not have.
 */
import { foundValue, type ProblemCode } from './problems';
import type { ImportStrategy } from '../../contract/imports';
import type { EntityType } from '../../contract/terms';
import { ElementChecker, isObject, requiredCode, type ElementProblem, type Obj, type StringRule } from './elementChecker';
import { elementKey, entityKeyFields } from './elementKey';
import { postModelFields } from './postModelFields';
import { checkAttribute } from './rules/attributeRules';
import { checkCategory } from './rules/categoryRules';
import { checkCustomer } from './rules/customerRules';
import { checkInventory } from './rules/inventoryRules';
import { checkProduct } from './rules/productRules';
import { checkSegment } from './rules/segmentRules';
import { checkMemberReference, checkSegmentMember } from './rules/segmentMemberRules';

type ImportType = 'AC' | 'D';

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

const entityChecks: Record<EntityType, (c: ElementChecker, el: Obj) => void> = {
  attribute: checkAttribute,
  category: checkCategory,
  product: checkProduct,
  inventory: checkInventory,
  customer: checkCustomer,
  segment: checkSegment,
  segmentMember: checkSegmentMember,
};

const locationCode: StringRule = { required: true, max: 36 };
/** a segment's code: the contract's limit (ours) */
const segmentCode: StringRule = { required: true, max: 64 };

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
const checker = new ElementChecker();
