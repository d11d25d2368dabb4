import * as z from 'zod/mini';
import { count, isoDate, offsetMeta } from './common';
import { wireNames } from './wireNames';

/** Entity types a file may carry, in the order the service processes them. */
export const entityTypes = ['attribute', 'inventory', 'category', 'product'] as const;
export const entityType = z.enum(entityTypes);
export type EntityType = z.infer<typeof entityType>;

/** What each entity type waits for within one import. */
export const entityDependencies: Record<EntityType, readonly EntityType[]> = {
  attribute: [],
  inventory: [],
  category: ['attribute'],
  product: ['attribute', 'category'],
};

/** Entity types that live inside a catalog and so need a `catalogCode`. */
export const catalogEntities: readonly EntityType[] = ['category', 'product'];
export const defaultCatalogCode = 'default';

export const importStrategies = ['full', 'partial'] as const;
export const importStrategy = z.enum(importStrategies);
export type ImportStrategy = z.infer<typeof importStrategy>;

export const importStatuses = ['new', 'started', 'processing', 'finished', 'aborted'] as const;
export const importStatus = z.enum(importStatuses);
export type ImportStatus = z.infer<typeof importStatus>;
export const terminalImportStatuses: readonly ImportStatus[] = ['finished', 'aborted'];
export const isTerminalImportStatus = (s: ImportStatus) => terminalImportStatuses.includes(s);
/** Counts still move on their own only while started or processing; a `new` import waits for its trigger. */
export const isRunningImportStatus = (s: ImportStatus) => s === 'started' || s === 'processing';

export const entityFileStatuses = [
  'awaitingUpload',
  'uploaded',
  'queued',
  'processing',
  'finished',
  'failed',
  'skipped',
] as const;
export const entityFileStatus = z.enum(entityFileStatuses);
export type EntityFileStatus = z.infer<typeof entityFileStatus>;

export const operationCounts = z.object({
  dispatched: count(),
  succeeded: count(),
  failed: count(),
});
export type OperationCounts = z.infer<typeof operationCounts>;

export const entityFile = z.object({
  entity: entityType,
  importStrategy: importStrategy,
  catalogCode: z.optional(z.string()),
  status: entityFileStatus,
  total: count(),
  skipped: count(),
  created: operationCounts,
  updated: operationCounts,
  deleted: operationCounts,
});
export type EntityFile = z.infer<typeof entityFile>;

/** Accepts the public spelling `ref` too, and hands the app `importRef`. */
const withImportRef = (raw: unknown) => {
  if (raw && typeof raw === 'object' && !(wireNames.importRef in raw) && 'ref' in raw) {
    const { ref, ...rest } = raw as Record<string, unknown>;
    return { ...rest, importRef: ref };
  }
  return raw;
};

export const importRecord = z.pipe(z.transform(withImportRef),
  z.object({
    importRef: z.string().check(z.minLength(1)),
    status: importStatus,
    source: z.optional(z.string()),
    createDate: isoDate,
    startDate: z.optional(isoDate),
    endDate: z.optional(isoDate),
    entityFiles: z.array(entityFile),
  }),
);
export type ImportRecord = z.infer<typeof importRecord>;

export const importList = z.object({ meta: offsetMeta, imports: z.array(importRecord) });
export type ImportList = z.infer<typeof importList>;

/** 1: `POST /imports` */
export const createImportBody = z.object({ source: z.optional(z.string().check(z.maxLength(255))) });
export type CreateImportBody = z.infer<typeof createImportBody>;

/** 2: `POST /imports/{importRef}/urls` */
export const uploadAddressRequest = z.object({
  entity: entityType,
  importStrategy: z._default(importStrategy, 'full'),
  catalogCode: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
});
export type UploadAddressRequest = z.input<typeof uploadAddressRequest>;

export const uploadAddress = z.object({ url: z.url(), expiresAt: isoDate });
export type UploadAddress = z.infer<typeof uploadAddress>;

export const importLogLevels = ['info', 'warning', 'error'] as const;
export const importLogLevel = z.enum(importLogLevels);
export type ImportLogLevel = z.infer<typeof importLogLevel>;

export const importLogEntry = z.object({
  time: isoDate,
  level: importLogLevel,
  entity: z.optional(entityType),
  /** index of the element in its file, 0-based */
  index: z.optional(count()),
  message: z.string(),
});
export type ImportLogEntry = z.infer<typeof importLogEntry>;

export const importLogList = z.object({ meta: offsetMeta, logs: z.array(importLogEntry) });
export type ImportLogList = z.infer<typeof importLogList>;

/** Upload addresses stay valid this long (ours). */
export const uploadAddressLifetimeMs = 15 * 60 * 1000;
/** Upload body limit (ours), configurable on the mock. */
export const defaultUploadLimitBytes = 2 * 1024 ** 3;
