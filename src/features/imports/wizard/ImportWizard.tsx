import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { CopyButton } from '@/components/ui/CopyButton';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { isApiError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FilesStep } from './FilesStep';
import { ImportFollow } from './ImportFollow';
import type { ImportWizard as Wizard } from './useImportWizard';

/** The tab's title until the page follows the started import (which then names its outcome). */
function WizardTitle({ merchantCode, started }: { merchantCode: string; started: boolean }) {
  useDocumentTitle(started ? 'Import running' : 'New import', merchantCode);
  return null;
}

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
  const { store, record, recordError, started, startedThere } = wizard;

  let body;
  if (startedThere && record) {
    // the title says how it went: ImportFollow sets it
    body = <ImportFollow merchantCode={merchantCode} record={record} />;
  } else if (started) {
    body = <Loading label="Starting the import…" />;
  } else if (store) {
    body = <FilesStep merchantCode={merchantCode} store={store} />;
  } else if (recordError) {
    body =
      isApiError(recordError.error) && recordError.error.kind === 'notFound' ? (
        <Alert tone="danger" title={`There is no import ${importRef}`} action={<Link to={paths.newImport(merchantCode)}>Start a new import</Link>}>
          It may belong to another merchant, or the address may be mistyped.
        </Alert>
      ) : (
        <LoadError error={recordError.error} what={`import ${importRef}`} onRetry={recordError.retry} />
      );
  } else {
    body = <Loading label={`Loading import ${importRef}…`} />;
  }

  return (
    <>
      {!(startedThere && record) && <WizardTitle merchantCode={merchantCode} started={started} />}
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
