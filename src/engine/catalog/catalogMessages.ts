/** What the page and the catalog's worker say to each other. */
import type { FieldError } from '@/contract';
import type { CatalogEntityType } from '@/contract/terms';
import type { PreviewInput, SentPreview } from '@/engine/preview/previewFile';
import type { DescriptionsInput } from '@/engine/preview/compareDescriptions';
import type { FieldChange } from '@/engine/preview/compareElements';
import type { ExportedFile, ExportFilter, SheetExport } from '@/engine/catalog/exportCatalog';
import type { EntitySnapshot } from '@/engine/snapshot/snapshotEntity';
import type { CatalogScope } from './catalogOverHttp';
import type { TemplateInput } from './catalogTemplate';
import type { WorkProgress } from './workProgress';

export type { WorkProgress } from './workProgress';

/**
 * what the worker does: a file's preview, the descriptions of some of its products compared, an
 * export, or the snapshot before an import (kept in the browser, or a Blob to download)
 */
export type CatalogWork =
  | { type: 'preview'; input: PreviewInput; scope: CatalogScope }
  | { type: 'descriptions'; input: DescriptionsInput; scope: CatalogScope }
  /** `sheet`: as a spreadsheet rather than JSON */
  /** the customer list's scope is its merchant's */
  | { type: 'export'; filter: ExportFilter; scope: CatalogScope | { merchantCode: string; entity: 'customer' }; sheet?: SheetExport; whole?: { sheetNames: Record<CatalogEntityType, string> } }
  /** a spreadsheet template with the live catalogue's codes */
  | { type: 'template'; input: TemplateInput; scope: CatalogScope }
  | {
      type: 'snapshot';
      input: PreviewInput;
      scope: CatalogScope;
      target: { keep: 'browser'; importRef: string } | { keep: 'download' };
      /** products: their descriptions read too, one request per product and locale */
      descriptions?: boolean;
    };

/** what each work ends with; a snapshot's `blob` is the file, when it is to be downloaded */
export interface CatalogWorkResult {
  preview: SentPreview;
  /** each product's changes to its descriptions, by code */
  descriptions: Record<string, FieldChange[]>;
  export: ExportedFile;
  template: Blob;
  snapshot: EntitySnapshot & { blob?: Blob };
}

export type CatalogRequest =
  | { type: 'start'; work: CatalogWork }
  /** the answer to an `auth` question: the token, or whether a new one is ready after a 401 */
  | { type: 'auth'; id: number; token: string | null; recovered: boolean };

export type CatalogReply =
  /** `refused`: the token a 401 answered, for `recover` */
  | { type: 'auth'; id: number; ask: 'token' | 'recover'; refused?: string | null }
  | { type: 'progress'; progress: WorkProgress }
  | { type: 'done'; result: CatalogWorkResult[CatalogWork['type']] }
  /** an ApiError as it crosses to the page (its class does not), with the fields a 400 named; `quota`: the browser's storage is full */
  | { type: 'failed'; failure: { kind: string; message: string; status?: number; fieldErrors?: FieldError[] } };
