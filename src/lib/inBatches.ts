/** codes or numbers asked in one request (with `$in`): the services' page limit, and never one request per code */
export const batchSize = 100;

/** What `read` finds of `items`, asked `batchSize` at a time, one request after another. */
export async function inBatches<R>(items: readonly string[], read: (batch: string[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = [];
  for (let i = 0; i < items.length; i += batchSize) found.push(...(await read(items.slice(i, i + batchSize))));
  return found;
}
