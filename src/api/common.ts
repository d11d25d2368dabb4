import * as z from 'zod/mini';

export const isoDate = z.string().check(z.minLength(1));

/** A whole number, zero or more. */
export const count = () => z.int().check(z.nonnegative());

/** `{meta:{limit, offset, totalItemCount}}` of every offset-paged list. */
export const offsetMeta = z.object({
  limit: count(),
  offset: count(),
  totalItemCount: count(),
});
export type OffsetMeta = z.infer<typeof offsetMeta>;

export const listLimits = { defaultLimit: 100, maxLimit: 1000 } as const;

/** 400: `{errors:[{field, code, message, value?}]}` */
export const fieldError = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
  value: z.optional(z.unknown()),
});
export type FieldError = z.infer<typeof fieldError>;
export const validationErrorBody = z.object({ errors: z.array(fieldError) });
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

/** 401, 403, 404, 409, 413, 5xx: `{code, message}` */
export const errorBody = z.object({ code: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Batch calls answer 2xx with one entry per element that failed. */
export const batchError = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  entity: z.optional(z.unknown()),
  entityIndex: count(),
  entityId: z.optional(z.string()),
});
export type BatchError = z.infer<typeof batchError>;
export const batchResult = z.object({ errors: z.array(batchError) });
export type BatchResult = z.infer<typeof batchResult>;

/** `sort=field:asc|desc` */
export const sortParam = z.string().check(z.regex(/^[A-Za-z.]+:(asc|desc)$/));

/** Operators of the public filter language, `{"field": {"$ct": "smi"}}`. */
export const filterOperators = ['$eq', '$ne', '$ct', '$in', '$gt', '$gte', '$lt', '$lte'] as const;
export type FilterOperator = (typeof filterOperators)[number];
export type FilterValue = string | number | boolean | null | Partial<Record<FilterOperator, unknown>>;
export type ListFilter = Record<string, FilterValue>;
