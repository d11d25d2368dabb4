import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadPage } from '@/app/router';
import { startI18n } from '@/i18n/i18n';
import '@/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the language's word lists, so that no page ever shows in a language the
// merchant did not choose; the page's own module is fetched meanwhile.
preloadPage(window.location.pathname);
// The first date formatter a page makes loads the browser's date data (90 ms at 4× slower CPU),
// whatever its language: made in a task of its own while the word lists load, not in the one that first draws a date.
setTimeout(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(0), 0);
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
