import * as z from 'zod/mini';
import { count, isoDate, lenientOffsetMeta, nonEmpty, toOffsetMeta } from './common';
import {
  entityDependencies,
  entityFileStatuses,
  entityTypes,
  importLogLevels,
  importStatuses,
  importStrategies,
  isOneOf,
  isTerminalImportStatus,
  type EntityFileStatus,
  type EntityType,
  type ImportLogLevel,
  type ImportStatus,
  type ImportStrategy,
} from './terms';

export type { EntityFileStatus, EntityType, ImportLogLevel, ImportStatus, ImportStrategy } from './terms';

export const entityType = z.enum(entityTypes);
const importStrategy = z.enum(importStrategies);

const operationCounts = z.object({ dispatched: count(), succeeded: count(), failed: count() });
export type OperationCounts = z.infer<typeof operationCounts>;

/** An entity file as either dialect sends it: the public spec requires only entity and the counts. */
const wireEntityFile = z.object({
  entity: nonEmpty,
  importStrategy: z.optional(z.nullable(importStrategy)),
  /** brief spelling */
  catalogCode: z.optional(z.nullable(z.string())),
  /** public spelling: the catalog of a catalog entity (null for the others) */
  context: z.optional(z.nullable(z.string())),
  /** ours: absent on the public service, derived then (see deriveFileStatus) */
  status: z.optional(z.enum(entityFileStatuses)),
  total: z.optional(z.nullable(count())),
  skipped: z.optional(z.nullable(count())),
  created: operationCounts,
  updated: operationCounts,
  deleted: operationCounts,
});
type WireEntityFile = z.infer<typeof wireEntityFile>;

export interface EntityFile {
  entity: EntityType;
  importStrategy: ImportStrategy;
  catalogCode?: string;
  status: EntityFileStatus;
  total: number;
  skipped: number;
  created: OperationCounts;
  updated: OperationCounts;
  deleted: OperationCounts;
}

/** A file of an entity type this app does not know: shown by its name and counts. */
export type OtherEntityFile = Omit<EntityFile, 'entity'> & { entity: string };

const dispatched = (f: Pick<EntityFile, 'created' | 'updated' | 'deleted'>) =>
  f.created.dispatched + f.updated.dispatched + f.deleted.dispatched;

/**
 * The per-file status is ours (the public service does not send it): it follows from the import's status,
 * the processing order and the counts. Under a `new` import every file awaits its upload (the wizard knows
 * better and says so itself); a file whose dependency failed or was skipped is skipped.
 */
export const deriveFileStatus = (
  importStatusValue: ImportStatus,
  file: Omit<EntityFile, 'status'>,
  blockedBy: ReadonlySet<string>,
  laterStarted: boolean,
): EntityFileStatus => {
  const blocked = entityDependencies[file.entity].some((d) => blockedBy.has(d));
  const work = dispatched(file);
  switch (importStatusValue) {
    case 'new':
      return 'awaitingUpload';
    case 'finished':
    case 'aborted':
      if (blocked || (file.total > 0 && file.skipped >= file.total)) return 'skipped';
      if (importStatusValue === 'aborted' && file.total === 0 && work === 0) return 'failed';
      return 'finished';
    default:
      if (blocked) return 'skipped';
      if (file.total > 0 && work >= file.total && laterStarted) return 'finished';
      if (file.total > 0 || work > 0) return 'processing';
      return 'queued';
  }
};

const toFile = (raw: WireEntityFile) => ({
  importStrategy: raw.importStrategy ?? 'full',
  catalogCode: (raw.catalogCode ?? raw.context) || undefined,
  total: raw.total ?? 0,
  skipped: raw.skipped ?? 0,
  created: raw.created,
  updated: raw.updated,
  deleted: raw.deleted,
});

