/** What the page and the catalogue's worker say to each other. */
import type { PreviewInput, SentPreview } from '@/features/imports/preview/previewFile';
import type { ExportedFile, ExportFilter } from '@/features/imports/export/exportCatalogue';
import type { EntitySnapshot } from '@/features/imports/snapshot/snapshotEntity';
import type { CatalogueScope } from './catalogueOverHttp';

/**
 * where a snapshot goes: into the browser's storage for files, in the import's folder, or into a
 * Blob the page downloads
 */
export type SnapshotTarget = { keep: 'browser'; importRef: string } | { keep: 'download' };

/** what the worker does: a file's preview, an export, or the snapshot before an import */
export type CatalogueWork =
  | { type: 'preview'; input: PreviewInput; scope: CatalogueScope }
  | { type: 'export'; filter: ExportFilter; scope: CatalogueScope }
  | { type: 'snapshot'; input: PreviewInput; scope: CatalogueScope; target: SnapshotTarget };

/** what each work ends with */
export interface CatalogueWorkResult {
  preview: SentPreview;
  export: ExportedFile;
  /** `blob`: the file, when it is to be downloaded */
  snapshot: EntitySnapshot & { blob?: Blob };
}

/** how far the work is: bytes of the file read, or entities of the catalogue gone through */
export interface WorkProgress {
  phase: 'reading' | 'deletions' | 'exporting';
  done: number;
  total: number;
}

export type CatalogueRequest =
  | { type: 'start'; work: CatalogueWork }
  /** the answer to an `auth` question: the token, or whether a new one is ready after a 401 */
  | { type: 'auth'; id: number; token: string | null; recovered: boolean };

import type { FieldError } from '@/api';

/** an ApiError as it crosses to the page (its class does not); `quota`: the browser's storage is full */
export interface WorkFailure {
  kind: string;
  message: string;
  status?: number;
  /** the fields a 400 named: a catalog that does not exist, above all */
  fieldErrors?: FieldError[];
}

export type CatalogueReply =
  | { type: 'auth'; id: number; ask: 'token' | 'recover' }
  | { type: 'progress'; progress: WorkProgress }
  | { type: 'done'; result: CatalogueWorkResult[CatalogueWork['type']] }
  | { type: 'failed'; failure: WorkFailure };
