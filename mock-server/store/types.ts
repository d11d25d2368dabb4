/**
 * What the mock keeps per merchant. Catalog entities are held as small summaries keyed by
 * their code, not as whole elements, so that a million-product import stays within memory.
 */
import type {
  Customer,
  EntityFile,
  EntityType,
  StructuredLogEntry,
  ImportStatus,
  SegmentStatus,
  SegmentType,
} from '../../src/api';

/** A few fields of an imported element, enough to show and to persist. */
export type EntitySummary = Readonly<Record<string, string | number | boolean | null>>;
export type EntityTable = Map<string, EntitySummary>;

export interface CatalogTables {
  categories: EntityTable;
  products: EntityTable;
}

export interface MerchantCatalog {
  attributes: EntityTable;
  /** keyed `productCode/locationCode` */
  inventory: EntityTable;
  catalogs: Map<string, CatalogTables>;
}

export interface UploadedFile {
  path: string;
  size: number;
  etag: string;
}

/** One entity type's file within an import: the wire EntityFile plus where its bytes are. */
/** A file of an import as the store keeps it: the contract's entity file, plus what the upload needs. */
export interface FileSlot extends EntityFile {
  /** inventory, full strategy: only these locations' stock is replaced */
  locationCodes?: string[];
  /** the capability token of the current upload address */
  uploadToken?: string;
  uploadExpiresAt?: number;
  file?: UploadedFile;
}

export interface ImportState {
  importRef: string;
  /** creation order, to break ties between equal createDates */
  seq: number;
  status: ImportStatus;
  source?: string;
  createDate: string;
  startDate?: string;
  endDate?: string;
  files: Map<EntityType, FileSlot>;
  logs: StructuredLogEntry[];
  /** log entries dropped once the cap was reached */
  droppedLogs: number;
  /** seeded history: shown as it is, never run by the engine */
  frozen?: boolean;
}

export interface SegmentState {
  code: string;
  name: string;
  type: SegmentType;
  status: SegmentStatus;
  description?: string;
  rule?: unknown;
  createDate: string;
  updateDate: string;
  /** fixed segments: customer ids */
  members: Set<string>;
  /** dynamic segments: the count their rule yields (made up; the mock does not evaluate rules) */
  ruleMemberCount?: number;
}

export interface MerchantState {
  code: string;
  name: string;
  /** user name → password (demo accounts only) */
  users: Map<string, string>;
  catalog: MerchantCatalog;
  customers: Customer[];
  customersById: Map<string, Customer>;
  segments: Map<string, SegmentState>;
  imports: Map<string, ImportState>;
}

export interface AccessToken {
  merchantCode: string;
  username: string;
  expiresAt: number;
  /** one sign-in and every token refreshed from it: revoking one token ends them all */
  grant?: string;
}

export interface UploadCapability {
  merchantCode: string;
  importRef: string;
  entity: EntityType;
}
