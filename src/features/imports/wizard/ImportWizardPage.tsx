import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { paths } from '@/lib/paths';
import { useImportWizard } from './useImportWizard';
import { decodePreset, presetParam } from './wizardPreset';
import { ImportWizard } from './ImportWizard';
import './wizard.css';

/** Settings › Imports › New import: one file per entity type, checked, uploaded, started once, followed live. */
export function ImportWizardPage() {
  const { merchantCode = '', importRef } = useParams();
  const [search] = useSearchParams();
  const preset = importRef ? [] : decodePreset(search.get(presetParam));
  const wizard = useImportWizard(merchantCode, importRef, preset);
  const { t } = useTranslation(['wizard', 'common']);

  return (
    <>
      <Breadcrumbs trail={[{ label: t('common:shell.imports'), to: paths.imports(merchantCode) }, { label: t('page.title') }]} />
      <div className="page-header">
        <h1>{t('page.title')}</h1>
      </div>
      <ImportWizard key={wizard.key} merchantCode={merchantCode} importRef={importRef} wizard={wizard} />
    </>
  );
}
