import * as z from 'zod/mini';
import { errorBody, validationErrorBody } from '@/contract/common';
import { config, type Service } from './config';
import { ApiError, kindForStatus, parseRetryAfter } from './errors';
import { yieldToMain } from './yieldToMain';

/**
 * The one HTTP client for the platform's API. It adds the bearer token (never to anything but
 * the API), maps every failure to an ApiError, and checks every answer against its schema so a
 * response of the wrong shape is an error naming the field, not a crash three components later.
 */

/** Who gives the client its tokens (the app installs its provider at start). */
export interface AuthProvider {
  /** the current access token, refreshed first when it is about to expire; null when signed out */
  getAccessToken(): Promise<string | null>;
  /**
   * Called on a 401 of a call made with `refused`: refresh or ask the user to sign in again; resolves
   * true when a new token is ready (at once when the session holds another token already).
   */
  recoverFromUnauthorized(refused?: string | null): Promise<boolean>;
}

let installed: AuthProvider | null = null;
export const setAuthProvider = (provider: AuthProvider | null) => {
  installed = provider;
};
/** the provider in use: a worker that calls the API for the page asks it for tokens through the page */
export const authProviderInUse = () => installed;

type QueryValue = string | number | boolean | undefined | null | Record<string, unknown>;

interface RequestOptions<S extends z.core.$ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  service: Service;
  query?: Record<string, QueryValue>;
  /** sent as JSON */
  body?: unknown;
  /** sent form-encoded (token endpoint) */
  form?: Record<string, string>;
  /** the answer's schema; omit for calls that answer with no body */
  schema?: S;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false for the token endpoint itself */
  auth?: boolean;
}

type Result<S> = S extends z.core.$ZodType ? z.infer<S> : void;

/** `/merchants/{merchantCode}/…` with every segment encoded */
export const merchantPath = (merchantCode: string, ...segments: string[]) =>
  ['/merchants', ...[merchantCode, ...segments].map(encodeURIComponent)].join('/');

export const buildUrl = (service: Service, path: string, query?: Record<string, QueryValue>) => {
  const url = new URL(config.baseUrlFor(service) + path);
  // set whole, once: each `url.searchParams.set` encodes the whole query again (the preview's is 9 kB of codes)
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value != null) params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  url.search = params.toString();
  return url.toString();
};

const describeIssue = (issue: z.core.$ZodIssue) => `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`;

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const errorFromResponse = async (response: Response): Promise<ApiError> => {
  const kind = kindForStatus(response.status);
  const figures = { status: response.status, retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')) };
  const body = await readBody(response).catch(() => undefined);
  const validation = z.safeParse(validationErrorBody, body);
  if (validation.success) {
    const first = validation.data.errors[0];
    const message = first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : undefined;
    return new ApiError(kind, message, { ...figures, fieldErrors: validation.data.errors });
  }
  const plain = z.safeParse(errorBody, body).data;
  return new ApiError(kind, plain?.message, { ...figures, code: plain?.code });
};

const send = async (url: string, init: RequestInit, signal: AbortSignal | undefined, timeoutMs: number) => {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return await fetch(url, { ...init, signal: combined });
  } catch (cause) {
    if (signal?.aborted) throw new ApiError('aborted', undefined, { cause });
    if (timeout.aborted) throw new ApiError('timeout', undefined, { cause });
    throw new ApiError('network', undefined, { cause });
  }
};

export async function apiRequest<S extends z.core.$ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S>,
): Promise<Result<S>> {
  const { method = 'GET', service, query, body, form, schema, signal, timeoutMs = config.requestTimeoutMs, auth = true } = options;
  const url = buildUrl(service, path, query);
  const authProvider = installed;
  const payload = form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body);
  /** the token the last attempt carried: a 401 of a token already replaced needs no refresh */
  let used: string | null = null;
  const attempt = async () => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (payload !== undefined) headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    const token = auth ? await authProvider?.getAccessToken() : null;
    used = token ?? null;
    if (token) headers.Authorization = `Bearer ${token}`;
    return send(url, { method, headers, body: payload }, signal, timeoutMs);
  };

  let response = await attempt();
  // a second 401 may come of a token replaced meanwhile that had expired too: it earns one refresh more
  for (let recoveries = 0; response.status === 401 && auth && authProvider && recoveries < 2; recoveries++) {
    if (!(await authProvider.recoverFromUnauthorized(used))) break;
    response = await attempt();
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (!schema) return undefined as Result<S>;

  const data = await readBody(response);
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    const detail = parsed.error.issues.slice(0, 3).map(describeIssue).join('; ');
    throw new ApiError('badResponse', undefined, { status: response.status, detail, cause: parsed.error.issues });
  }
  // on the page, what the caller does with the answer (a render, the next request) runs in a task
  // apart from reading it; a worker has no page to keep responsive
  if (typeof document !== 'undefined') await yieldToMain();
  return parsed.data as Result<S>;
}
