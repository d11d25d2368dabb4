import type { FieldError } from '../api';

export type ApiErrorKind =
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

  /** the message for one form field, if the service named it */
  messageFor(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The message for a failure nothing else describes. */
export const unknownErrorMessage = 'Something went wrong.';

/** A message fit to show for any thrown value. */
export const errorMessage = (e: unknown): string =>
  isApiError(e) ? e.message : e instanceof Error ? e.message : unknownErrorMessage;
