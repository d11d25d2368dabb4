/**
 * The state file (`--state-file`): the whole store as newline-delimited JSON, one record a
 * line, written with backpressure to a temporary file and renamed into place, so that a big
 * catalog never has to become one string and a crash mid-save keeps the previous file.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { entityTypes, type Customer, type EntityType, type StructuredLogEntry } from '../../src/api';
import { addLog } from './imports';
import { emptyCatalogTables, entityTable, newMerchant, Store } from './store';
import type { AccessToken, EntitySummary, FileSlot, ImportState, SegmentState, UploadCapability } from './types';

const version = 1;

type Line =
  | { t: 'meta'; version: number; savedAt: string }
  | { t: 'merchant'; code: string; name: string; users: Record<string, string>; catalogs: string[] }
  | { t: 'entity'; m: string; e: EntityType; c: string | null; k: string; v: EntitySummary }
  | { t: 'customer'; m: string; customer: Customer }
  | { t: 'segment'; m: string; segment: Omit<SegmentState, 'members'> & { members: string[] } }
  | { t: 'import'; m: string; imp: Omit<ImportState, 'files' | 'logs'> & { files: FileSlot[]; logs: StructuredLogEntry[] } }
  | { t: 'access' | 'refresh'; k: string; token: AccessToken }
  | { t: 'upload'; k: string; cap: UploadCapability };

export const saveState = async (store: Store, path: string): Promise<void> => {
  const tmp = `${path}.tmp-${process.pid}`;
  const out = createWriteStream(tmp);
  const write = async (line: Line) => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
  };
  await write({ t: 'meta', version, savedAt: new Date().toISOString() });
  for (const m of store.merchants.values()) {
    await write({ t: 'merchant', code: m.code, name: m.name, users: Object.fromEntries(m.users), catalogs: [...m.catalog.catalogs.keys()] });
    for (const entity of entityTypes) {
      const catalogs = entity === 'category' || entity === 'product' ? [...m.catalog.catalogs.keys()] : [null];
      for (const c of catalogs) {
        for (const [k, v] of entityTable(m, entity, c ?? undefined)) await write({ t: 'entity', m: m.code, e: entity, c, k, v });
      }
    }
    for (const customer of m.customers) await write({ t: 'customer', m: m.code, customer });
    for (const s of m.segments.values()) await write({ t: 'segment', m: m.code, segment: { ...s, members: [...s.members] } });
    for (const imp of m.imports.values()) {
      await write({ t: 'import', m: m.code, imp: { ...imp, files: [...imp.files.values()], logs: imp.logs } });
    }
  }
  for (const [k, token] of store.accessTokens) await write({ t: 'access', k, token });
  for (const [k, token] of store.refreshTokens) await write({ t: 'refresh', k, token });
  for (const [k, cap] of store.uploadCapabilities) await write({ t: 'upload', k, cap });
  out.end();
  await once(out, 'finish');
  await rename(tmp, path);
};

/** Imports that were running when the server stopped cannot resume: they end aborted, saying why. */
const settleInterrupted = (imp: ImportState) => {
  if (imp.status === 'new') {
    for (const slot of imp.files.values()) {
      if (slot.file && !existsSync(slot.file.path)) {
        delete slot.file;
        slot.status = 'awaitingUpload';
      }
    }
    return;
  }
  if (imp.frozen || (imp.status !== 'started' && imp.status !== 'processing')) return;
  for (const slot of imp.files.values()) {
    if (slot.status === 'processing') slot.status = 'failed';
    else if (slot.status === 'queued') slot.status = 'skipped';
  }
  imp.status = 'aborted';
  imp.endDate = new Date().toISOString();
  addLog(imp, { level: 'error', message: 'Import aborted: the mock server stopped while it was running' });
};

export const loadState = async (path: string): Promise<Store> => {
  const store = new Store();
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const text of lines) {
    n += 1;
    if (!text.trim()) continue;
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch (e) {
      throw new Error(`State file ${path}, line ${n}: ${(e as Error).message}`);
    }
    const merchant = 'm' in line ? store.merchant(line.m) : undefined;
    switch (line.t) {
      case 'meta':
        if (line.version !== version) throw new Error(`State file ${path} has version ${line.version}; this server reads version ${version}`);
        break;
      case 'merchant': {
        const m = store.addMerchant(newMerchant(line.code, line.name, line.users, []));
        for (const c of line.catalogs) m.catalog.catalogs.set(c, emptyCatalogTables());
        break;
      }
      case 'entity':
        if (merchant) entityTable(merchant, line.e, line.c ?? undefined).set(line.k, line.v);
        break;
      case 'customer':
        if (merchant) store.addCustomer(merchant, line.customer);
        break;
      case 'segment':
        if (merchant) merchant.segments.set(line.segment.code, { ...line.segment, members: new Set(line.segment.members) });
        break;
      case 'import':
        if (merchant) {
          const imp: ImportState = { ...line.imp, files: new Map(line.imp.files.map((f) => [f.entity, f])) };
          settleInterrupted(imp);
          merchant.imports.set(imp.importRef, imp);
        }
        break;
      case 'access':
        store.accessTokens.set(line.k, line.token);
        break;
      case 'refresh':
        store.refreshTokens.set(line.k, line.token);
        break;
      case 'upload':
        store.uploadCapabilities.set(line.k, line.cap);
        break;
    }
  }
  store.syncImportSeq();
  return store;
};
