/**
 * Seeded import history: 26 imports in every status, with files, counts and log entries that
 * agree with each other. They are frozen: the engine never runs them, so the `started` and
 * `processing` ones stay in that state (they show what a running import looks like).
 */
import type { EntityFileStatus, EntityType, ImportStatus, ImportStrategy, OperationCounts } from '../../src/contract';
import type { Prng } from '../prng';
import { newFileSlot, newImportState } from '../store/imports';
import type { FileSlot, ImportState } from '../store/types';
import type { CatalogEntityType } from '../../src/contract/terms';

interface FileSpec {
  entity: CatalogEntityType;
  strategy?: ImportStrategy;
  total?: number;
  failed?: number;
  /** full: entities removed for missing from the file; partial: elements with importType D */
  deleted?: number;
  status?: EntityFileStatus;
  /** share of the work done, for a file still processing */
  progress?: number;
  /** why the whole file was rejected */
  rejected?: string;
}

export interface ImportSpec {
  hoursAgo: number;
  status: ImportStatus;
  source?: string;
  files: FileSpec[];
}

const erp = 'ERP nightly export';
const pim = 'PIM sync';
// as this app's wizard writes it (docs/api-notes.md): who started it, with which files
const staff = 'Merchant Admin: started by demo; files: products.json; attempt seed0001';

/** newest first, as the import list shows them */
export const demoImportSpecs: ImportSpec[] = [
  { hoursAgo: 0.2, status: 'new', source: staff, files: [] },
  { hoursAgo: 0.5, status: 'new', source: staff, files: [{ entity: 'product', status: 'awaitingUpload' }] },
  { hoursAgo: 1, status: 'processing', source: pim, files: [{ entity: 'attribute', total: 12 }, { entity: 'product', total: 1200, progress: 0.4, status: 'processing' }] },
  { hoursAgo: 1.5, status: 'started', source: erp, files: [{ entity: 'inventory', status: 'queued' }] },
  { hoursAgo: 3, status: 'finished', source: erp, files: [{ entity: 'inventory', total: 3400, failed: 3 }] },
  { hoursAgo: 5, status: 'aborted', source: staff, files: [{ entity: 'category', rejected: 'The file is not a JSON array: it must start with "[", found "{" (line 1, column 1)' }, { entity: 'product', total: 220, status: 'skipped' }] },
  { hoursAgo: 8, status: 'finished', source: pim, files: [{ entity: 'attribute', total: 14 }, { entity: 'category', total: 32, failed: 1 }, { entity: 'product', total: 640, failed: 12, deleted: 5 }] },
  { hoursAgo: 20, status: 'finished', source: staff, files: [{ entity: 'product', strategy: 'partial', total: 25, deleted: 4 }] },
  { hoursAgo: 26, status: 'processing', source: erp, files: [{ entity: 'inventory', total: 5000, progress: 0.75, status: 'processing' }] },
  { hoursAgo: 27, status: 'finished', source: erp, files: [{ entity: 'inventory', total: 3380 }] },
  { hoursAgo: 30, status: 'aborted', source: pim, files: [{ entity: 'attribute', rejected: 'The file ends before the array is closed (after 7 elements): is it cut short? (line 88, column 1)' }, { entity: 'category', total: 30, status: 'skipped' }, { entity: 'product', total: 610, status: 'skipped' }] },
  { hoursAgo: 48, status: 'finished', source: pim, files: [{ entity: 'attribute', total: 14 }, { entity: 'product', total: 612, failed: 40 }] },
  { hoursAgo: 51, status: 'finished', source: erp, files: [{ entity: 'inventory', total: 3370, failed: 1 }] },
  { hoursAgo: 72, status: 'new', source: 'manual upload', files: [{ entity: 'attribute', status: 'awaitingUpload' }, { entity: 'product', status: 'awaitingUpload' }] },
  { hoursAgo: 75, status: 'finished', source: staff, files: [{ entity: 'category', strategy: 'partial', total: 3 }] },
  { hoursAgo: 96, status: 'aborted', source: staff, files: [{ entity: 'product', rejected: 'Element 17 is not valid JSON: Expected \',\' or \'}\' after property value (line 342, column 18)' }] },
  { hoursAgo: 100, status: 'finished', source: erp, files: [{ entity: 'inventory', total: 3365 }] },
  { hoursAgo: 120, status: 'finished', source: pim, files: [{ entity: 'attribute', total: 13, failed: 1 }, { entity: 'category', total: 31 }, { entity: 'product', total: 598, failed: 7, deleted: 12 }] },
  { hoursAgo: 124, status: 'started', source: 'manual upload', files: [{ entity: 'attribute', status: 'queued' }, { entity: 'category', status: 'queued' }] },
  { hoursAgo: 150, status: 'finished', source: erp, files: [{ entity: 'inventory', strategy: 'partial', total: 80, deleted: 6, failed: 2 }] },
  { hoursAgo: 168, status: 'aborted', source: pim, files: [{ entity: 'attribute', total: 12 }, { entity: 'inventory', total: 3300 }, { entity: 'category', rejected: 'The file holds a JSON object, not an array: the top level must be [ … ] (line 1, column 1)' }, { entity: 'product', total: 590, status: 'skipped' }] },
  { hoursAgo: 200, status: 'finished', source: staff, files: [{ entity: 'product', strategy: 'partial', total: 150, failed: 150 }] },
  { hoursAgo: 240, status: 'finished', source: pim, files: [{ entity: 'attribute', total: 10 }, { entity: 'category', total: 28 }, { entity: 'product', total: 575 }] },
  { hoursAgo: 300, status: 'aborted', source: erp, files: [{ entity: 'inventory', rejected: 'The file is empty: it must hold a JSON array (line 1, column 1)' }] },
  { hoursAgo: 336, status: 'finished', source: erp, files: [{ entity: 'inventory', total: 3100, failed: 25 }] },
  { hoursAgo: 720, status: 'finished', files: [{ entity: 'attribute', total: 8 }, { entity: 'category', total: 20 }, { entity: 'product', total: 400 }, { entity: 'inventory', total: 2800 }] },
];

