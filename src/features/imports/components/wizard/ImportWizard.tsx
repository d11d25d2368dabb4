import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isTerminalImportStatus } from '@/api/terms';
import { Alert } from '@/components/ui/Alert';
import { CopyButton } from '@/components/ui/CopyButton';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { isApiError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { importQueryOptions } from '@/features/imports/api/getImport';
import { hiddenPollMs, importPollInterval, livePollMs } from '@/features/imports/api/polling';
import type { SlotPreset } from '@/features/imports/wizardPreset';
import { importReading } from '../shared/importReading';
import { FilesStep } from './FilesStep';
import { useWizardState } from './useWizardState';
import { importWizard, newImportWizard, releaseWizard, wizardFor } from './wizardRegistry';

// following a started import is the wizard's last step: its code loads when the import starts
const ImportFollow = lazy(() => import('./ImportFollow').then((m) => ({ default: m.ImportFollow })));

export interface ImportWizardProps {
  merchantCode: string;
  importRef: string | undefined;
  preset: readonly SlotPreset[];
  /** the wizard created its import: put the reference in the page's address */
  onCreated: (importRef: string) => void;
}

/** Started here, the service may not say so yet: ask again soon, less often in a hidden tab. */
const startingPollMs = () => (typeof document !== 'undefined' && document.visibilityState === 'hidden' ? hiddenPollMs : livePollMs);

/**
 * The wizard at the right step: choosing and uploading files until the import starts, then
 * following it. Opened on an existing import it takes the wizard this tab keeps for it (uploads
 * that went on while the merchant was elsewhere), or else resumes from what the service has.
 */
export function ImportWizard({ merchantCode, importRef, preset, onCreated }: ImportWizardProps) {
  const queryClient = useQueryClient();
  // a new import's wizard belongs to this page until the import exists; then the registry keeps it too
  const [draft] = useState(() => (importRef === undefined ? newImportWizard(merchantCode, queryClient, preset) : null));
  const kept = importRef === undefined ? null : (wizardFor(merchantCode, importRef) ?? null);
  const draftState = useWizardState(draft);
  const keptState = useWizardState(kept);
  const startedHere = (keptState ?? draftState)?.trigger.status === 'started';

  const query = useQuery({
    ...importQueryOptions(merchantCode, importRef ?? ''),
    enabled: importRef !== undefined,
    // nothing moves on the service while files are still being chosen: poll once it runs
    refetchInterval: (q) => {
      const record = q.state.data;
      if (record && record.status !== 'new') return importPollInterval([record]);
      return startedHere ? startingPollMs() : false;
    },
  });
  const record = query.data;
  const startedThere = record !== undefined && record.status !== 'new';
  const started = startedHere || startedThere;

  // opened on an import that is still open and that this tab has no wizard for: resume it (the
  // registry hands out one wizard per import, so a second render finds the same one)
  const store = draft && importRef === undefined ? draft : (kept ?? (record?.status === 'new' && !started ? importWizard(merchantCode, queryClient, record) : null));
  const state = useWizardState(store);

  // a draft that never created its import has nothing to keep: stop its checks when the page goes
  useEffect(() => {
    if (!draft) return;
    draft.revive();
    return () => {
      const { importRef: created, creating } = draft.getState();
      if (!created && !creating) draft.dispose();
    };
  }, [draft]);

  const announced = useRef<string | null>(null);
  const createdRef = draftState?.importRef ?? null;
  useEffect(() => {
    if (createdRef && importRef === undefined && announced.current !== createdRef) {
      announced.current = createdRef;
      onCreated(createdRef);
    }
  }, [createdRef, importRef, onCreated]);

  // the service says it started and the page follows it: the wizard has nothing left to do
  useEffect(() => {
    if (importRef && startedThere) releaseWizard(merchantCode, importRef);
  }, [merchantCode, importRef, startedThere]);

  useDocumentTitle(
    record && isTerminalImportStatus(record.status)
      ? `Import ${importReading(record).label.toLowerCase()}`
      : started
        ? 'Import running'
        : 'New import',
    merchantCode,
  );

  let body;
  if (startedThere) {
    body = (
      <Suspense fallback={<Loading label="Loading the import's progress…" />}>
        <ImportFollow merchantCode={merchantCode} record={record} query={query} />
      </Suspense>
    );
  } else if (started) {
    body = <Loading label="Starting the import…" />;
  } else if (store && state) {
    body = <FilesStep merchantCode={merchantCode} store={store} state={state} />;
  } else if (query.isError) {
    body =
      isApiError(query.error) && query.error.kind === 'notFound' ? (
        <Alert tone="danger" title={`There is no import ${importRef}`} action={<Link to={paths.newImport(merchantCode)}>Start a new import</Link>}>
          It may belong to another merchant, or the address may be mistyped.
        </Alert>
      ) : (
        <LoadError error={query.error} what={`import ${importRef}`} onRetry={() => void query.refetch()} />
      );
  } else {
    body = <Loading label={`Loading import ${importRef}…`} />;
  }

  return (
    <>
      {importRef && (
        <p className="row">
          <span>
            Import reference <code>{importRef}</code>
          </span>
          <CopyButton value={importRef} label={`Copy import reference ${importRef}`} />
        </p>
      )}
      {body}
    </>
  );
}
