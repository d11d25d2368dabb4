import { listLimits } from '@/contract/terms';

/** Every item of a list the service pages, at its largest page size; an empty page ends it too, so a shrinking total cannot loop. */
export async function readEveryPage<P extends { meta: { totalItemCount: number } }, T>(
  readPage: (offset: number, limit: number) => Promise<P>,
  itemsOf: (page: P) => T[],
): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await readPage(items.length, listLimits.maxLimit);
    const read = itemsOf(page);
    items.push(...read);
    if (read.length === 0 || items.length >= page.meta.totalItemCount) return items;
  }
}
