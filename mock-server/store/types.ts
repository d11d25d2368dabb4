/**
 * What the mock keeps per merchant. Catalog entities are held keyed by their code, each as its
 * element's JSON text and a few scalar fields (store/catalogEntities.ts), never as parsed object
 * trees, so that a million-product import stays within memory.
 */
import type {
  Customer,
  EntityFile,
  EntityType,
  StructuredLogEntry,
  ImportStatus,
  SegmentStatus,
  SegmentType,
} from '../../src/contract';

/**
 * One catalog entity as stored: its element as imported, as one JSON text (the fields of its POST
 * model as written; `importType` and fields the model lacks left out), beside the few scalars the
 * mock looks entities up by without parsing the text. Made only by store/catalogEntities.ts.
 */
export interface StoredEntity {
  /** the element's JSON text */
  readonly element: string;
  /** categories: the parent's code, null for a root (the category tree, the child counts, filters) */
  readonly parentCategoryCode?: string | null;
  /** products: the codes of the linked categories as a JSON array text, absent when none (product counts, detaching) */
  readonly categories?: string | undefined;
  /** categories, products, inventory: the status, `active` when not written (filters) */
  readonly status?: string;
  /** products (filters) */
  readonly modelType?: string;
}
export type EntityTable = Map<string, StoredEntity>;

/**
 * A catalog as the catalog service describes it (the public spec's CatalogBase): every field
 * answered, `null` where the catalog has none.
 */
export interface CatalogBase {
  code: string;
  name: string;
  /** the locale texts are answered in when a call names none, or names one the text lacks */
  defaultLocaleCode: string;
  defaultCurrencyCode: string;
  externalUpdateDate: string | null;
  isDefault: boolean;
  parentCatalogCode: string | null;
}

export interface CatalogTables {
  base: CatalogBase;
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
/** A file of an import as the store keeps it: the contract's entity file (of any of the seven types), plus what the upload needs. */
export interface FileSlot extends Omit<EntityFile, 'entity'> {
  entity: EntityType;
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
  logs: MockLogEntry[];
  /** log entries dropped once the cap was reached */
  droppedLogs: number;
  /** seeded history: shown as it is, never run by the engine */
  frozen?: boolean;
}

/** A log entry as the mock keeps it: the brief's structured entry, of any of the seven entity types. */
export type MockLogEntry = Omit<StructuredLogEntry, 'entity'> & { entity?: EntityType };

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
  /**
   * customer id → the element it was imported from (CreateCustomer's fields as written, one JSON
   * text), for customers made or changed by an import; the search answers from `customers`
   */
  customerElements: Map<string, string>;
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
