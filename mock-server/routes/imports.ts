/** The import calls of the contract: create, upload addresses, trigger, list, one record, logs. */
import { Hono } from 'hono';
import { rm } from 'node:fs/promises';
import * as z from 'zod/mini';
import {
  catalogEntities,
  createImportBody,
  entityTypes,
  isOneOf,
  uploadAddressRequest,
} from '../../src/contract';
import type { ApiEnv, PlatformDeps } from '../context';
import { renderCreatedImport, renderImport, renderLogs, renderUploadAddress } from '../dialect';
import { compileFilter, page, readFilter, readPaging, readSort, type FieldSpecs, type SortKeys } from '../filters';
import { conflict, fieldProblem, notFound, readJsonBody, zodProblem } from '../http';
import { newImportRef, randomToken } from '../ids';
import { faultPoint } from '../middleware';
import { addLog, newFileSlot, newImportState, orderedSlots } from '../store/imports';
import type { FileSlot, ImportState, MerchantState, MockLogEntry } from '../store/types';

const base = '/merchants/:merchantCode/imports';

const importFilters: FieldSpecs<ImportState> = {
  importRef: { kind: 'string', get: (i) => i.importRef },
  ref: { kind: 'string', get: (i) => i.importRef },
  status: { kind: 'string', get: (i) => i.status },
  source: { kind: 'string', get: (i) => i.source },
  createDate: { kind: 'date', get: (i) => i.createDate },
  startDate: { kind: 'date', get: (i) => i.startDate },
  endDate: { kind: 'date', get: (i) => i.endDate },
};
const importSort: SortKeys<ImportState> = {
  // seq breaks ties between imports created in the same millisecond
  createDate: (i) => `${i.createDate}#${String(i.seq).padStart(9, '0')}`,
  startDate: (i) => i.startDate,
  endDate: (i) => i.endDate,
  status: (i) => i.status,
};
/** The contract's request, for every entity type the import service takes (its `getSignedUrl` enum). */
const uploadRequest = z.extend(uploadAddressRequest, { entity: z.enum(entityTypes) });

const logFilters: FieldSpecs<MockLogEntry> = {
  entity: { kind: 'string', get: (l) => l.entity },
  level: { kind: 'string', get: (l) => l.level },
  index: { kind: 'number', get: (l) => l.index },
  time: { kind: 'date', get: (l) => l.time },
  message: { kind: 'string', get: (l) => l.message },
};

const findImport = (merchant: MerchantState, ref: string) => {
  const imp = merchant.imports.get(ref);
  if (!imp) throw notFound(`Import ${ref} does not exist for merchant ${merchant.code}`);
  return imp;
};

const refuseIfTriggered = (imp: ImportState, what: string) => {
  if (imp.status !== 'new') {
    throw conflict(`Import ${imp.importRef} was already triggered (status ${imp.status}); ${what}`);
  }
};

