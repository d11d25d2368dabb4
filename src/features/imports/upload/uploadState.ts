/** What the page knows of an upload. */
type UploadStatus = 'waiting' | 'preparing' | 'uploading' | 'retrying' | 'done' | 'failed' | 'cancelled';

export interface UploadState {
  status: UploadStatus;
  loaded: number;
  total: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  /** why it is retrying, or why it failed: the service's words, or the app's in the page's language when it was set */
  message: string | null;
  attempt: number;
}

export const isActiveUpload = (s: UploadState | undefined) =>
  s !== undefined && (s.status === 'waiting' || s.status === 'preparing' || s.status === 'uploading' || s.status === 'retrying');

/** An upload that ended changes what the service holds (a file, or a slot that waits for one). */
export const uploadEnded = (upload: UploadState, before: UploadState | null) => !isActiveUpload(upload) && isActiveUpload(before ?? undefined);
