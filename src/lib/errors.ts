import type { FieldError } from '../api';

type ApiErrorKind =
  | 'validation' // 400
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'notFound' // 404
  | 'conflict' // 409
  | 'tooLarge' // 413
  | 'tooManyRequests' // 429
  | 'server' // 5xx
  | 'network' // no answer
  | 'timeout' // no answer in time
  | 'badResponse' // an answer of the wrong shape
  | 'aborted' // cancelled by the caller
  | 'other';

/** Every failed call ends as one of these: a kind to branch on and a message a merchant can read. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly fieldErrors: FieldError[];
  /** how long the service asked to wait before trying again (Retry-After), in seconds */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: ApiErrorKind,
    message: string,
    opts: { status?: number; code?: string; fieldErrors?: FieldError[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status;
    this.code = opts.code;
    this.fieldErrors = opts.fieldErrors ?? [];
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  /** network failures, timeouts and 5xx may succeed when tried again */
  get isTransient() {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'server';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The message for a failure nothing else describes. */
const unknownErrorMessage = 'Something went wrong.';

/** A message fit to show for any thrown value. */
export const errorMessage = (e: unknown): string =>
  isApiError(e) ? e.message : e instanceof Error ? e.message : unknownErrorMessage;

const kindByStatus: Record<number, ApiErrorKind> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  429: 'tooManyRequests',
};

export const kindForStatus = (status: number): ApiErrorKind =>
  kindByStatus[status] ?? (status >= 500 ? 'server' : 'other');

const fallbackMessages: Record<ApiErrorKind, string> = {
  validation: 'The service did not accept the request.',
  unauthorized: 'Your session has ended. Sign in again.',
  forbidden: 'You do not have access to this merchant.',
  notFound: 'Not found.',
  conflict: 'This conflicts with the current state. Reload and try again.',
  tooLarge: 'The file is larger than the service accepts.',
  tooManyRequests: 'Too many requests. Wait a moment, then try again.',
  server: 'The service had a problem. Try again in a moment.',
  network: 'The service could not be reached. Check your connection and try again.',
  timeout: 'The service did not answer in time. Try again.',
  badResponse: 'The service answered in an unexpected form.',
  aborted: 'Cancelled.',
  other: unknownErrorMessage,
};
export const defaultMessageFor = (kind: ApiErrorKind) => fallbackMessages[kind];

/** `Retry-After` as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable */
export const parseRetryAfter = (value: string | null): number | undefined => {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};
