import { wireNames } from './wireNames';

/** The contract's words and limits without their schemas, and the small rules on them. */

/**
 * Entity types a file may carry, in the order the service processes them: the platform's import
 * service takes these seven (its `getSignedUrl` enum), the catalog's four, then customers,
 * segments and segment members.
 */
export const entityTypes = ['attribute', 'inventory', 'category', 'product', 'customer', 'segment', 'segmentMember'] as const;
export type EntityType = (typeof entityTypes)[number];

/** The catalog service's entity types: what the preview, the export and the snapshot read and write. */
export const catalogEntityTypes = ['attribute', 'inventory', 'category', 'product'] as const satisfies readonly EntityType[];
export type CatalogEntityType = (typeof catalogEntityTypes)[number];
/** The customer service's entity types: files of them run after the catalog's, one after another. */
export const customerEntityTypes = ['customer', 'segment', 'segmentMember'] as const satisfies readonly EntityType[];
export type CustomerEntityType = (typeof customerEntityTypes)[number];

/**
 * What each entity type waits for within one import and is skipped without: segment members name
 * customers and segments (ours: the spec does not say; as products name categories).
 */
export const entityDependencies: Record<EntityType, readonly EntityType[]> = {
  attribute: [],
  inventory: [],
  category: ['attribute'],
  product: ['attribute', 'category'],
  customer: [],
  segment: [],
  segmentMember: ['customer', 'segment'],
};

/** Entity types that live inside a catalog and so need a `catalogCode`. */
export const catalogEntities: readonly EntityType[] = ['category', 'product'];
export const defaultCatalogCode = 'default';

export const importStrategies = ['full', 'partial'] as const;
export type ImportStrategy = (typeof importStrategies)[number];

export const importStatuses = ['new', 'started', 'processing', 'finished', 'aborted'] as const;
export type ImportStatus = (typeof importStatuses)[number];
export const isTerminalImportStatus = (s: ImportStatus) => s === 'finished' || s === 'aborted';
/** Counts still move on their own only while started or processing; a `new` import waits for its trigger. */
export const isRunningImportStatus = (s: ImportStatus) => s === 'started' || s === 'processing';

export const entityFileStatuses = ['awaitingUpload', 'uploaded', 'queued', 'processing', 'finished', 'failed', 'skipped'] as const;
export type EntityFileStatus = (typeof entityFileStatuses)[number];

export const importLogLevels = ['info', 'warning', 'error'] as const;
export type ImportLogLevel = (typeof importLogLevels)[number];

/** Upload addresses stay valid this long (ours). */
export const uploadAddressLifetimeMs = 15 * 60 * 1000;
/** Upload body limit (ours), configurable on the mock. */
export const defaultUploadLimitBytes = 2 * 1024 ** 3;

/** The catalog service's lists may hold up to 1000 per page (its default and its maximum). */
export const catalogListLimit = 1000;

export const listLimits = { defaultLimit: 100, maxLimit: 1000 } as const;

export const segmentTypes = ['fixed', 'dynamic'] as const;
export type SegmentType = (typeof segmentTypes)[number];
export const segmentStatuses = ['active', 'inactive'] as const;
export type SegmentStatus = (typeof segmentStatuses)[number];
/** Letters, digits, `-`, `_` and `.`; no spaces (ours). */
export const segmentCodePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
/** 8 and 9: at most this many members per request. */
export const maxMembersPerRequest = 1000;

/** A member as the app handles it: a customer by its id (readers accept the public `id` spelling too). */
export const toMemberRef = (customerId: string) => ({ ID: customerId, type: 'customer' as const });
export type MemberRef = ReturnType<typeof toMemberRef>;
/** A member spelled as the configured dialect sends it (brief `ID`, public `id`). */
export const memberToWire = (m: MemberRef) => ({ [wireNames.memberId]: m.ID, type: m.type });

/** Whether a value is one of a list of words (a URL parameter, a saved draft): a guard, no schema needed. */
export const isOneOf = <T extends string>(words: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (words as readonly string[]).includes(value);
