import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isTerminalImportStatus } from '../../../../api';
import { Alert } from '../../../../components/ui/Alert';
import { CopyButton } from '../../../../components/ui/CopyButton';
import { LoadError, Loading } from '../../../../components/ui/QueryState';
import { isApiError } from '../../../../lib/errors';
import { paths } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { importQueryOptions } from '../../api/getImport';
import { importKeys } from '../../api/keys';
import { importPollInterval, livePollMs } from '../../api/polling';
import type { SlotPreset } from '../../wizardPreset';
import { FilesStep } from './FilesStep';
import { ImportFollow } from './ImportFollow';
import { importStatusWords } from './importOutcome';

export interface ImportWizardProps {
  merchantCode: string;
  importRef: string | undefined;
  /** this wizard created the import in the address (its files are in memory) */
  createdHere: boolean;
  preset: readonly SlotPreset[];
  onCreated: (importRef: string) => void;
}

/**
 * The wizard at the right step: choosing and uploading files until the import starts, then
 * following it. Opened on an existing import (a reload, another tab) it first loads the import
 * and resumes from what the service already has.
 */
export function ImportWizard({ merchantCode, importRef, createdHere, preset, onCreated }: ImportWizardProps) {
  const queryClient = useQueryClient();
  const [startedHere, setStartedHere] = useState(false);
  const query = useQuery({
    ...importQueryOptions(merchantCode, importRef ?? ''),
    enabled: importRef !== undefined,
    // nothing moves on the service while files are still being chosen: poll once it runs
    refetchInterval: (q) => {
      const record = q.state.data;
      if (record && record.status !== 'new') return importPollInterval([record]);
      return startedHere ? livePollMs : false;
    },
  });
  const record = query.data;
  const started = startedHere || (record !== undefined && record.status !== 'new');
  useDocumentTitle(
    record && isTerminalImportStatus(record.status) ? `Import ${importStatusWords[record.status].toLowerCase()}` : started ? 'Import running' : 'New import',
    merchantCode,
  );

  const onStarted = (ref: string) => {
    setStartedHere(true);
    void queryClient.invalidateQueries({ queryKey: importKeys.detail(merchantCode, ref) });
    void queryClient.invalidateQueries({ queryKey: importKeys.lists(merchantCode) });
  };

  let body;
  if (importRef !== undefined && !createdHere && !record) {
    if (query.isError) {
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
  } else if (started && record) {
    body = <ImportFollow merchantCode={merchantCode} record={record} />;
  } else if (started) {
    body = <Loading label="Starting the import…" />;
  } else {
    body = (
      <FilesStep merchantCode={merchantCode} importRef={importRef} record={record} preset={preset} onCreated={onCreated} onStarted={onStarted} />
    );
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
