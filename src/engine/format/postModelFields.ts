import type { EntityType } from '../../contract/terms';

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
