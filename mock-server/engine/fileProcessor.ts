/**
 * Processes one uploaded file of an import: a first pass proves the file is a readable JSON
 * array and counts its elements (so `total` is known before any change is made); a second pass
 * validates each element, checks its references, applies it, and moves the counts at the pace
 * given. A full-strategy file then deletes what it did not name.
 */
import { customerEntityTypes, isOneOf, type EntityType, type ImportStrategy, type OperationCounts } from '../../src/contract';
import { elementReferences, visitReferences } from '../../src/engine/format';
import { addLog } from '../store/imports';
import { attributeValueCodes, storeElement } from '../store/catalogEntities';
import { entityTable } from '../store/store';
import type { FileSlot } from '../store/types';
import { CategoryTree, detachProducts } from './categoryTree';
import { processCustomerFile } from './customerFiles';
import { checkElement, describeProblems, failElement, failWhole, fileName, finishFile, scanFile, type FileJob, type FileOutcome } from './fileSteps';
import { JsonFileError, parseElement, readJsonArray, type ElementText } from './jsonArrayStream';

export { scanFile, type FileJob, type FileOutcome } from './fileSteps';

const entityLabel: Record<EntityType, string> = {
  attribute: 'Attribute',
  category: 'Category',
  product: 'Product',
  inventory: 'Inventory',
  customer: 'Customer',
  segment: 'Segment',
  segmentMember: 'Segment member',
};

const where = (slot: FileSlot) => (slot.catalogCode ? ` in catalog ${slot.catalogCode}` : '');

/**
 * An inventory file with the full strategy may be limited to some locations (`locationCodes`):
 * only their stock is replaced, the other locations' stock is kept. Keys are `productCode/locationCode`.
 */
const locationScope = (slot: FileSlot) => {
  const codes = slot.entity === 'inventory' && slot.importStrategy === 'full' ? slot.locationCodes : undefined;
  if (!codes?.length) return null;
  return { codes, covers: (key: string) => codes.some((code) => key.endsWith(`/${code}`)) };
};

