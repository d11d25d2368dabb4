/**
 * An entity type of the catalogue as an import-ready JSON file, a page at a time: each page becomes a Blob as soon as it
 * is read (kept outside the page's memory), so a million products are never held as text or objects at once.
 */
import type { ListFilter } from '@/api/common';
import type { WorkProgress } from '@/features/imports/catalogue/catalogueMessages';
import type { CatalogueEntityType } from '@/api/terms';

export interface ExportFilter {
  entity: CatalogueEntityType;
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

export interface WholeCatalogue {
  /** one page of whole entities from `offset` as POST model elements, the fields they lack for not being read, and how many match */
  whole(offset: number, filters: ListFilter, signal: AbortSignal): Promise<{ items: Record<string, unknown>[]; unread: readonly string[]; total: number }>;
}

/** the list call's `filters` for what the merchant chose */
export const exportFilters = ({ entity, codeContains, status, locationCode }: ExportFilter): ListFilter => ({
  ...(codeContains ? { [entity === 'inventory' ? 'productCode' : 'code']: { $ct: codeContains } } : {}),
  ...(status && entity !== 'attribute' ? { status } : {}),
  ...(locationCode && entity === 'inventory' ? { locationCode } : {}),
});

export async function exportCatalogue(
  filter: ExportFilter,
  { catalogue, signal, onProgress }: { catalogue: WholeCatalogue; signal: AbortSignal; onProgress?: (p: WorkProgress) => void },
): Promise<ExportedFile> {
  const filters = exportFilters(filter);
  const parts: Blob[] = [];
  const unread = new Set<string>();
  let offset = 0;
  for (;;) {
    signal.throwIfAborted();
    const { items, unread: left, total } = await catalogue.whole(offset, filters, signal);
    for (const field of left) unread.add(field);
    // one element a line: a file a merchant can read, search and cut
    if (items.length) parts.push(new Blob([(offset ? ',\n' : '\n') + items.map((item) => JSON.stringify(item)).join(',\n')]));
    offset += items.length;
    onProgress?.({ phase: 'exporting', done: offset, total });
    if (items.length === 0 || offset >= total) break;
  }
  return { blob: new Blob(['[', ...parts, '\n]\n'], { type: 'application/json' }), count: offset, unread: [...unread] };
}
