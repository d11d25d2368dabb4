/**
 * Categories of one file, resolved as a tree before any is applied: real exports are not sorted
 * parents first, so a category's parent may come later in the same file. The first pass over
 * the file records only each category's code and parent (never the element), the second pass
 * asks here whether an element's parent chain reaches the catalog or a root.
 *
 * Deleting a category (full strategy, or `D`) that still has child categories fails that element
 * (the children would be left without a parent); products linked to it keep existing and lose
 * that link (a product's categories are the product's own data, and the product file of the same
 * import comes after the category file, so it cannot have moved them yet).
 */
import { CategoryParents, describeCycle, rootCause, type ParentVerdict } from '../../src/engine/format';
import { productCategories, withoutCategories } from '../store/catalogEntities';
import type { EntityTable } from '../store/types';

export type ParentCheck = { ok: true } | { ok: false; reason: string };

export class CategoryTree {
  private readonly parents: CategoryParents;
  /** categories the file deletes with importType D */
  private readonly deletions = new Set<string>();

  constructor(
    private readonly table: EntityTable,
    private readonly catalogName: string,
  ) {
    this.parents = new CategoryParents((code) => this.table.has(code) && !this.deletions.has(code));
  }

  /** First pass: an element that adds or changes a category (only valid elements count). */
  addElement(code: string, parent: string | null) {
    this.parents.add(code, parent);
  }

  deleteElement(code: string) {
    this.deletions.add(code);
  }

  /** Second pass: can this category's parent be there once the file is applied? */
  checkParent(code: string): ParentCheck {
    const verdict = this.parents.verdict(code);
    return verdict.kind === 'ok' ? { ok: true } : { ok: false, reason: this.describe(verdict) };
  }

  private describe(verdict: ParentVerdict): string {
    switch (verdict.kind) {
      case 'ok':
        return 'resolves';
      case 'cycle':
        return `parentCategoryCode makes a cycle: ${describeCycle(verdict.cycle)}`;
      case 'missing':
        return `parent category "${verdict.parent}" is neither in the file nor in ${this.catalogName}`;
      case 'brokenParent':
        return `its parent "${verdict.parent}" cannot be created: ${this.describe(rootCause(verdict))}`;
    }
  }

  /**
   * Why a category cannot be deleted now, or null: a child category that stays in the catalog.
   * `leaving` are the other categories deleted in the same pass (a full file's leftovers).
   */
  deletionBlocker(code: string, leaving: ReadonlySet<string> = this.deletions): string | null {
    const children: string[] = [];
    for (const [child, stored] of this.table) {
      if (stored.parentCategoryCode === code && child !== code && !leaving.has(child)) children.push(child);
    }
    if (children.length === 0) return null;
    const named = children.slice(0, 3).map((c) => `"${c}"`).join(', ');
    const more = children.length > 3 ? ` and ${children.length - 3} more` : '';
    return `cannot be deleted: it still has child categories ${named}${more}; delete or move them first`;
  }
}

/** Products keep existing when categories go; their links to them are removed (one pass per file). */
export const detachProducts = (products: EntityTable, deleted: ReadonlySet<string>) => {
  if (deleted.size === 0) return;
  for (const [code, stored] of products) {
    if (productCategories(stored).some((c) => deleted.has(c))) products.set(code, withoutCategories(stored, deleted));
  }
};
