import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab's title, e.g. "Imports · demo · Merchant Admin". The parts come translated (or are
 * the merchant's own words); the app's name is added in the page's language.
 */
export function useDocumentTitle(...parts: (string | undefined | null | false)[]) {
  const { t } = useTranslation();
  const title = [...parts.filter(Boolean), t('shell.brand')].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
