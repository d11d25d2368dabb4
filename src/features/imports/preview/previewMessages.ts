/** What the page and the preview's worker say to each other. */
import type { PreviewInput, FilePreview, PreviewProgress } from './previewFile';
import type { CatalogueScope } from './catalogueOverHttp';

export type PreviewRequest =
  | { type: 'start'; input: PreviewInput; scope: CatalogueScope }
  /** the answer to an `auth` question: the token, or whether a new one is ready after a 401 */
  | { type: 'auth'; id: number; token: string | null; recovered: boolean };

/** an ApiError as it crosses to the page (its class does not) */
export interface PreviewFailure {
  kind: string;
  message: string;
  status?: number;
}

export type PreviewReply =
  | { type: 'auth'; id: number; ask: 'token' | 'recover' }
  | { type: 'progress'; progress: PreviewProgress }
  | { type: 'done'; preview: FilePreview }
  | { type: 'failed'; failure: PreviewFailure };