export const processFile = async (job: FileJob): Promise<FileOutcome> => {
  const { merchant, imp, slot, pacer } = job;
  const { entity, importStrategy: strategy } = slot;
  const path = slot.file?.path;
  slot.status = 'processing';
  addLog(imp, {
    level: 'info',
    entity,
    message: `Started the ${fileName(slot)} (${strategy} import${where(slot)}${slot.locationCodes?.length ? ` of locations ${slot.locationCodes.join(', ')}` : ''})`,
  });
  if (!path) return failWhole(job, 'The file was never stored');
  if (isOneOf(customerEntityTypes, entity)) return processCustomerFile(job, entity, path);

  const table = entityTable(merchant, entity, slot.catalogCode);
  // categories: the first pass learns the file's tree, so a child may come before its parent
  const tree = entity === 'category' ? new CategoryTree(table, slot.catalogCode ? `catalog ${slot.catalogCode}` : 'the catalog') : null;
  try {
    slot.total = await scanFile(path, pacer, (n) => (slot.total = n), tree ? (value, el) => learnCategory(tree, strategy, value, el) : undefined);
  } catch (e) {
    if (e instanceof JsonFileError) return failWhole(job, e.message);
    throw e;
  }

  const attributes = merchant.catalog.attributes;
  // each attribute's value codes, read once per file from what the store keeps (undefined: not known)
  const valueCodes = new Map<string, ReadonlySet<string> | undefined>();
  const valuesOf = (code: string) => {
    if (!valueCodes.has(code)) {
      const kept = attributes.get(code);
      valueCodes.set(code, kept ? attributeValueCodes(kept) : undefined);
    }
    return valueCodes.get(code);
  };
  const categories = entity === 'product' || entity === 'category' ? entityTable(merchant, 'category', slot.catalogCode) : null;
  /** key → index of its first element: finds duplicates, and what a full import must keep */
  const seen = new Map<string, number>();
  const deletedCategories = tree ? new Set<string>() : null;
  const scope = locationScope(slot);

  const fail = (counts: OperationCounts, index: number | undefined, subject: string, reason: string) => failElement(job, counts, index, subject, reason);

  for await (const batch of readJsonArray(path)) {
    for (const el of batch) {
      await pacer.take();
      const value = parseElement(el);
      const checked = checkElement(entity, strategy, value, el);
      const { key, index } = { key: checked.key, index: el.index };
      // merchants count elements from 1; the entry's `index` stays 0-based, as on the wire
      const subject = key === null ? `Element ${index + 1}` : `${entityLabel[entity]} "${key}"`;
      const firstIndex = key === null ? undefined : seen.get(key);
      if (key !== null && firstIndex === undefined) seen.set(key, index);
      const duplicate = firstIndex !== undefined ? `appears again (first at element ${firstIndex + 1}); a file may name each ${entity} once` : null;

      if (checked.importType === 'D') {
        slot.deleted.dispatched += 1;
        if (checked.problems.length) fail(slot.deleted, index, subject, describeProblems(checked.problems));
        else if (duplicate) fail(slot.deleted, index, subject, duplicate);
        else if (!table.has(key!)) fail(slot.deleted, index, subject, `cannot be deleted: it does not exist${where(slot)}`);
        else if (tree?.deletionBlocker(key!)) fail(slot.deleted, index, subject, tree.deletionBlocker(key!)!);
        else {
          table.delete(key!);
          deletedCategories?.add(key!);
          slot.deleted.succeeded += 1;
        }
        continue;
      }

      const counts = key !== null && table.has(key) ? slot.updated : slot.created;
      counts.dispatched += 1;
      if (duplicate) {
        fail(counts, index, subject, duplicate);
        continue;
      }
      if (checked.problems.length) {
        fail(counts, index, subject, describeProblems(checked.problems));
        continue;
      }
      if (scope && !scope.covers(key!)) {
        fail(counts, index, subject, `is for a location this import does not replace (it replaces only ${scope.codes.join(', ')})`);
        continue;
      }
      const element = value as Record<string, unknown>;
      const refs = elementReferences(entity, element);
      const missing: string[] = [];
      for (const code of refs.attribute) if (!attributes.has(code)) missing.push(`attribute "${code}" does not exist`);
      if (entity === 'product') {
        // an option's or extra's values must be values of its attribute
        visitReferences(entity, element, (kind, ref) => {
          if (kind !== 'attributeValue') return;
          // `attribute/value`: a value code may hold a slash itself (a size "1/2")
          const slash = ref.indexOf('/');
          const attribute = ref.slice(0, slash);
          const value = ref.slice(slash + 1);
          if (valuesOf(attribute)?.has(value) === false) missing.push(`value "${value}" of attribute "${attribute}" does not exist`);
        });
      }
      if (tree) {
        const parent = tree.checkParent(key!);
        if (!parent.ok) missing.push(parent.reason);
      } else {
        for (const code of refs.category) if (!categories?.has(code)) missing.push(`category "${code}" does not exist${where(slot)}`);
      }
      if (missing.length) {
        fail(counts, index, subject, missing.join('; '));
        continue;
      }
      // the whole element, replacing what the key held
      storeElement(table, entity, element);
      counts.succeeded += 1;
    }
  }

  if (strategy === 'full') {
    // the file is the complete set: what it did not name goes (within the chosen locations, for
    // inventory limited to some), only now that the file's own elements are in (a category moved
    // under a new parent is kept, never deleted and re-made)
    const leaving = new Set<string>();
    for (const existing of table.keys()) if (!seen.has(existing) && (!scope || scope.covers(existing))) leaving.add(existing);
    for (const existing of leaving) {
      await pacer.take();
      slot.deleted.dispatched += 1;
      const blocker = tree?.deletionBlocker(existing, leaving);
      if (blocker) {
        fail(slot.deleted, undefined, `${entityLabel[entity]} "${existing}"`, blocker);
        continue;
      }
      table.delete(existing);
      deletedCategories?.add(existing);
      slot.deleted.succeeded += 1;
    }
    await pacer.yieldIfDue();
  }
  if (deletedCategories?.size) detachProducts(entityTable(merchant, 'product', slot.catalogCode), deletedCategories);

  return finishFile(job);
};

/** What the category tree needs from the first pass: codes and parents of valid elements, nothing more. */
const learnCategory = (tree: CategoryTree, strategy: ImportStrategy, value: unknown, el: ElementText) => {
  const checked = checkElement('category', strategy, value, el);
  if (checked.key === null || checked.problems.length) return;
  if (checked.importType === 'D') tree.deleteElement(checked.key);
  else {
    const parent = (value as Record<string, unknown>).parentCategoryCode;
    tree.addElement(checked.key, typeof parent === 'string' ? parent : null);
  }
};

/** A file whose dependency failed: counted, not applied. */
export const skipFile = async (job: FileJob, blocker: string): Promise<FileOutcome> => {
  const { slot, imp } = job;
  slot.status = 'skipped';
  let total = 0;
  if (slot.file) {
    total = await scanFile(slot.file.path, job.pacer, () => undefined).catch((e: unknown) => {
      if (e instanceof JsonFileError) return 0;
      throw e;
    });
  }
  slot.total = total;
  slot.skipped = total;
  addLog(imp, {
    level: 'warning',
    entity: slot.entity,
    message: `Skipped the ${fileName(slot)}: the ${blocker} file it depends on did not finish`,
  });
  return 'skipped';
};

/** An unexpected failure (disk, bug) while processing: the file fails, with the reason logged. */
export const failOnError = (job: FileJob, error: unknown): FileOutcome =>
  failWhole(job, `the mock server failed while processing it (${error instanceof Error ? error.message : String(error)})`);
