/**
 * The error answers of the contract in one place: routes throw an HttpProblem and the app's
 * error handler turns it into the response, so no route formats an error body by hand and no
 * stack trace ever reaches a client.
 */
import type { Context, Env, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { FieldError } from '../src/contract';

export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'HttpProblem';
  }
}

/** 400 `{errors:[{field, code, message, value?}]}` */
export const badRequest = (errors: FieldError[]) => new HttpProblem(400, { errors });
export const fieldProblem = (field: string, code: string, message: string, value?: unknown) =>
  badRequest([{ field, code, message, ...(value === undefined ? {} : { value }) }]);

export const unauthorized = (message: string) =>
  new HttpProblem(401, { code: 'Unauthorized', message }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
export const forbidden = (message: string) => new HttpProblem(403, { code: 'Forbidden', message });
export const notFound = (message: string) => new HttpProblem(404, { code: 'NotFound', message });
export const conflict = (message: string) => new HttpProblem(409, { code: 'Conflict', message });

/** `members[0].ID` from zod's `['members', 0, 'ID']` */
export const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>((acc, part) => {
    if (typeof part === 'number') return `${acc}[${part}]`;
    const name = String(part);
    return acc ? `${acc}.${name}` : name;
  }, '');

/** zod leaves the input out of its issues; its default message says what it received instead */
const isMissing = (issue: z.core.$ZodIssue) =>
  issue.code === 'invalid_type' && (issue.input === undefined ? /received undefined$/.test(issue.message) : false);

const issueCode = (issue: z.core.$ZodIssue): string => {
  if (isMissing(issue)) return 'required';
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'invalid_format') return 'invalidFormat';
  if (issue.code === 'invalid_value') return 'invalidValue';
  return issue.code;
};

const typeWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};

/** A message that stands alone: the app shows it next to the field it names. */
const issueMessage = (issue: z.core.$ZodIssue, field: string) => {
  if (isMissing(issue)) return `${field} is required`;
  if (issue.code === 'invalid_type') return `${field} must be ${typeWords[issue.expected] ?? issue.expected}`;
  return issue.message;
};

/** A zod failure as the contract's 400 body, every issue naming its field. */
export const zodProblem = (error: z.core.$ZodError, prefix = '') =>
  badRequest(
    error.issues.map((issue) => {
      const field = fieldPath([...(prefix ? [prefix] : []), ...issue.path]) || 'body';
      return { field, code: issueCode(issue), message: issueMessage(issue, field) };
    }),
  );

/** JSON bodies larger than this are refused before they are read whole (no route needs more). */
export const maxJsonBodyBytes = 1024 * 1024;

const payloadTooLarge = (limit: number) =>
  new HttpProblem(
    413,
    { code: 'PayloadTooLarge', message: `The request body is larger than ${limit / 1024} KiB; send less per request` },
    { Connection: 'close' },
  );

const isJsonType = (type: string) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim());

/** Reads the body as text, stopping at `limit` bytes so a huge body never sits in memory. */
const readLimitedText = async (c: Context, limit: number): Promise<string> => {
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit);
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
};

const unsupportedType = (type: string | undefined, unread: boolean) =>
  new HttpProblem(
    415,
    { code: 'UnsupportedMediaType', message: `Send the body as JSON with Content-Type: application/json${type ? ` (got ${type})` : ''}` },
    // the body is left unread, so the connection cannot carry another request
    unread ? { Connection: 'close' } : {},
  );

/**
 * The request body as JSON; an empty body is `undefined` when `optional`, else a 400 naming `body`.
 * A body declared as another type is a 415 before it is read; one without a type a 415 once read;
 * one over the limit a 413.
 */
export const readJsonBody = async (c: Context, opts: { optional?: boolean; maxBytes?: number } = {}): Promise<unknown> => {
  const limit = opts.maxBytes ?? maxJsonBodyBytes;
  const type = c.req.header('Content-Type');
  // Content-Length: 0 is no body at all (curl -d '' sends it with a form type)
  if (type && !isJsonType(type) && c.req.header('Content-Length') !== '0') throw unsupportedType(type, true);
  const text = await readLimitedText(c, limit);
  if (text.trim() === '') {
    if (opts.optional) return undefined;
    throw fieldProblem('body', 'required', 'The request needs a JSON body');
  }
  if (!type || !isJsonType(type)) throw unsupportedType(type, false);
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw fieldProblem('body', 'invalidJson', `The body is not valid JSON: ${(e as Error).message}`);
  }
};

export const problemResponse = (c: Context, problem: HttpProblem) => {
  for (const [name, value] of Object.entries(problem.headers)) c.header(name, value);
  return c.json(problem.body, problem.status);
};

/** Every app answers unknown routes and thrown errors in the contract's shapes. */
export const installErrorHandling = <E extends Env>(app: Hono<E>) => {
  app.notFound((c) => c.json({ code: 'NotFound', message: `No such route: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpProblem) return problemResponse(c, err);
    console.error('[mock-server] unexpected error', err);
    return c.json({ code: 'InternalError', message: `The mock server failed: ${err.message}` }, 500);
  });
};