export const acmeImportSpecs: ImportSpec[] = [
  { hoursAgo: 2, status: 'finished', source: 'acme ERP', files: [{ entity: 'product', total: 42 }] },
  { hoursAgo: 30, status: 'aborted', source: 'acme ERP', files: [{ entity: 'category', rejected: 'The file is empty: it must hold a JSON array (line 1, column 1)' }, { entity: 'product', total: 40, status: 'skipped' }] },
  { hoursAgo: 50, status: 'new', source: 'acme ERP', files: [] },
];

const problems: Record<CatalogEntityType, ((key: string) => string)[]> = {
  attribute: [
    (k) => `Attribute "${k}": use must be one of option, extra, property, not string "filter"`,
    (k) => `Attribute "${k}": name is required (an object of locale → text, e.g. {"en-us": "…"})`,
  ],
  category: [
    (k) => `Category "${k}": category "kids" does not exist in catalog default`,
    (k) => `Category "${k}": sequenceId must be an integer, not string "3"`,
  ],
  product: [
    (k) => `Product "${k}": name is required (an object of locale → text, e.g. {"en-us": "…"})`,
    (k) => `Product "${k}": category "hats" does not exist in catalog default`,
    (k) => `Product "${k}": modelType must be one of standard, configurable, bundle, bundleItem, variant, not string "simple"`,
    (k) => `Product "${k}": attribute "fabric" does not exist`,
  ],
  inventory: [
    (k) => `Inventory "${k}": sku is required`,
    (k) => `Inventory "${k}": onHand must be a number, not string "twelve"`,
  ],
};

const keyFor = (entity: EntityType, i: number) =>
  entity === 'inventory' ? `sku-${String(i).padStart(5, '0')}/warehouse-1` : `${entity === 'product' ? 'sku' : entity}-${String(i).padStart(5, '0')}`;

const ops = (dispatched: number, failed: number): OperationCounts => ({ dispatched, succeeded: dispatched - failed, failed });
const scale = (c: OperationCounts, p: number): OperationCounts => {
  const dispatched = Math.floor(c.dispatched * p);
  const failed = Math.min(dispatched, Math.floor(c.failed * p));
  return { dispatched, succeeded: dispatched - failed, failed };
};

const at = (base: number, seconds: number) => new Date(base + seconds * 1000).toISOString();

