import { useEffect } from 'react';

const appName = 'Merchant Admin';

/** Sets the tab's title, e.g. "Imports · demo · Merchant Admin". */
export function useDocumentTitle(...parts: (string | undefined | null | false)[]) {
  const title = [...parts.filter(Boolean), appName].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
