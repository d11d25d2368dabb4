/** The import service's answers (imports, their files, the signed-url call, the log) as strict schemas. */
import { z } from 'zod';
import { pagination } from './pagination';

const int = z.number().int();

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