export const importRoutes = (deps: PlatformDeps) => {
  const { store, faults } = deps;
  const dialect = () => deps.dialect.current;
  const app = new Hono<ApiEnv>();

  /** Forgets a slot's upload address and stored bytes, when it is replaced. */
  const releaseSlot = async (slot: FileSlot | undefined) => {
    if (!slot) return;
    if (slot.uploadToken) store.uploadCapabilities.delete(slot.uploadToken);
    if (slot.file) await rm(slot.file.path, { force: true });
  };

  app.post(base, faultPoint(faults, 'createImport'), async (c) => {
    const merchant = c.get('merchant');
    const parsed = createImportBody.safeParse((await readJsonBody(c, { optional: true })) ?? {});
    if (!parsed.success) throw zodProblem(parsed.error);
    const imp = newImportState(newImportRef(), store.nextImportSeq(), new Date().toISOString(), parsed.data.source);
    merchant.imports.set(imp.importRef, imp);
    store.touch();
    c.header('Location', `/merchants/${merchant.code}/imports/${imp.importRef}`);
    return c.json(renderCreatedImport(dialect(), imp), 201);
  });

  app.get(base, faultPoint(faults, 'listImports'), (c) => {
    const merchant = c.get('merchant');
    const predicate = compileFilter(readFilter(c.req), importFilters);
    const result = page(merchant.imports.values(), predicate, readSort(c.req, importSort, 'createDate:desc'), readPaging(c.req));
    return c.json({ meta: result.meta, imports: result.items.map((i) => renderImport(dialect(), i)) }, 200);
  });

  app.get(`${base}/:importRef`, faultPoint(faults, 'getImport'), (c) => {
    const imp = findImport(c.get('merchant'), c.req.param('importRef'));
    return c.json(renderImport(dialect(), imp), 200);
  });

  app.post(`${base}/:importRef/urls`, faultPoint(faults, 'urls'), async (c) => {
    const merchant = c.get('merchant');
    const parsed = uploadRequest.safeParse(await readJsonBody(c));
    if (!parsed.success) throw zodProblem(parsed.error);
    const imp = findImport(merchant, c.req.param('importRef'));
    refuseIfTriggered(imp, 'create a new import to upload more files');
    const { entity, importStrategy, operation } = parsed.data;
    if (operation === 'download') throw fieldProblem('operation', 'notSupported', 'This service hands out upload addresses only (operation "upload")', operation);
    const locationCodes = [...new Set(parsed.data.locationCodes ?? [])];
    if (locationCodes.length && (entity !== 'inventory' || importStrategy !== 'full')) {
      throw fieldProblem(
        'locationCodes',
        'notAllowed',
        `locationCodes limits a full inventory import to some locations; it cannot be used with a ${importStrategy} ${entity} file`,
      );
    }
    let catalogCode: string | undefined;
    if (isOneOf(catalogEntities, entity)) {
      catalogCode = parsed.data.catalogCode;
      if (!catalogCode) throw fieldProblem('catalogCode', 'required', `catalogCode is required for ${entity} files (e.g. "default")`);
      if (!merchant.catalog.catalogs.has(catalogCode)) {
        const known = [...merchant.catalog.catalogs.keys()].join(', ');
        throw fieldProblem('catalogCode', 'notFound', `Catalog ${catalogCode} does not exist; this merchant has: ${known}`, catalogCode);
      }
    }
    // one file per entity type: asking again replaces the slot (and voids its old address)
    await releaseSlot(imp.files.get(entity));
    const slot = newFileSlot(entity, importStrategy, catalogCode, locationCodes);
    const token = randomToken();
    const expiresAt = Date.now() + faults.for(merchant.code).settings.uploadTtlSeconds * 1000;
    slot.uploadToken = token;
    slot.uploadExpiresAt = expiresAt;
    imp.files.set(entity, slot);
    store.uploadCapabilities.set(token, { merchantCode: merchant.code, importRef: imp.importRef, entity });
    store.touch();
    const answer = renderUploadAddress(dialect(), {
      url: `${deps.uploadOrigin(new URL(c.req.url))}/uploads/${token}`,
      expiresAt: new Date(expiresAt).toISOString(),
    });
    return c.json(answer, 201);
  });

  app.post(`${base}/:importRef`, faultPoint(faults, 'trigger'), (c) => {
    const merchant = c.get('merchant');
    const imp = findImport(merchant, c.req.param('importRef'));
    refuseIfTriggered(imp, 'an import runs once');
    const slots = orderedSlots(imp);
    if (!slots.some((s) => s.status === 'uploaded')) {
      throw conflict(`No file was uploaded to import ${imp.importRef}: ask for an upload address, upload a file, then start the import`);
    }
    const missing = slots.filter((s) => s.status !== 'uploaded').map((s) => s.entity);
    if (missing.length) {
      throw conflict(
        `No file was uploaded for ${missing.join(', ')} in import ${imp.importRef} (an upload address was asked for); upload it before starting the import`,
      );
    }
    for (const slot of slots) {
      if (slot.uploadToken) store.uploadCapabilities.delete(slot.uploadToken);
      slot.status = 'queued';
    }
    imp.status = 'started';
    imp.startDate = new Date().toISOString();
    addLog(imp, { level: 'info', message: `Import started with the files: ${slots.map((s) => s.entity).join(', ')}` });
    store.touch();
    // processing runs as the merchant's, so it goes at that merchant's pace
    faults.within(merchant.code, () => deps.engine.start(merchant, imp));
    return c.body(null, 204);
  });

  app.get(`${base}/:importRef/logs`, faultPoint(faults, 'logs'), (c) => {
    const imp = findImport(c.get('merchant'), c.req.param('importRef'));
    const predicate = compileFilter(readFilter(c.req), logFilters);
    const result = page(imp.logs, predicate, null, readPaging(c.req));
    return c.json(renderLogs(dialect(), result.meta, result.items), 200);
  });

  return app;
};
