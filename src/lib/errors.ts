import type { FieldError } from '@/contract';
import { formatDuration } from '@/i18n/format';
import { i18next } from '@/i18n/i18nextInstance';

const kindByStatus = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  429: 'tooManyRequests',
} as const;

type ApiErrorKind =
  | (typeof kindByStatus)[keyof typeof kindByStatus]
  | 'server' // 5xx
  | 'network' // no answer
  | 'timeout' // no answer in time
  | 'badResponse' // an answer of the wrong shape
  | 'aborted' // cancelled by the caller
  | 'other';

export const kindForStatus = (status: number): ApiErrorKind =>
  (kindByStatus as Record<number, ApiErrorKind>)[status] ?? (status >= 500 ? 'server' : 'other');

type ApiErrorOptions = Partial<Pick<ApiError, 'status' | 'code' | 'fieldErrors' | 'retryAfterSeconds' | 'detail'>> & { cause?: unknown };

/**
 * Every failed call ends as one of these: a kind to branch on, and what describes it in the page's
 * language (see `describeError`). The service's own words, when it sent any, are kept as sent.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly fieldErrors: FieldError[];
  /** how long the service asked to wait before trying again (Retry-After), in seconds */
  readonly retryAfterSeconds?: number;
  /** what was wrong with an answer of the wrong shape (its schema's issues), for `badResponse` */
  readonly detail?: string;
  /** what the service said (or a caller wrote), shown as it is; absent when the kind says it all */
  readonly serviceMessage?: string;

  constructor(kind: ApiErrorKind, message?: string, { cause, ...figures }: ApiErrorOptions = {}) {
    // Error.message serves the console and code that reads it; the page describes the error anew in its language
    super(message ?? translateKind(i18next.t, kind, figures), { cause });
    Object.assign(this, figures);
    this.name = 'ApiError';
    this.kind = kind;
    this.fieldErrors = figures.fieldErrors ?? [];
    this.serviceMessage = message;
  }

  /** network failures, timeouts and 5xx may succeed when tried again */
  get isTransient() {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'server';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

type Translate = typeof i18next.t;

/** What an error of this kind says when the service said nothing of its own. */
function translateKind(t: Translate, kind: ApiErrorKind, { status, retryAfterSeconds, detail }: ApiErrorOptions): string {
  switch (kind) {
    case 'tooManyRequests':
      return retryAfterSeconds === undefined
        ? t('common:errors.tooManyRequests')
        : t('common:errors.tooManyRequestsWait', { wait: formatDuration(retryAfterSeconds * 1000) });
    case 'badResponse':
      if (detail === undefined) return t('common:errors.badResponse');
      // the message marks the detail with <code> for <Trans> (see ErrorMessage); as plain text it goes
      return t('common:errors.badResponseDetail', { detail }).replace(/<\/?code>/g, '');
    case 'other':
      return status === undefined ? t('common:errors.other') : t('common:errors.otherStatus', { status });
    default:
      return t(`common:errors.${kind}`);
  }
}

/**
 * Any thrown value, described in the page's language: the service's own words when it sent any, else
 * what its kind means. Pass the `t` of the component that shows it (whatever its namespace: the keys
 * here name theirs), so the text follows a change of language.
 */
export function describeError(error: unknown, t: (...args: never[]) => unknown = i18next.t): string {
  const say = t as Translate;
  if (isApiError(error)) return error.serviceMessage ?? translateKind(say, error.kind, error);
  if (error instanceof Error) return error.message;
  return say('common:errors.other');
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable */
export const parseRetryAfter = (value: string | null): number | undefined => {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};
