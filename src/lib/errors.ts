import type { FieldError } from '../api';

export type ApiErrorKind =
  | 'validation' // 400
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'notFound' // 404
  | 'conflict' // 409
  | 'tooLarge' // 413
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

  constructor(kind: ApiErrorKind, message: string, opts: { status?: number; code?: string; fieldErrors?: FieldError[]; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status;
    this.code = opts.code;
    this.fieldErrors = opts.fieldErrors ?? [];
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

const kindByStatus: Record<number, ApiErrorKind> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
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
  server: 'The service had a problem. Try again in a moment.',
  network: 'The service could not be reached. Check your connection and try again.',
  timeout: 'The service did not answer in time. Try again.',
  badResponse: 'The service answered in an unexpected form.',
  aborted: 'Cancelled.',
  other: 'Something went wrong.',
};
export const defaultMessageFor = (kind: ApiErrorKind) => fallbackMessages[kind];

/** A message fit to show for any thrown value. */
export const errorMessage = (e: unknown): string =>
  isApiError(e) ? e.message : e instanceof Error ? e.message : fallbackMessages.other;
