/** What every route module is handed, and the typed Hono environment they share. */
import type { HttpBindings } from '@hono/node-server';
import type { ImportEngine } from './engine/engine';
import type { Faults } from './faults';
import type { DialectSetting } from './dialect';
import type { Store } from './store/store';
import type { MerchantState } from './store/types';
import type { Tokens } from './tokens';

export interface PlatformDeps {
  store: Store;
  faults: Faults;
  tokens: Tokens;
  engine: ImportEngine;
  /** where uploaded files are written */
  uploadDir: string;
  /** the upload host's origin for an API request that came in on `apiUrl` */
  uploadOrigin: (apiUrl: URL) => string;
  /** how answers are shaped: the brief's contract or the public specs (switchable by test control) */
  dialect: DialectSetting;
}

/** Node bindings are absent when a test calls `app.fetch` in-process, hence Partial. */
export type ApiEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: { merchant: MerchantState };
};

export type UploadEnv = { Bindings: Partial<HttpBindings> };
