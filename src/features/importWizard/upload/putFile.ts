/**
 * `PUT` to an upload address: the file, with XMLHttpRequest (only XHR reports upload progress). The address is a
 * capability URL on another origin that must never see the access token: no Authorization header, no cookies. The File
 * itself is sent, so the browser streams it from disk.
 */
import { i18next } from '@/i18n/i18n';

export class UploadError extends Error {
  constructor(
    readonly kind: 'network' | 'stalled' | 'expired' | 'server' | 'tooLarge' | 'rejected' | 'aborted',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }

  /** worth trying again with the same address */
  get isTransient() {
    return this.kind === 'network' || this.kind === 'stalled' || this.kind === 'server';
  }
}

/** The upload was cancelled: not a failure to report. */
export const cancelledUpload = () => new UploadError('aborted', i18next.t('wizard:upload.cancelled'));

export interface PutFileOptions {
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/** No byte moving for this long counts as a dropped connection. */
const stallTimeoutMs = 60_000;

const serviceMessage = (xhr: XMLHttpRequest) => {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
};

const errorForStatus = (xhr: XMLHttpRequest): UploadError => {
  const { status } = xhr;
  const kind = status === 403 ? 'expired' : status === 413 ? 'tooLarge' : status >= 500 ? 'server' : 'rejected';
  return new UploadError(kind, serviceMessage(xhr) ?? i18next.t(`wizard:upload.${kind}`, { status }), status);
};

export function putFile(url: string, file: Blob, { signal, onProgress }: PutFileOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelledUpload());
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallTimeoutMs);
    };
    const onAbort = () => xhr.abort();
    const finish = (error: UploadError | null) => {
      clearTimeout(watchdog);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };

    xhr.open('PUT', url);
    xhr.withCredentials = false;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.onprogress = (event) => {
      watch();
      onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onreadystatechange = watch;
    xhr.onload = () => finish(xhr.status >= 200 && xhr.status < 300 ? null : errorForStatus(xhr));
    xhr.onerror = () => finish(new UploadError('network', i18next.t('wizard:upload.connectionLost')));
    xhr.onabort = () => finish(stalled ? new UploadError('stalled', i18next.t('wizard:upload.stalledTooLong')) : cancelledUpload());
    signal?.addEventListener('abort', onAbort);
    watch();
    xhr.send(file);
  });
}
