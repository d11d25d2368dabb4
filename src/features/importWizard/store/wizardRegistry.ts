/** The tab's wizards, apart from the page so that leaving it does not stop them, each found by the import reference its state holds. */
import type { QueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '@/contract';
import { sessionStore } from '@/features/auth/session';
import type { SlotPreset } from '@/lib/wizardPreset';
import { wizardServices } from './wizardServices';
import { loadWizard } from './wizardStorage';
import { WizardStore } from './wizardStore';

/** each kept wizard with the merchant it works for */
const wizards = new Map<WizardStore, string>();

let stopFollowingSession: (() => void) | null = null;

const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  if ([...wizards.keys()].some((store) => store.isBusy())) event.preventDefault();
};

/** Keeps a wizard beyond its page: from the moment its page shows it. */
export const keepWizard = (merchantCode: string, store: WizardStore) => {
  wizards.set(store, merchantCode);
  if (stopFollowingSession) return;
  // a session that is over (sign-out, another merchant) ends the wizards of the one before
  stopFollowingSession = sessionStore.subscribe(() => {
    for (const [kept, merchant] of wizards) if (sessionStore.get()?.merchantCode !== merchant) endWizard(kept);
  });
  if (typeof window !== 'undefined') window.addEventListener('beforeunload', warnBeforeUnload);
};

/** Ends a wizard and lets it go. */
export const endWizard = (store: WizardStore) => {
  store.dispose();
  if (!wizards.delete(store) || wizards.size > 0) return;
  stopFollowingSession?.();
  stopFollowingSession = null;
  if (typeof window !== 'undefined') window.removeEventListener('beforeunload', warnBeforeUnload);
};

/** The wizard kept for an import, if this tab has one. */
export const wizardFor = (merchantCode: string, importRef: string): WizardStore | undefined => {
  for (const [store, merchant] of wizards) if (merchant === merchantCode && store.getState().importRef === importRef) return store;
  return undefined;
};

/** A wizard for a new import; its page keeps it (keepWizard) while it shows it. */
export const newImportWizard = (merchantCode: string, queryClient: QueryClient, preset: readonly SlotPreset[]): WizardStore =>
  new WizardStore(wizardServices(merchantCode, queryClient), { preset });

/** The wizard of an existing import: the one kept, or one resumed from the service's record and what this tab remembers. */
export function importWizard(merchantCode: string, queryClient: QueryClient, record: ImportRecord): WizardStore {
  const kept = wizardFor(merchantCode, record.importRef);
  if (kept) return kept;
  const store = new WizardStore(wizardServices(merchantCode, queryClient), { record, saved: loadWizard(merchantCode, record.importRef) });
  keepWizard(merchantCode, store);
  return store;
}
