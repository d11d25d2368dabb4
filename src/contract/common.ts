import * as z from 'zod/mini';

export const nonEmpty = z.string().check(z.minLength(1));
export const isoDate = nonEmpty;

export const count = () => z.int().check(z.nonnegative());

/**
 * A paging number as a reader takes it: the public spec types these as optional numbers (and its own
 * example writes `"10,"`), so a number, a string starting with digits, or nothing is accepted.
 */
const lenientCount = z.optional(z.nullable(z.union([z.number(), z.string()])));
export const readCount = (value: number | string | null | undefined): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
  const digits = typeof value === 'string' ? /^\s*(\d+)/.exec(value) : null;
  return digits ? Number(digits[1]) : undefined;
};

/** The `meta` of an offset-paged answer as either dialect sends it (every field optional). */
export const lenientOffsetMeta = z.optional(
  z.nullable(z.object({ limit: lenientCount, offset: lenientCount, totalItemCount: lenientCount })),
);

/** Fills what a service left out of `meta` from the page itself, so the app always has limit, offset and total. */
export const toOffsetMeta = (raw: z.infer<typeof lenientOffsetMeta>, itemCount: number) => {
  const offset = readCount(raw?.offset) ?? 0;
  const limit = readCount(raw?.limit) ?? Math.max(itemCount, 1);
  return { limit, offset, totalItemCount: readCount(raw?.totalItemCount) ?? offset + itemCount };
};

/** 400: `{errors:[{field, code, message, value?}]}` */
const fieldError = z.object({ field: z.string(), code: z.string(), message: z.string(), value: z.optional(z.unknown()) });
export type FieldError = z.infer<typeof fieldError>;
export const validationErrorBody = z.object({ errors: z.array(fieldError) });

/** 401, 403, 404, 409, 413, 5xx: `{code, message}` */
export const errorBody = z.object({ code: z.string(), message: z.string() });

/** Batch calls answer 2xx with one entry per element that failed. */
const batchError = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  /** the brief's mock echoes the element; the public spec names its type, e.g. "customer" */
  entity: z.optional(z.unknown()),
  /** optional in the public spec: an entry without it is tied to its element by `entityId` */
  entityIndex: z.optional(count()),
  /** the public spec's example sends null when the element had no usable id */
  entityId: z.optional(z.nullable(z.union([z.string(), z.record(z.string(), z.unknown())]))),
});
export type BatchError = z.infer<typeof batchError>;
export const batchResult = z.object({ errors: z.array(batchError) });
export type BatchResult = z.infer<typeof batchResult>;

/** Operators of the public filter language, `{"field": {"$ct": "smi"}}`. */
export const filterOperators = ['$eq', '$ne', '$ct', '$in', '$gt', '$gte', '$lt', '$lte'] as const;
export type FilterOperator = (typeof filterOperators)[number];
export type FilterValue = string | number | boolean | null | Partial<Record<FilterOperator, unknown>>;
export type ListFilter = Record<string, FilterValue>;
