/**
 * Test fixture: the platform's public answers as our own STRICT schemas, written from the facts of
 * the public specs (import, customer and catalog service): every object is closed (no key the spec
 * does not list), every field has the spec's type, required fields are required, and nothing else
 * is. Used to prove that the mock's `public` dialect answers exactly as the real service would.
 * CI runs on a fresh clone, so these files carry those facts themselves instead of reading the
 * specs. Each service's answers are in publicSpec/, one file per service; this entry holds the
 * errors the services share and `violations`, which reads an answer against a schema.
 *
 * Where the specs are silent (segment create/read, the token call), the shared contract's shapes
 * hold, encoded here as strictly.
 */
import { z } from 'zod';

export * from './publicSpec/catalogService';
export * from './publicSpec/customerService';
export * from './publicSpec/importService';
export { pagination } from './publicSpec/pagination';

const number = z.number();
const int = z.number().int();

/** ForbiddenError / NotFoundError: `{code, message}`, both required. */
export const namedError = z.strictObject({ code: z.string(), message: z.string() });

/** The platform's Error (414, ours): `message` required. */
export const platformError = z.strictObject({ statusCode: number.optional(), code: z.string().optional(), message: z.string() });

// ---- where the public specs are silent: the contract's shapes, as strictly ----

/** The token call (contract). */
export const tokenAnswer = z.strictObject({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: int.positive(),
  refresh_token: z.string().min(1),
});

/** A segment (contract; no public read/create shape exists). */
export const segment = z.strictObject({
  code: z.string(),
  name: z.string(),
  type: z.enum(['fixed', 'dynamic']),
  status: z.enum(['active', 'inactive']),
  description: z.string().optional(),
  memberCount: int.nonnegative(),
  createDate: z.string(),
  updateDate: z.string(),
  rule: z.unknown().optional(),
});

/** Every violation of one answer, as readable lines (empty when it conforms). */
export const violations = (what: string, schema: z.ZodType, body: unknown): string[] => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${what}: ${i.path.join('.') || '(root)'}: ${i.message}`);
};
