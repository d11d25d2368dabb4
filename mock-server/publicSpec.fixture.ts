/**
 * Test fixture: the platform's public answers as our own STRICT schemas, written from the facts of
 * the public specs (import service and customer service): every object is closed (no key the spec
 * does not list), every field has the spec's type, required fields are required, and nothing else
 * is. Used to prove that the mock's `public` dialect answers exactly as the real service would.
 * CI runs on a fresh clone, so this file carries those facts itself instead of reading the specs.
 *
 * Where the specs are silent (segment create/read, the token call), the shared contract's shapes
 * hold, encoded here as strictly.
 */
import { z } from 'zod';

const number = z.number();
const int = z.number().int();

/** Pagination: three optional numbers. */
export const pagination = z.strictObject({ limit: number.optional(), offset: number.optional(), totalItemCount: number.optional() });

/** ActionCounts: dispatched, succeeded, failed (all optional integers). */
const actionCounts = z.strictObject({ dispatched: int.optional(), succeeded: int.optional(), failed: int.optional() });

/** EntityFile: entity and the three counts required; context string or null; no per-file status. */
export const entityFile = z.strictObject({
  entity: z.string(),
  created: actionCounts,
  updated: actionCounts,
  deleted: actionCounts,
  context: z.string().nullable().optional(),
  importStrategy: z.enum(['full', 'partial']).optional(),
  scopes: z.string().optional(),
  skipped: int.optional(),
  total: int.optional(),
});

const importStatus = z.enum(['new', 'started', 'processing', 'finished', 'aborted']);

/** Import: keyed `ref`; every field optional. */
export const importItem = z.strictObject({
  ref: z.string().optional(),
  status: importStatus.optional(),
  source: z.string().optional(),
  createDate: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  scriptFinishDate: z.string().optional(),
  entityFiles: z.array(entityFile).optional(),
});

export const importList = z.strictObject({ imports: z.array(importItem).optional(), meta: pagination.optional() });
/** 201 of create import: `{ref}` */
export const createdImport = z.strictObject({ ref: z.string().optional() });
/** 201 of the signed-url call: `{url}` */
export const signedUrl = z.strictObject({ url: z.string().optional() });
/** The log: plain strings under `imports`. */
export const importLogs = z.strictObject({ imports: z.array(z.string()).optional(), meta: pagination.optional() });

const customerStatus = z.enum(['active', 'inactive', 'deleted']);

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

/** ForbiddenError / NotFoundError: `{code, message}`, both required. */
export const namedError = z.strictObject({ code: z.string(), message: z.string() });

// ---- where the public specs are silent: the contract's shapes, as strictly ----

/** The token call (contract). */
export const tokenAnswer = z.strictObject({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: int.positive(),
  refresh_token: z.string().min(1),
});

/** A segment (contract; no public read/create shape exists). */
export const segment = z.strictObject({
  code: z.string(),
  name: z.string(),
  type: z.enum(['fixed', 'dynamic']),
  status: z.enum(['active', 'inactive']),
  description: z.string().optional(),
  memberCount: int.nonnegative(),
  createDate: z.string(),
  updateDate: z.string(),
  rule: z.unknown().optional(),
});

/** Every violation of one answer, as readable lines (empty when it conforms). */
export const violations = (what: string, schema: z.ZodType, body: unknown): string[] => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${what}: ${i.path.join('.') || '(root)'}: ${i.message}`);
};
