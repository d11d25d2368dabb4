import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { isTerminalImportStatus } from '@/api/terms';
import { Alert } from '@/components/ui/Alert';
import { CopyButton } from '@/components/ui/CopyButton';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { isApiError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import type { ImportWizard as Wizard } from '@/features/imports/wizard/useImportWizard';
import { importReading } from '@/features/imports/model/importReading';
import { FilesStep } from './FilesStep';

// following a started import is the wizard's last step: its code loads when the import starts
const ImportFollow = lazy(() => import('./ImportFollow').then((m) => ({ default: m.ImportFollow })));

export interface ImportWizardProps {
  merchantCode: string;
  importRef: string | undefined;
  wizard: Wizard;
}

/**
 * The wizard at the right step: choosing and uploading files until the import starts, then
 * following it. Opened on an existing import it shows the wizard this tab keeps for it (uploads
 * that went on while the merchant was elsewhere), or else one resumed from what the service has.
 */
export function ImportWizard({ merchantCode, importRef, wizard }: ImportWizardProps) {
  const { store, state, query, started, startedThere } = wizard;
  const record = query.data;

  useDocumentTitle(
    record && isTerminalImportStatus(record.status)
      ? `Import ${importReading(record).label.toLowerCase()}`
      : started
        ? 'Import running'
        : 'New import',
    merchantCode,
  );

  let body;
  if (startedThere && record) {
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
