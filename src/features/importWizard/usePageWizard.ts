import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { importQueryOptions, importPollInterval } from '@/features/importHistory';
import { useWizardSelection } from './store/useWizardSelection';
import type { SlotPreset } from '@/lib/wizardPreset';
import { endWizard, importWizard, keepWizard, newImportWizard, wizardFor } from './store/wizardRegistry';

/**
 * The import wizard of the page's address, with its import's record. A new import's store creates the reference and
 * this hook puts it in the address (the wizard stays mounted: focus, an open dialog); an address that names an import
 * finds the store by it. Any other change of address (another import, "new import" again) starts afresh.
 */
export function usePageWizard(merchantCode: string, importRef: string | undefined, preset: readonly SlotPreset[]) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // which wizard the address shows; the draft of a new import is made when the address names none
  const fresh = (id: number) => {
    const draft = importRef === undefined ? newImportWizard(merchantCode, queryClient, preset) : null;
    return { id, url: importRef, draft };
  };
  const [session, setSession] = useState(() => fresh(0));
  let current = session;
  if (importRef !== session.url) {
    const own = session.draft !== null && session.draft.getState().importRef === importRef;
    current = own ? { ...session, url: importRef } : fresh(session.id + 1);
    setSession(current);
  }
  const draft = current.draft;
  const kept = draft ?? (importRef === undefined ? null : (wizardFor(merchantCode, importRef) ?? null));
  const startedHere = useWizardSelection(kept, (s) => s.trigger.status === 'started') ?? false;

  // nothing moves on the service while files are still being chosen: polled once the import runs (or was started here)
  const recordQuery = useQuery({
    ...importQueryOptions(merchantCode, importRef ?? ''),
    enabled: importRef !== undefined,
    refetchInterval: (q) => {
      const status = q.state.data?.status ?? 'new';
      // started here, the service may not say so yet: it is asked as often as about a running import
      return importPollInterval([{ status: startedHere && status === 'new' ? 'started' : status }]);
    },
  });
  const record = importRef === undefined ? undefined : recordQuery.data;
  // started here or elsewhere; the service saying so is when the page follows it
  const startedThere = record !== undefined && record.status !== 'new';
  const started = startedHere || startedThere;

  // an open import this tab has no wizard for: resume it (the registry hands out one per import); none once it started
  const store = kept ?? (record?.status === 'new' && !started ? importWizard(merchantCode, queryClient, record) : null);

  // a draft with an import outlives the page (uploads go on elsewhere); one without stops its checks when the page goes
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
  const createdRef = useWizardSelection(draft, (s) => s.importRef) ?? null;
  useEffect(() => {
    if (createdRef && importRef === undefined) navigate(paths.importWizard(merchantCode, createdRef), { replace: true });
  }, [createdRef, importRef, merchantCode, navigate]);

  // the service says it started and the page follows it: the wizard has nothing left to do
  useEffect(() => {
    const over = importRef && startedThere ? wizardFor(merchantCode, importRef) : undefined;
    if (over) endWizard(over);
  }, [merchantCode, importRef, startedThere]);

  const recordError = importRef !== undefined && recordQuery.isError ? { error: recordQuery.error, retry: () => void recordQuery.refetch() } : null;
  // `key` changes when the page shows another wizard (another import, or "new import" again): a React key
  return { key: String(current.id), store, record, recordError, started, startedHere, startedThere };
}
