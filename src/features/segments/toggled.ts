/** A copy of a selection with these items put in or taken out; a Map, so a pick made on one page or search survives the next. */
export function toggled<T>(selection: ReadonlyMap<string, T>, keyOf: (item: T) => string, items: readonly T[], on: boolean): ReadonlyMap<string, T> {
  const next = new Map(selection);
  for (const item of items) {
    if (on) next.set(keyOf(item), item);
    else next.delete(keyOf(item));
  }
  return next;
}
