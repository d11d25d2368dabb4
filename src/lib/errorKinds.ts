/**
 * What a failed answer of the service means: the kind of an HTTP status, the words for each kind,
 * and how long the service asked to wait. Read where answers are read (lib/http), apart from
 * ApiError itself, which every page checks and the entry carries.
 */
import { unknownErrorMessage, type ApiErrorKind } from './errors';

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
/** `Retry-After` as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable */
export const parseRetryAfter = (value: string | null, now = Date.now()): number | undefined => {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
};

export const defaultMessageFor = (kind: ApiErrorKind) => fallbackMessages[kind];
