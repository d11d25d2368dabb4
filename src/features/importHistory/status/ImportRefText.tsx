/** How much of a reference (a UUID) a table shows; the whole one is in the accessible name and the copy button. */
const shortRefLength = 8;

export const shortImportRef = (importRef: string) =>
  importRef.length > shortRefLength + 1 ? importRef.slice(0, shortRefLength) : importRef;

/** A reference shown short, whole on hover (the surrounding link or heading names it whole); the service's, never translated. */
export function ImportRefText({ importRef }: { importRef: string }) {
  const short = shortImportRef(importRef);
  const cut = short !== importRef;
  return (
    <code translate="no" title={cut ? importRef : undefined}>
      {cut ? `${short}…` : importRef}
    </code>
  );
}
