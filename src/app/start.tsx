import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n, type AppLanguage } from '@/i18n/i18n';
import { App } from './App';

/**
 * Renders the app into `root` once the language's word lists are there, so that no page ever shows
 * in a language the merchant did not choose.
 */
export async function start(root: HTMLElement, language: AppLanguage) {
  await startI18n(language);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
