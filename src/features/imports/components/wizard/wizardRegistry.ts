/**
 * The wizards of the imports created or resumed in this tab, kept apart from the page so that
 * leaving the page does not stop them: uploads go on while the merchant looks at other pages, and
 * coming back to the import's wizard shows the same store (files, progress, the start already
 * confirmed). The declarative router cannot hold the merchant on the page, and need not.
 *
 * A wizard leaves the registry when its import has started and is followed, or when the session
 * ends (sign-out, or another merchant signed in): then its uploads are cancelled. While any
 * registered wizard has work running, unloading the tab asks first.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '@/api';
import { sessionStore } from '@/features/auth/session';
import type { SlotPreset } from '@/features/imports/wizardPreset';
import { wizardServices } from './wizardServices';
import { loadWizard } from './wizardStorage';
import { WizardStore } from './wizardStore';

const wizards = new Map<string, { merchantCode: string; store: WizardStore }>();
const keyOf = (merchantCode: string, importRef: string) => JSON.stringify([merchantCode, importRef]);

let stopFollowingSession: (() => void) | null = null;

const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  if ([...wizards.values()].some(({ store }) => store.isBusy())) event.preventDefault();
};

/** Ends the wizards of a session that is over. */
const onSessionChange = () => {
  const session = sessionStore.get();
  for (const [key, { merchantCode, store }] of wizards) {
    if (session?.merchantCode === merchantCode) continue;
    wizards.delete(key);
    store.dispose();
  }
  if (wizards.size === 0) stopWatchingTab();
};

const watchTab = () => {
  if (stopFollowingSession) return;
  stopFollowingSession = sessionStore.subscribe(onSessionChange);
  if (typeof window !== 'undefined') window.addEventListener('beforeunload', warnBeforeUnload);
};

const stopWatchingTab = () => {
  stopFollowingSession?.();
  stopFollowingSession = null;
  if (typeof window !== 'undefined') window.removeEventListener('beforeunload', warnBeforeUnload);
};

const keep = (merchantCode: string, importRef: string, store: WizardStore) => {
  wizards.set(keyOf(merchantCode, importRef), { merchantCode, store });
  watchTab();
};

/** The wizard kept for an import, if this tab has one. */
export const wizardFor = (merchantCode: string, importRef: string): WizardStore | undefined =>
  wizards.get(keyOf(merchantCode, importRef))?.store;

/** A wizard for a new import: kept in the registry from the moment the import is created. */
export function newImportWizard(merchantCode: string, queryClient: QueryClient, preset: readonly SlotPreset[]): WizardStore {
  const store: WizardStore = new WizardStore(
    wizardServices(merchantCode, queryClient, (importRef) => keep(merchantCode, importRef, store)),
    { preset },
  );
  return store;
}

/** The wizard of an existing import: the one kept, or one resumed from the service's record and what this tab remembers. */
export function importWizard(merchantCode: string, queryClient: QueryClient, record: ImportRecord): WizardStore {
  const kept = wizardFor(merchantCode, record.importRef);
  if (kept) return kept;
  const store = new WizardStore(
    wizardServices(merchantCode, queryClient, () => undefined),
    { record, saved: loadWizard(merchantCode, record.importRef) },
  );
  keep(merchantCode, record.importRef, store);
  return store;
}

/** The import started and its progress is shown: its wizard has nothing left to do. */
export function releaseWizard(merchantCode: string, importRef: string) {
  const key = keyOf(merchantCode, importRef);
  const kept = wizards.get(key);
  if (!kept) return;
  wizards.delete(key);
  kept.store.dispose();
  if (wizards.size === 0) stopWatchingTab();
}
