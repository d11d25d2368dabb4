import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ImportRecord } from '@/api';
import { paths } from '@/lib/paths';
import type { SlotPreset } from './wizardPreset';
import { useSettledState } from './useSettledState';
import { endWizard, importWizard, keepWizard, newImportWizard, releaseWizard, wizardFor } from './wizardRegistry';
import type { WizardState } from './wizardState';
import type { WizardStore } from './wizardStore';

/** What the service says of the import the address names, as the page's record probe tells it (ImportRecordProbe). */
export interface FoundRecord {
  importRef: string;
  record: ImportRecord | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

export interface ImportWizard {
  /** changes when the page shows another wizard (another import, or "new import" again): a React key */
  key: string;
  /** the wizard that chooses and uploads the files; null once the import started, or while its record loads */
  store: WizardStore | null;
  state: WizardState | null;
  /** the service's record of the import (none for a new import, or not yet) */
  record: ImportRecord | undefined;
  /** the record could not be loaded */
  recordError: { error: unknown; retry: () => void } | null;
  /** the import was started, here or elsewhere */
  started: boolean;
  /** the service says it started: the page follows it */
  startedThere: boolean;
  /** the wizard started the import: the service may not say so yet (the probe asks more often then) */
  startedHere: boolean;
  /** where the page's record probe tells what the service says */
  onRecord: (found: FoundRecord) => void;
}

/** Which wizard the address shows; the draft of a new import is made when the address names none. */
interface Session {
  id: number;
  url: string | undefined;
  draft: WizardStore | null;
}

/**
 * The import wizard of the page's address, with its import's record. The import reference has one
 * owner, the wizard's store: a new import's store creates it, this hook puts it in the address
 * (the wizard stays mounted: focus, an open dialog), and an address that names an import finds the
 * store by it. Any other change of address (another import, "new import" again) starts afresh.
 */
export function useImportWizard(merchantCode: string, importRef: string | undefined, preset: readonly SlotPreset[]): ImportWizard {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>(() => ({
    id: 0,
    url: importRef,
    draft: importRef === undefined ? newImportWizard(merchantCode, queryClient, preset) : null,
  }));
  let current = session;
  if (importRef !== session.url) {
    const own = session.draft !== null && session.draft.getState().importRef === importRef;
    current = own
      ? { ...session, url: importRef }
      : { id: session.id + 1, url: importRef, draft: importRef === undefined ? newImportWizard(merchantCode, queryClient, preset) : null };
    setSession(current);
  }
  const draft = current.draft;
  const kept = draft ?? (importRef === undefined ? null : (wizardFor(merchantCode, importRef) ?? null));
  const keptState = useSettledState(kept);
  const startedHere = keptState?.trigger.status === 'started';

  // the record comes from a probe the page renders beside the wizard (its code loads only for an
  // address that names an import); what it told of another import is not this one's
  const [found, setFound] = useState<FoundRecord | null>(null);
  const onRecord = useCallback((next: FoundRecord) => setFound(next), []);
  const heard = importRef !== undefined && found?.importRef === importRef ? found : null;
  const record = heard?.record;
  const startedThere = record !== undefined && record.status !== 'new';
  const started = startedHere || startedThere;

  // opened on an import that is still open and that this tab has no wizard for: resume it (the
  // registry hands out one wizard per import, so a second render finds the same one)
  const store = kept ?? (record?.status === 'new' && !started ? importWizard(merchantCode, queryClient, record) : null);
  const state = useSettledState(store);

  // the page keeps its draft beyond itself once the draft has an import (uploads go on elsewhere);
  // a draft that never created its import has nothing to keep: its checks stop when the page goes
  useEffect(() => {
    if (!draft) return;
    draft.revive();
    keepWizard(merchantCode, draft);
    return () => {
      const { importRef: created, creating } = draft.getState();
      if (!created && !creating) endWizard(draft);
    };
  }, [draft, merchantCode]);

  // the draft created its import: the address names it from now on
  const createdRef = draft ? (keptState?.importRef ?? null) : null;
  useEffect(() => {
    if (createdRef && importRef === undefined) navigate(paths.importWizard(merchantCode, createdRef), { replace: true });
  }, [createdRef, importRef, merchantCode, navigate]);

  // the service says it started and the page follows it: the wizard has nothing left to do
  useEffect(() => {
    if (importRef && startedThere) releaseWizard(merchantCode, importRef);
  }, [merchantCode, importRef, startedThere]);

  const recordError = heard?.isError ? { error: heard.error, retry: heard.refetch } : null;
  return { key: String(current.id), store, state, record, recordError, started, startedThere, startedHere, onRecord };
}
