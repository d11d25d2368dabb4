import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { paths } from '@/lib/paths';
import { useImportWizard } from './useImportWizard';
import { decodePreset, presetParam } from './wizardPreset';
import { ImportWizard } from './ImportWizard';
import './wizard.css';

// the service's record is needed only when the address names an import: its code (the query, the
// API client) loads then, and a new import's page shows without it
const ImportRecordProbe = lazy(() => import('./ImportRecordProbe'));

/** Settings › Imports › New import: one file per entity type, checked, uploaded, started once, followed live. */
export function ImportWizardPage() {
  const { merchantCode = '', importRef } = useParams();
  const [search] = useSearchParams();
  const preset = importRef ? [] : decodePreset(search.get(presetParam));
  const wizard = useImportWizard(merchantCode, importRef, preset);

  return (
    <>
      <Breadcrumbs trail={[{ label: 'Imports', to: paths.imports(merchantCode) }, { label: 'New import' }]} />
      <div className="page-header">
        <h1>New import</h1>
      </div>
      <ImportWizard key={wizard.key} merchantCode={merchantCode} importRef={importRef} wizard={wizard} />
      {importRef && (
        <Suspense fallback={null}>
          <ImportRecordProbe merchantCode={merchantCode} importRef={importRef} startedHere={wizard.startedHere} onChange={wizard.onRecord} />
        </Suspense>
      )}
    </>
  );
}
