/** The customer service's answers (customers, segment members, batch and validation errors) as strict schemas. */
import { z } from 'zod';
import { pagination } from './pagination';

const number = z.number();

const customerStatus = z.enum(['active', 'inactive', 'deleted']);

const orNull = z.string().nullable().optional();

/** ContactFull: an address of a customer, with its id. */
const contactFull = z.strictObject({
  id: z.string().optional(),
  externalContactCode: orNull,
  status: customerStatus.optional(),
  firstName: z.string().optional(),
  middleName: orNull,
  lastName: z.string().optional(),
  companyName: orNull,
  address1: z.string().optional(),
  address2: orNull,
  address3: orNull,
  address4: orNull,
  city: z.string().optional(),
  postalCode: z.string().optional(),
  region: z.string().optional(),
  country: z.string().optional(),
  additionalFields: z.record(z.string(), z.unknown()).optional(),
  phone: orNull,
  fax: orNull,
  mobile: orNull,
  emailAddress: z.email().optional(),
  isDefaultBilling: z.boolean().optional(),
  isDefaultShipping: z.boolean().optional(),
  externalUpdateDate: z.iso.datetime().optional(),
});

/** CustomerSettings */
const customerSettings = z.strictObject({
  defaultLocale: z.string().optional(),
  defaultCurrency: z.string().optional(),
  communicationPreferences: z.array(z.enum(['sms', 'email', 'push'])).optional(),
  defaultLocationCode: z.string().optional(),
  marketingOptIn: z.boolean().optional(),
});

/** A customer of getCustomers: `id` plus BasicCustomer (internalCustomerNumber a NUMBER). */
export const customer = z.strictObject({
  id: z.string().optional(),
  internalCustomerNumber: number.optional(),
  externalCustomerNumber: z.string().optional(),
  firstName: z.string().optional(),
  middleName: z.string().nullable().optional(),
  lastName: z.string().optional(),
  emailAddress: z.email().optional(),
  status: customerStatus.optional(),
  isAnonymous: z.boolean().optional(),
  externalUpdateDate: z.iso.datetime().optional(),
  taxExempt: z.boolean().optional(),
  taxClass: z.string().optional(),
  // Customer's parts, which getCustomers adds as its `fields` parameter asks
  contacts: z.array(contactFull).optional(),
  attributes: z.array(z.strictObject({ code: z.string(), name: z.string().optional(), value: z.unknown().optional() })).optional(),
  settings: customerSettings.optional(),
});
export const customerList = z.strictObject({ meta: pagination.optional(), customers: z.array(customer).optional() });

/** SegmentCustomer: no isAnonymous, no status; internalCustomerNumber a STRING here. */
const segmentCustomer = z.strictObject({
  id: z.string().optional(),
  externalCustomerNumber: z.string().optional(),
  internalCustomerNumber: z.string().optional(),
  firstName: z.string().optional(),
  middleName: z.string().optional(),
  lastName: z.string().optional(),
  emailAddress: z.string().optional(),
  contacts: z.array(z.unknown()).optional(),
});

/** SegmentMemberFull: `{id, type}` (both required) with the customer or device part. */
export const segmentMember = z.strictObject({
  id: z.string(),
  type: z.enum(['customer', 'device']),
  customer: segmentCustomer.optional(),
  device: z.record(z.string(), z.unknown()).optional(),
});

/** CursorPagination: `cursors.after` a string, or absent at the end. */
export const memberList = z.strictObject({
  meta: z
    .strictObject({
      limit: number.optional(),
      cursors: z.strictObject({ after: z.string().optional() }).optional(),
      totalItemCount: number.optional(),
    })
    .optional(),
  members: z.array(segmentMember).optional(),
});

/** BatchErrors of the member calls: `code` a number, `entity` a string, `entityId` a string. */
export const batchAnswer = z.strictObject({
  errors: z
    .array(
      z.strictObject({
        code: number.optional(),
        message: z.string().optional(),
        validationError: z
          .strictObject({ code: z.string().optional(), message: z.string().optional(), paramName: z.string().optional(), paramValue: z.string().optional() })
          .optional(),
        entity: z.string().optional(),
        entityIndex: number.optional(),
        entityId: z.string().optional(),
      }),
    )
    .optional(),
});

/** The customer service's ValidationError codes: its `code` enum, every code the spec allows. */
export const customerValidationCodes = [
  'ENUM_MISMATCH',
  'MAXIMUM',
  'MAXIMUM_EXCLUSIVE',
  'MINIMUM',
  'MINIMUM_EXCLUSIVE',
  'MULTIPLE_OF',
  'ARRAY_LENGTH_LONG',
  'ARRAY_LENGTH_SHORT',
  'ARRAY_ADDITIONAL_ITEMS',
  'ARRAY_UNIQUE',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_PROPERTIES',
  'MIN_PROPERTIES',
  'OBJECT_MISSING_REQUIRED_PROPERTY',
  'OBJECT_PROPERTIES_MAXIMUM',
  'OBJECT_PROPERTIES_MINIMUM',
  'OBJECT_ADDITIONAL_PROPERTIES',
  'OBJECT_DEPENDENCY_KEY',
  'ONE_OF_MISSING',
  'ONE_OF_MULTIPLE',
  'NOT_PASSED',
  'INVALID_FORMAT',
  'UNKNOWN_FORMAT',
  'PATTERN',
] as const;

/** The customer service's 400 (ValidationErrors): `field`, `code` (of the enum) and `message` required, `value` a string. */
export const customerValidationErrors = z.strictObject({
  errors: z
    .array(z.strictObject({ field: z.string(), code: z.enum(customerValidationCodes), message: z.string(), value: z.string().optional() }))
    .optional(),
});
