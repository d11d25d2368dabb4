import * as z from 'zod/mini';
import { nonEmpty } from './common';

/** `POST {base}/oauth/token`, form-encoded. */
export const passwordGrant = z.object({ grant_type: z.literal('password'), username: nonEmpty, password: nonEmpty, tenantType: z.literal('merchant'), tenantId: nonEmpty });
const refreshGrant = z.object({ grant_type: z.literal('refresh_token'), refresh_token: nonEmpty });
export const tokenRequest = z.discriminatedUnion('grant_type', [passwordGrant, refreshGrant]);

export const tokenResponse = z.object({
  access_token: nonEmpty,
  token_type: z.literal('Bearer'),
  /** seconds */
  expires_in: z.int().check(z.positive()),
  refresh_token: nonEmpty,
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** OAuth2 error body of the token endpoint (400/401). */
export const tokenError = z.object({ error: z.string(), error_description: z.optional(z.string()) });
