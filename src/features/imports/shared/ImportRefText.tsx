import { shortImportRef } from '@/features/imports/model/importRefText';

/**
 * A reference shown short (its first characters and an ellipsis), whole on hover. Where the whole
 * reference matters to assistive technology, the surrounding link or heading names it. It is the
 * service's, never translated.
 */
export function ImportRefText({ importRef }: { importRef: string }) {
  const short = shortImportRef(importRef);
  if (short === importRef) return <code translate="no">{importRef}</code>;
  return (
    <code translate="no" title={importRef}>
      {short}…
    </code>
  );
}