/** Splits the files into those of the types this app knows, in processing order, and the others, and gives each a status. */
const normaliseFiles = (importStatusValue: ImportStatus, files: readonly WireEntityFile[]) => {
  const known = entityTypes.flatMap((entity) => {
    const raw = files.find((f) => f.entity === entity);
    return raw ? [{ raw, file: { entity, ...toFile(raw) } }] : [];
  });
  const blocked = new Set<string>();
  const entityFiles: EntityFile[] = known.map(({ raw, file }, i) => {
    const laterStarted = known.slice(i + 1).some((k) => k.file.total > 0 || dispatched(k.file) > 0);
    const status = raw.status ?? deriveFileStatus(importStatusValue, file, blocked, laterStarted);
    if (status === 'failed' || status === 'skipped') blocked.add(file.entity);
    return { ...file, status };
  });
  const otherStatus = importStatusValue === 'new' ? 'awaitingUpload' : isTerminalImportStatus(importStatusValue) ? 'finished' : 'processing';
  const otherEntityFiles: OtherEntityFile[] = files
    .filter((f) => !isOneOf(entityTypes, f.entity))
    .map((raw) => ({ entity: raw.entity, ...toFile(raw), status: raw.status ?? otherStatus }));
  return { entityFiles, otherEntityFiles };
};

/** An import's reference, brief `importRef` or public `ref`: one of them is needed. */
const refFields = { importRef: z.optional(nonEmpty), ref: z.optional(nonEmpty) };
const hasRef = (message: string) =>
  z.refine<{ importRef?: string; ref?: string }>((r) => Boolean(r.importRef ?? r.ref), { message, path: ['ref'] });

const wireImportRecord = z.object({
  ...refFields,
  status: z.enum(importStatuses),
  source: z.optional(z.nullable(z.string())),
  /** the public spec does not require it */
  createDate: z.optional(z.nullable(isoDate)),
  startDate: z.optional(z.nullable(isoDate)),
  endDate: z.optional(z.nullable(isoDate)),
  entityFiles: z.optional(z.nullable(z.array(wireEntityFile))),
});

/** Reads an import as either dialect sends it (`importRef` or `ref`, with or without per-file status). */
export const importRecord = z.pipe(
  wireImportRecord.check(hasRef('An import needs its reference (importRef or ref)')),
  z.transform((r) => {
    const { entityFiles, otherEntityFiles } = normaliseFiles(r.status, r.entityFiles ?? []);
    return {
      importRef: (r.importRef ?? r.ref)!,
      status: r.status,
      ...(r.source == null ? {} : { source: r.source }),
      ...(r.createDate == null ? {} : { createDate: r.createDate }),
      ...(r.startDate == null ? {} : { startDate: r.startDate }),
      ...(r.endDate == null ? {} : { endDate: r.endDate }),
      entityFiles,
      ...(otherEntityFiles.length ? { otherEntityFiles } : {}),
    };
  }),
);
export type ImportRecord = z.infer<typeof importRecord>;

export const importList = z.pipe(
  z.object({ meta: lenientOffsetMeta, imports: z.array(importRecord) }),
  z.transform((l) => ({ meta: toOffsetMeta(l.meta, l.imports.length), imports: l.imports })),
);
export type ImportList = z.infer<typeof importList>;

/** The answer of `POST /imports`: the public service sends `{ref}` only, the brief's the whole record. */
export const createdImport = z.pipe(
  z.object(refFields).check(hasRef('The new import has no reference (ref or importRef)')),
  z.transform((r) => ({ importRef: (r.importRef ?? r.ref)! })),
);

export const createImportAnswer = z.union([importRecord, createdImport]);

export const createImportBody = z.object({ source: z.optional(z.string().check(z.maxLength(255))) });
export type CreateImportBody = z.infer<typeof createImportBody>;

/** 2: `POST /imports/{importRef}/urls` */
export const uploadAddressRequest = z.object({
  entity: entityType,
  importStrategy: z._default(importStrategy, 'full'),
  catalogCode: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  /** inventory with the full strategy only: replace the stock of these locations, keep the others */
  locationCodes: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(255))).check(z.maxLength(1000))),
  /** public spec: `upload` (default) or `download` */
  operation: z.optional(z.enum(['upload', 'download'])),
});
export type UploadAddressRequest = z.input<typeof uploadAddressRequest>;

