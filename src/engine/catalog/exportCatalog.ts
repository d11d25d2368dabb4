/**
 * An entity type of the catalog as an import-ready JSON file, a page at a time: each page becomes a Blob as soon as it
 * is read (kept outside the page's memory), so a million products are never held as text or objects at once.
 */
import type { ListFilter } from '@/contract/common';
import type { WorkProgress } from '@/engine/catalog/workProgress';
import type { CatalogEntityType } from '@/contract/terms';

export interface ExportFilter {
  entity: CatalogEntityType;
  /** codes that contain this text (stock: product codes) */
  codeContains?: string;
  status?: 'active' | 'inactive';
  /** stock: one location's */
  locationCode?: string;
}

export interface ExportedFile {
  blob: Blob;
  count: number;
  /** fields the service does not return (or not exactly), left out of the file */
  unread: string[];
}

export interface WholeCatalog {
  /** one page of whole entities from `offset` as POST model elements, the fields they lack for not being read, and how many match */
  whole(offset: number, filters: ListFilter, signal: AbortSignal): Promise<{ items: Record<string, unknown>[]; unread: readonly string[]; total: number }>;
}

/** the list call's `filters` for what the merchant chose */
export const exportFilters = ({ entity, codeContains, status, locationCode }: ExportFilter): ListFilter => ({
  ...(codeContains ? { [entity === 'inventory' ? 'productCode' : 'code']: { $ct: codeContains } } : {}),
  ...(status && entity !== 'attribute' ? { status } : {}),
  ...(locationCode && entity === 'inventory' ? { locationCode } : {}),
});

export async function exportCatalog(
  filter: ExportFilter,
  { catalog, signal, onProgress }: { catalog: WholeCatalog; signal: AbortSignal; onProgress?: (p: WorkProgress) => void },
): Promise<ExportedFile> {
  const filters = exportFilters(filter);
  const parts: Blob[] = [];
  const unread = new Set<string>();
  let offset = 0;
  for (;;) {
    signal.throwIfAborted();
    const { items, unread: left, total } = await catalog.whole(offset, filters, signal);
    for (const field of left) unread.add(field);
    // one element a line: a file a merchant can read, search and cut
    if (items.length) parts.push(new Blob([(offset ? ',\n' : '\n') + items.map((item) => JSON.stringify(item)).join(',\n')]));
    offset += items.length;
    onProgress?.({ phase: 'exporting', done: offset, total });
    if (items.length === 0 || offset >= total) break;
  }
  return { blob: new Blob(['[', ...parts, '\n]\n'], { type: 'application/json' }), count: offset, unread: [...unread] };
}
