import { preloadPage } from '@/app/pageModules';
import { loadWordLists, preferredLanguage } from '@/i18n/wordLists';
import '@/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// This entry imports no library, so it runs as soon as it arrives: the app's libraries (preloaded
// by index.html), the language's word lists and the page's module then download side by side,
// rather than the last two waiting for the first to arrive and run.
const language = preferredLanguage();
// a failed download is i18next's start's to report (it asks again)
loadWordLists(language).catch(() => undefined);
preloadPage(window.location.pathname);
// The first date formatter, number formatter and plural rules a page makes load the browser's data
// for them (the dates alone 90 ms at 4× slower CPU; a count's plural and number 3–12 ms here, in the
// history's first render): made in a task of their own while the rest downloads, not in the one that
// first draws a date or says "25 imports".
setTimeout(() => {
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat(language).format(1234.5);
  new Intl.PluralRules(language).select(2);
}, 0);
void import('@/app/start').then(({ start }) => start(root, language));