/** `expiresAt` is ours: without it the address is good until the upload host answers 403. */
export const uploadAddress = z.object({ url: z.url(), expiresAt: z.optional(z.nullable(isoDate)) });
export type UploadAddress = z.infer<typeof uploadAddress>;

/** A log entry as the brief's dialect sends it (and the mock keeps it): structured. */
const structuredLogEntry = z.object({
  time: isoDate,
  level: z.enum(importLogLevels),
  entity: z.optional(entityType),
  /** index of the element in its file, 0-based */
  index: z.optional(count()),
  message: z.string(),
});
export type StructuredLogEntry = z.infer<typeof structuredLogEntry>;

/** A log entry as the app shows it: of the public service's plain lines, only the parts a line carries are known. */
export type ImportLogEntry = Partial<StructuredLogEntry> & { message: string };

const levelWords: Record<string, ImportLogLevel> = { INFO: 'info', WARN: 'warning', WARNING: 'warning', ERROR: 'error' };

/** One entry as one plain line, as the mock's public dialect writes it: `2026-05-01T10:00:00.000Z ERROR product #12: …`. */
export const formatLogLine = (entry: Omit<StructuredLogEntry, 'entity'> & { entity?: string }): string => {
  const where = [entry.entity, entry.index === undefined ? undefined : `#${entry.index}`].filter(Boolean).join(' ');
  return `${entry.time} ${entry.level.toUpperCase()} ${where ? `${where}: ` : ''}${entry.message}`;
};

const linePattern = new RegExp(
  '^(?:(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:?\\d{2})?)\\s+)?' +
    '(?:\\[?(INFO|WARN|WARNING|ERROR)\\]?:?\\s+)?' +
    `(?:(${entityTypes.join('|')})(?:\\s+#(\\d+))?:\\s+)?` +
    '([\\s\\S]*)$',
  'i',
);

/** Reads a plain log line: the parts it carries (time, level, entity, element index), the rest is its message. */
export const parseLogLine = (line: string): ImportLogEntry => {
  const m = linePattern.exec(line);
  if (!m) return { message: line };
  const [, time, level, entity, index, message] = m;
  return {
    ...(time && !Number.isNaN(Date.parse(time)) ? { time } : {}),
    ...(level ? { level: levelWords[level.toUpperCase()]! } : {}),
    // the pattern ignores case: the type as the contract spells it (`segmentMember`)
    ...(entity ? { entity: entityTypes.find((e) => e.toLowerCase() === entity.toLowerCase())! } : {}),
    ...(index ? { index: Number(index) } : {}),
    message: message ?? line,
  };
};

/**
 * A structured entry of any entity type: one of a type the app does not know is read as its plain
 * line would be, its type and index staying in the message, so one such entry does not make the
 * whole log unreadable.
 */
const anyStructuredLogEntry = z.pipe(
  z.extend(structuredLogEntry, { entity: z.optional(z.string()) }),
  z.transform((entry): ImportLogEntry => {
    const { entity, ...rest } = entry;
    if (entity === undefined || isOneOf(entityTypes, entity)) return { ...rest, ...(entity === undefined ? {} : { entity }) };
    const { time, level, index, message } = entry;
    return { time, level, message: `${entity}${index === undefined ? '' : ` #${index}`}: ${message}` };
  }),
);

const logItem = z.union([z.string(), anyStructuredLogEntry]);

/** The log as either dialect sends it: brief `{meta, logs:[entry]}`, public `{meta, imports:[string]}`. */
export const importLogList = z.pipe(
  z
    .object({ meta: lenientOffsetMeta, logs: z.optional(z.array(logItem)), imports: z.optional(z.array(logItem)) })
    .check(z.refine((l) => Boolean(l.logs ?? l.imports), { message: 'The log answer has no lines (imports or logs)', path: ['imports'] })),
  z.transform((l) => {
    const logs: ImportLogEntry[] = (l.logs ?? l.imports)!.map((item) => (typeof item === 'string' ? parseLogLine(item) : item));
    return { meta: toOffsetMeta(l.meta, logs.length), logs };
  }),
);
export type ImportLogList = z.infer<typeof importLogList>;

