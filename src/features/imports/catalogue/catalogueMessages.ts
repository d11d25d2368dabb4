/** What the page and the catalogue's worker say to each other. */
import type { FieldError } from '@/api';
import type { PreviewInput, SentPreview } from '@/features/imports/preview/previewFile';
import type { DescriptionsInput } from '@/features/imports/preview/compareDescriptions';
import type { FieldChange } from '@/features/imports/preview/compareElements';
import type { ExportedFile, ExportFilter } from '@/features/imports/export/exportCatalogue';
import type { EntitySnapshot } from '@/features/imports/snapshot/snapshotEntity';
import type { CatalogueScope } from './catalogueOverHttp';

/**
 * what the worker does: a file's preview, the descriptions of some of its products compared, an
 * export, or the snapshot before an import (kept in the browser, or a Blob to download)
 */
export type CatalogueWork =
  | { type: 'preview'; input: PreviewInput; scope: CatalogueScope }
  | { type: 'descriptions'; input: DescriptionsInput; scope: CatalogueScope }
  | { type: 'export'; filter: ExportFilter; scope: CatalogueScope }
  | {
      type: 'snapshot';
      input: PreviewInput;
      scope: CatalogueScope;
      target: { keep: 'browser'; importRef: string } | { keep: 'download' };
      /** products: their descriptions read too, one request per product and locale */
      descriptions?: boolean;
    };

/** what each work ends with; a snapshot's `blob` is the file, when it is to be downloaded */
export interface CatalogueWorkResult {
  preview: SentPreview;
  /** each product's changes to its descriptions, by code */
  descriptions: Record<string, FieldChange[]>;
  export: ExportedFile;
  snapshot: EntitySnapshot & { blob?: Blob };
}

/** how far the work is: bytes of the file read, entities of the catalogue gone through, or description requests answered */
export interface WorkProgress {
  phase: 'reading' | 'deletions' | 'exporting' | 'descriptions';
  done: number;
  total: number;
}

export type CatalogueRequest =
  | { type: 'start'; work: CatalogueWork }
  /** the answer to an `auth` question: the token, or whether a new one is ready after a 401 */
  | { type: 'auth'; id: number; token: string | null; recovered: boolean };

export type CatalogueReply =
  /** `refused`: the token a 401 answered, for `recover` */
  | { type: 'auth'; id: number; ask: 'token' | 'recover'; refused?: string | null }
  | { type: 'progress'; progress: WorkProgress }
  | { type: 'done'; result: CatalogueWorkResult[CatalogueWork['type']] }
  /** an ApiError as it crosses to the page (its class does not), with the fields a 400 named; `quota`: the browser's storage is full */
  | { type: 'failed'; failure: { kind: string; message: string; status?: number; fieldErrors?: FieldError[] } };
