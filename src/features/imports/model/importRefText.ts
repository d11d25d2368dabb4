/** How much of a reference (a UUID) a table shows; the whole one is in the accessible name and the copy button. */
const shortRefLength = 8;

export const shortImportRef = (importRef: string) =>
  importRef.length > shortRefLength + 1 ? importRef.slice(0, shortRefLength) : importRef;
