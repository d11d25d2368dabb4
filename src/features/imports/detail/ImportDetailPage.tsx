import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isRunningImportStatus, isTerminalImportStatus } from '@/api/terms';
import type { ImportRecord } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { errorMessage, isApiError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { importQueryOptions } from '@/features/imports/api/getImport';
import { encodePreset, presetParam } from '@/features/imports/wizard/wizardPreset';
import { ImportRefText } from '@/features/imports/shared/ImportRefText';
import { LiveFreshness } from '@/features/imports/shared/LiveFreshness';
import { shortImportRef } from '@/features/imports/model/importRefText';
import { importReading } from '@/features/imports/model/importReading';
import { inProcessingOrder } from '@/features/imports/model/importOutcome';
import { EntityFileCard } from './EntityFileCard';
import { ImportFailures } from './ImportFailures';
import { ImportLogs } from './ImportLogs';
import { ImportNotFound } from './ImportNotFound';
import { ImportSummary } from './ImportSummary';
import { OtherEntityFiles } from './OtherEntityFiles';
import './detail.css';

/** `…/settings/imports/{importRef}`: one import, its files and its log, live while it runs. */
export function ImportDetailPage() {
  const { merchantCode = '', importRef = '' } = useParams();
  const query = useQuery(importQueryOptions(merchantCode, importRef));
  const notFound = !query.data && isApiError(query.error) && query.error.kind === 'notFound';
  // the state in the tab's title too, so a tab left open tells how the import ended
  const state = query.data ? importReading(query.data).label : undefined;
  useDocumentTitle(notFound ? 'Import not found' : `Import ${shortImportRef(importRef)}${state ? ` (${state})` : ''}`, 'Imports', merchantCode);

  if (query.isPending) return <Loading label="Loading the import…" />;
  if (query.isError && !query.data) {
    if (notFound) return <ImportNotFound merchantCode={merchantCode} importRef={importRef} />;
    return (
      <>
        <h1>
          Import <ImportRefText importRef={importRef} />
        </h1>
        <LoadError error={query.error} what="the import" onRetry={() => void query.refetch()} />
      </>
    );
  }

  const record = query.data;
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Imports', to: paths.imports(merchantCode) },
          {
            label: (
              <>
                Import <ImportRefText importRef={record.importRef} />
              </>
            ),
          },
        ]}
      />
      <div className="page-header">
        <h1>
          Import <ImportRefText importRef={record.importRef} />
        </h1>
        <ImportActions merchantCode={merchantCode} record={record} />
      </div>
      {isRunningImportStatus(record.status) && <LiveFreshness query={query} />}
      {query.isError && !isRunningImportStatus(record.status) && (
        <Alert tone="warning" title="Could not refresh the import" action={<Button onClick={() => void query.refetch()}>Refresh the import</Button>}>
          {errorMessage(query.error)} What you see may be out of date.
        </Alert>
      )}
      <ImportSummary record={record} />
      <section aria-labelledby="entity-files-heading">
        <h2 id="entity-files-heading">Entity files</h2>
        {record.entityFiles.length === 0 && !record.otherEntityFiles?.length ? (
          <p className="muted">No file has been added to this import.</p>
        ) : (
          <>
            <p className="muted">In processing order: a file starts once the files it depends on have finished.</p>
            <div className="cards">
              {inProcessingOrder(record.entityFiles).map((file) => (
                <EntityFileCard key={file.entity} file={file} />
              ))}
            </div>
            {record.otherEntityFiles?.length ? <OtherEntityFiles files={record.otherEntityFiles} /> : null}
          </>
        )}
      </section>
      <ImportFailures merchantCode={merchantCode} record={record} />
      <ImportLogs merchantCode={merchantCode} record={record} />
    </>
  );
}

/** Continue a draft in the wizard, or start a new import with the same choices. */
function ImportActions({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  if (record.status === 'new') {
    return (
      <Link className="btn btn-primary" to={paths.importWizard(merchantCode, record.importRef)}>
        Continue this import in the wizard
      </Link>
    );
  }
  // while it runs there is nothing to import again yet
  if (!isTerminalImportStatus(record.status) || record.entityFiles.length === 0) return null;
  const preset = new URLSearchParams({ [presetParam]: encodePreset(inProcessingOrder(record.entityFiles)) });
  return (
    <div className="import-again">
      <Link className="btn btn-secondary" to={`${paths.newImport(merchantCode)}?${preset.toString()}`} aria-describedby="import-again-hint">
        Import again
      </Link>
      <span id="import-again-hint" className="muted">
        Same entity types, strategies and catalogs; you choose the files anew.
      </span>
    </div>
  );
}
