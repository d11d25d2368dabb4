/**
 * The two ways the mock answers. `public` (default) answers exactly as the platform's public specs
 * say, as the real service does: `ref` not `importRef`, no per-file status (`context` for the
 * catalog), `{ref}` from create, `{url}` from the upload-address call, logs as plain strings,
 * members as `{id, type}` with the spec's customer part, customer numbers as the spec types them.
 * `brief` (asked for with --dialect=brief) speaks the shared contract as written, with our extras.
 * Input is read the same, tolerantly, in both.
 * Where the specs are silent (segments, the token call), both dialects answer the contract's shapes.
 */
import {
  formatLogLine,
  isWireDialect,
  type BatchError,
  type Customer,
  type FieldError,

  type UploadAddress,
  type WireDialect,
} from '../src/contract';
import { orderedSlots, toImportRecord, type WireImportRecord } from './store/imports';
import type { FileSlot, ImportState, MockLogEntry } from './store/types';

export type MockDialect = WireDialect;
export const isMockDialect = isWireDialect;

/** The dialect of a running platform; the test control route may switch it. */
export interface DialectSetting {
  current: MockDialect;
}

const present = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

/** Public EntityFile: `context` (the catalog, null for the others), no per-file status. */
const publicEntityFile = (slot: FileSlot) => ({
  entity: slot.entity,
  importStrategy: slot.importStrategy,
  context: slot.catalogCode ?? null,
  total: slot.total,
  skipped: slot.skipped,
  created: { ...slot.created },
  updated: { ...slot.updated },
  deleted: { ...slot.deleted },
});

const publicImport = (imp: ImportState) => ({
  ref: imp.importRef,
  status: imp.status,
  ...present({ source: imp.source }),
  createDate: imp.createDate,
  ...present({ startDate: imp.startDate, endDate: imp.endDate }),
  entityFiles: orderedSlots(imp).map(publicEntityFile),
});

export type WireImport = WireImportRecord | ReturnType<typeof publicImport>;
export const renderImport = (dialect: MockDialect, imp: ImportState): WireImport =>
  dialect === 'public' ? publicImport(imp) : toImportRecord(imp);

/** `POST /imports`: the whole record (brief) or `{ref}` (public). */
export const renderCreatedImport = (dialect: MockDialect, imp: ImportState) =>
  dialect === 'public' ? { ref: imp.importRef } : toImportRecord(imp);

/** `POST …/urls`: `{url, expiresAt}` (brief) or `{url}` (public). */
export const renderUploadAddress = (dialect: MockDialect, address: Required<Pick<UploadAddress, 'url'>> & { expiresAt: string }) =>
  dialect === 'public' ? { url: address.url } : address;

/** `GET …/logs`: `{meta, logs:[entry]}` (brief) or `{meta, imports:[line]}` (public). */
export const renderLogs = (dialect: MockDialect, meta: unknown, entries: readonly MockLogEntry[]) =>
  dialect === 'public' ? { meta, imports: entries.map(formatLogLine) } : { meta, logs: entries };

/** Public customer: the spec's types (internalCustomerNumber a number), no nulls where it allows none. */
const publicCustomer = (c: Customer) => {
  const internal = c.internalCustomerNumber == null ? undefined : Number(c.internalCustomerNumber);
  return {
    id: c.id,
    ...present({ firstName: c.firstName, lastName: c.lastName, emailAddress: c.emailAddress }),
    status: c.status,
    isAnonymous: c.isAnonymous,
    ...present({ externalCustomerNumber: c.externalCustomerNumber }),
    ...(internal !== undefined && Number.isFinite(internal) ? { internalCustomerNumber: internal } : {}),
  };
};
export const renderCustomer = (dialect: MockDialect, c: Customer) => (dialect === 'public' ? publicCustomer(c) : c);

/** A member: brief `{ID, type, customer}`; public `{id, type, customer}` with the spec's SegmentCustomer part. */
export const renderMember = (dialect: MockDialect, c: Customer) =>
  dialect === 'public'
    ? {
        id: c.id,
        type: 'customer' as const,
        customer: {
          id: c.id,
          ...present({
            firstName: c.firstName,
            lastName: c.lastName,
            emailAddress: c.emailAddress,
            externalCustomerNumber: c.externalCustomerNumber,
            internalCustomerNumber: c.internalCustomerNumber,
          }),
        },
      }
    : { ID: c.id, type: 'customer' as const, customer: c };

/** The member list's cursor: brief `after: null` at the end; public leaves it out. */
export const renderCursors = (dialect: MockDialect, after: string | null) =>
  dialect === 'public' ? (after ? { after } : {}) : { after };

/** A failed element of a batch call: public `entity` names the type and `entityId` is a string or absent. */
export const renderBatchError = (dialect: MockDialect, error: BatchError): BatchError =>
  dialect === 'public'
    ? {
        code: typeof error.code === 'number' ? error.code : Number(error.code) || 400,
        message: error.message,
        entity: 'customer',
        ...(error.entityIndex === undefined ? {} : { entityIndex: error.entityIndex }),
        ...(typeof error.entityId === 'string' ? { entityId: error.entityId } : {}),
      }
    : error;


/**
 * Our validation codes as the customer service's spec names them: its ValidationError `code` is an
 * enum of JSON-schema checks (customer-service.swagger.yaml), so each problem takes the check it
 * fails. A segment's type that does not allow the call (dynamic) is a value outside what the call
 * takes: ENUM_MISMATCH. A code without an entry here is a value not in the form the field takes.
 */
const customerServiceCodes: Record<string, 'OBJECT_MISSING_REQUIRED_PROPERTY' | 'INVALID_FORMAT' | 'ARRAY_LENGTH_SHORT' | 'ARRAY_LENGTH_LONG' | 'MAXIMUM' | 'OBJECT_ADDITIONAL_PROPERTIES' | 'ENUM_MISMATCH'> = {
  required: 'OBJECT_MISSING_REQUIRED_PROPERTY',
  invalidJson: 'INVALID_FORMAT',
  invalid: 'INVALID_FORMAT',
  invalidValue: 'INVALID_FORMAT',
  tooShort: 'ARRAY_LENGTH_SHORT',
  tooLong: 'ARRAY_LENGTH_LONG',
  tooBig: 'MAXIMUM',
  unknownField: 'OBJECT_ADDITIONAL_PROPERTIES',
  unknownOperator: 'ENUM_MISMATCH',
  dynamicSegment: 'ENUM_MISMATCH',
};

/** A 400's problems of a customer-service call: public, the spec's codes and `value` a string; brief, ours. */
export const renderCustomerServiceErrors = (dialect: MockDialect, errors: readonly FieldError[]): FieldError[] =>
  dialect === 'public'
    ? errors.map(({ field, code, message, value }) => ({
        field,
        code: customerServiceCodes[code] ?? 'INVALID_FORMAT',
        message,
        ...(value === undefined ? {} : { value: typeof value === 'string' ? value : JSON.stringify(value) }),
      }))
    : [...errors];
