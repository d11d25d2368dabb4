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
// The first date formatter a page makes loads the browser's date data (90 ms at 4× slower CPU),
// whatever its language: made in a task of its own while the rest loads, not in the one that first draws a date.
setTimeout(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(0), 0);
void import('@/app/start').then(({ start }) => start(root, language));
