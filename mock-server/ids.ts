import { randomBytes, randomUUID } from 'node:crypto';

/** Opaque, unguessable strings for access tokens, refresh tokens and upload capabilities. */
export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

export const newImportRef = () => randomUUID();
