import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** the page's own title, and a word put before it until the merchant looks at the tab again */
let pageTitle = '';
let notice: string | null = null;
const show = () => {
  // a notice that says what the page's title already starts with takes that part's place, not repeats it
  const words = notice?.replace(/^[^\p{L}]+/u, '');
  const rest = words && pageTitle.startsWith(`${words} · `) ? pageTitle.slice(words.length + 3) : pageTitle;
  document.title = [notice, rest].filter(Boolean).join(' · ');
};

/**
 * Sets the tab's title, e.g. "Imports · demo · Merchant Admin". The parts come translated (or are
 * the merchant's own words); the app's name is added in the page's language.
 */
export function useDocumentTitle(...parts: (string | undefined | null | false)[]) {
  const { t } = useTranslation();
  const title = [...parts.filter(Boolean), t('shell.brand')].join(' · ');
  useEffect(() => {
    pageTitle = title;
    show();
  }, [title]);
}

/** Puts `text` before the tab's title (an import that ended while the tab was in the background) until the tab is looked at. */
export function noticeInTitle(text: string) {
  // the title as it stands is the page's (set by useDocumentTitle, or by index.html before it)
  if (notice === null) pageTitle = document.title;
  notice = text;
  show();
  const seen = () => {
    if (document.visibilityState !== 'visible') return;
    notice = null;
    show();
    document.removeEventListener('visibilitychange', seen);
  };
  document.addEventListener('visibilitychange', seen);
}
