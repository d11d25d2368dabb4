import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { paths } from '@/lib/paths';
import { Alert } from '@/components/ui/Alert';
import { CopyButton } from '@/components/ui/CopyButton';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { entityTypes, isTerminalImportStatus } from '@/contract/terms';
import type { EntityType, ImportRecord } from '@/contract';
import { importOutcome, ImportFollow, ImportRefText } from '@/features/importHistory';
import { isApiError } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FilesStep } from './FilesStep';
import { usePageWizard } from './usePageWizard';
import { useWizardSelection } from './store/useWizardSelection';
import type { WizardState } from './store/wizardState';
import { decodePreset, presetParam } from '@/lib/wizardPreset';
import type { WizardT } from './wizardText';
import './wizard.css';
import { UndoNotice } from '@/features/importWizard/UndoNotice';
import { undoParam } from '@/features/snapshots';

/** The elements each checked file holds, by entity type. */
const countedElements = (state: WizardState) => {
  const counts: Partial<Record<EntityType, number>> = {};
  for (const entity of entityTypes) {
    const check = state.slots[entity].check;
    if (check.status === 'done') counts[entity] = check.result.elements;
  }
  return counts;
};
const sameCounts = (a: Partial<Record<EntityType, number>>, b: Partial<Record<EntityType, number>>) =>
  entityTypes.every((entity) => a[entity] === b[entity]);

/** The tab's title once the import ended: how it went. */
const endedTitle = (t: WizardT, record: ImportRecord) => {
  if (record.status === 'aborted') return t('follow.titleAborted');
  const { failed } = importOutcome(record);
  return failed > 0 ? t('follow.titleFailures', { count: failed }) : t('follow.titleFinished');
};

/** Choosing and uploading files until the import starts, then following it; an existing import's wizard is the kept or a resumed one. */
function ImportWizard({ merchantCode, importRef, wizard }: { merchantCode: string; importRef: string | undefined; wizard: ReturnType<typeof usePageWizard> }) {
  const { store, record, recordError, started, startedHere, startedThere } = wizard;
  const { t } = useTranslation('wizard');
  const ended = startedThere && record && isTerminalImportStatus(record.status);
  // what the checks counted in each file: the estimate of the end counts queued files before the service does
  const counted = useWizardSelection(store, countedElements, sameCounts);
  useDocumentTitle(ended ? endedTitle(t, record) : started ? t('page.titleRunning') : t('page.title'), merchantCode);

  let body;
  if (startedThere && record) {
    body = <ImportFollow merchantCode={merchantCode} record={record} counted={counted} takeFocus={startedHere} />;
  } else if (started) {
    body = <Loading label={t('page.starting')} />;
  } else if (store) {
    body = <FilesStep merchantCode={merchantCode} store={store} />;
  } else if (recordError) {
    body =
      isApiError(recordError.error) && recordError.error.kind === 'notFound' ? (
        <Alert tone="danger" title={t('page.notFoundTitle', { importRef })} action={<Link to={paths.newImport(merchantCode)}>{t('page.startNew')}</Link>}>
          {t('page.notFoundBody')}
        </Alert>
      ) : (
        <LoadError error={recordError.error} what={t('page.loadWhat', { importRef })} onRetry={recordError.retry} />
      );
  } else {
    body = <Loading label={t('page.loading', { importRef })} />;
  }

  return (
    <>
      {importRef && (
        <p className="row">
          <span>
            {t('page.reference')} <code translate="no">{importRef}</code>
          </span>
          <CopyButton value={importRef} label={t('page.copyReference', { importRef })} />
        </p>
      )}
      {body}
    </>
  );
}

/** Settings › Imports › New import: one file per entity type, checked, uploaded, started once, followed live. */
export function ImportWizardPage() {
  const { merchantCode = '', importRef } = useParams();
  const [search] = useSearchParams();
  const preset = importRef ? [] : decodePreset(search.get(presetParam));
  const wizard = usePageWizard(merchantCode, importRef, preset);
  const { t } = useTranslation(['wizard', 'common']);
  // "undo this import": the wizard of a new import, with the snapshot's files
  const undoOf = importRef ? null : search.get(undoParam);
  // "import members from a file" on a segment's page: the members' slot, and which segment they are for
  const membersOf = importRef ? null : search.get('segment');

  // once the import exists it is named as its own page names it, so that its end does not read "New import"
  const missing = wizard.recordError !== null && isApiError(wizard.recordError.error) && wizard.recordError.error.kind === 'notFound';
  const heading = importRef && !missing ? <Trans t={t} i18nKey="page.heading" components={{ ref: <ImportRefText importRef={importRef} /> }} /> : t('page.title');

  return (
    <>
      <Breadcrumbs trail={[{ label: t('common:shell.imports'), to: paths.imports(merchantCode) }, { label: heading }]} />
      <div className="page-header">
        <h1>{heading}</h1>
      </div>
      {undoOf && <UndoNotice importRef={undoOf} store={wizard.store} />}
      {membersOf && (
        <Alert tone="info" title={t('page.membersOfTitle', { segment: membersOf })}>
          {t('page.membersOf', { example: JSON.stringify({ segmentCode: membersOf, externalCustomerNumber: '10001' }) })}
        </Alert>
      )}
      <ImportWizard key={wizard.key} merchantCode={merchantCode} importRef={importRef} wizard={wizard} />
    </>
  );
}