const buildFile = (prng: Prng, imp: ImportState, spec: FileSpec, startMs: number): { slot: FileSlot; seconds: number } => {
  const catalogCode = spec.entity === 'product' || spec.entity === 'category' ? 'default' : undefined;
  const strategy = spec.strategy ?? 'full';
  const slot = newFileSlot(spec.entity, strategy, catalogCode);
  const total = spec.total ?? 0;
  const log = (seconds: number, level: 'info' | 'warning' | 'error', message: string, index?: number) =>
    imp.logs.push({ time: at(startMs, seconds), level, entity: spec.entity, ...(index === undefined ? {} : { index }), message });

  if (spec.status === 'awaitingUpload') return { slot, seconds: 0 };
  if (spec.status === 'queued') {
    slot.status = 'queued';
    return { slot, seconds: 0 };
  }
  if (spec.status === 'skipped') {
    slot.status = 'skipped';
    slot.total = total;
    slot.skipped = total;
    log(1, 'warning', `Skipped the ${spec.entity} file: a file it depends on did not finish`);
    return { slot, seconds: 1 };
  }
  log(0, 'info', `Started the ${spec.entity} file (${strategy} import${catalogCode ? ` in catalog ${catalogCode}` : ''})`);
  if (spec.rejected) {
    slot.status = 'failed';
    log(1, 'error', `The ${spec.entity} file was rejected: ${spec.rejected}`);
    return { slot, seconds: 1 };
  }

  const failed = spec.failed ?? 0;
  const partialDeletes = strategy === 'partial' ? (spec.deleted ?? 0) : 0;
  const upserts = total - partialDeletes;
  const created = Math.round(upserts * (0.2 + prng.next() * 0.5));
  const createdFailed = Math.min(created, Math.ceil(failed / 2));
  const updatedFailed = Math.min(upserts - created, failed - createdFailed);
  const deleteFailed = Math.max(0, failed - createdFailed - updatedFailed);
  slot.total = total;
  slot.created = ops(created, createdFailed);
  slot.updated = ops(upserts - created, updatedFailed);
  const fullDeletes = strategy === 'full' ? (spec.deleted ?? 0) : 0;
  slot.deleted = ops(partialDeletes + fullDeletes, Math.min(deleteFailed, partialDeletes));

  const seconds = Math.max(2, Math.round(total / 150));
  // every failed element has its entry, as the service logs them
  const shown = failed;
  const reached = spec.status === 'processing' ? total * (spec.progress ?? 0.5) : total;
  for (let n = 0; n < shown; n++) {
    const index = Math.floor(((n + 0.5) / shown) * total);
    if (index > reached) break;
    const message = prng.pick(problems[spec.entity])(keyFor(spec.entity, index));
    log(Math.round((seconds * index) / Math.max(1, total)), 'error', message, index);
  }

  if (spec.status === 'processing') {
    const p = spec.progress ?? 0.5;
    slot.status = 'processing';
    slot.created = scale(slot.created, p);
    slot.updated = scale(slot.updated, p);
    slot.deleted = scale(slot.deleted, p);
    return { slot, seconds };
  }
  slot.status = 'finished';
  const failedAll = slot.created.failed + slot.updated.failed + slot.deleted.failed;
  log(
    seconds,
    failedAll ? 'warning' : 'info',
    `Finished the ${spec.entity} file: ${total} elements; ${slot.created.succeeded} created, ${slot.updated.succeeded} updated, ${slot.deleted.succeeded} deleted, ${failedAll} failed`,
  );
  return { slot, seconds };
};

export const seedImports = (prng: Prng, specs: ImportSpec[], now: number, nextSeq: () => number): ImportState[] =>
  // oldest first, so that creation order (seq) matches the dates
  [...specs].reverse().map((spec) => {
    const createMs = now - spec.hoursAgo * 3600_000;
    const imp = newImportState(prng.uuid(), nextSeq(), new Date(createMs).toISOString(), spec.source);
    imp.status = spec.status;
    imp.frozen = true;
    if (spec.status === 'new') {
      for (const f of spec.files) imp.files.set(f.entity, buildFile(prng, imp, f, createMs).slot);
      return imp;
    }
    const startMs = createMs + 90_000;
    imp.startDate = new Date(startMs).toISOString();
    imp.logs.push({ time: imp.startDate, level: 'info', message: `Import started with the files: ${spec.files.map((f) => f.entity).join(', ')}` });
    if (spec.status === 'started') {
      for (const f of spec.files) imp.files.set(f.entity, buildFile(prng, imp, f, startMs).slot);
      return imp;
    }
    imp.logs.push({ time: at(startMs, 2), level: 'info', message: 'Processing started' });
    let elapsed = 2;
    for (const f of spec.files) {
      const { slot, seconds } = buildFile(prng, imp, f, startMs + elapsed * 1000);
      imp.files.set(f.entity, slot);
      elapsed += seconds;
    }
    if (spec.status === 'finished' || spec.status === 'aborted') {
      imp.endDate = at(startMs, elapsed + 1);
      imp.logs.push({
        time: imp.endDate,
        level: spec.status === 'finished' ? 'info' : 'error',
        message: spec.status === 'finished' ? 'Import finished' : 'Import aborted: a file could not be processed (see the entries above)',
      });
    }
    return imp;
  });
