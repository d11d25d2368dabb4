/**
 * Across the files of one import: the codes a products file names (categories, option and
 * extra attributes, their values) against the categories and attributes files chosen beside it,
 * and a partial categories file's parents that are not in it. What neither file holds must be in
 * the catalog already; those codes are what the catalog is asked about (in batches).
 */
import type { EntityType } from '@/contract/imports';
import { attributeOf, holdsReference } from '@/engine/format/attributeValues';
import type { ReferenceKind } from '@/engine/format/elementReferences';
import type { FileCheckResult } from './checkResult';

export interface OutsideCode {
  kind: ReferenceKind;
  /** attribute values as `attribute/value` */
  code: string;
  /** how many elements of the file name it */
  elements: number;
  /** the import's file of that entity type will delete it (a full file without it): no lookup helps */
  deletedBy: string | null;
  /** a value: the attributes file that gives its attribute the values it will have, this one not among them */
  valuesFrom?: string;
}

export interface SiblingFile {
  fileName: string;
  result: FileCheckResult;
}

/** Codes the file names that the import's other chosen files do not hold. */
export const codesOutsideImport = (
  entity: EntityType,
  result: FileCheckResult,
  siblings: Partial<Record<'category' | 'attribute', SiblingFile>>,
): OutsideCode[] => {
  if (entity !== 'product' && entity !== 'category') return [];
  /** the other file that holds a kind of code, and its keys when it kept them all */
  const holder = (owner: 'category' | 'attribute') => {
    const sibling = entity === owner ? undefined : siblings[owner];
    return { sibling, keys: sibling?.result.keysComplete ? new Set(sibling.result.keys) : undefined };
  };
  const holders = { category: holder('category'), attribute: holder('attribute') };
  const outside: OutsideCode[] = [];
  for (const kind of ['category', 'attribute', 'attributeValue'] as const) {
    const { sibling, keys } = holders[kind === 'category' ? 'category' : 'attribute'];
    for (const [code, elements] of result.references[kind]) {
      if (keys && holdsReference(keys, kind, code)) continue;
      const attribute = kind === 'attributeValue' ? attributeOf(code) : null;
      // a value of an attribute that the attributes file holds: the file gives the attribute its values, whatever its strategy
      if (sibling && attribute !== null && keys?.has(attribute)) outside.push({ kind, code, elements, deletedBy: null, valuesFrom: sibling.fileName });
      else outside.push({ kind, code, elements, deletedBy: sibling?.result.strategy === 'full' ? sibling.fileName : null });
    }
  }
  return outside;
};
