import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { paths } from '@/lib/paths';
import { decodePreset, presetParam } from '@/features/imports/wizardPreset';
import { ImportWizard } from './ImportWizard';
import { useWizardSession } from './useWizardSession';
import './wizard.css';

/** Settings › Imports › New import: one file per entity type, checked, uploaded, started once, followed live. */
export function ImportWizardPage() {
  const { merchantCode = '', importRef } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { key, adopt } = useWizardSession(importRef);
  const preset = importRef ? [] : decodePreset(search.get(presetParam));
  const onCreated = useCallback(
    (ref: string) => {
      adopt(ref);
      navigate(paths.importWizard(merchantCode, ref), { replace: true });
    },
    [adopt, navigate, merchantCode],
  );

  return (
    <>
      <Breadcrumbs trail={[{ label: 'Imports', to: paths.imports(merchantCode) }, { label: 'New import' }]} />
      <div className="page-header">
        <h1>New import</h1>
      </div>
      <ImportWizard
        key={key}
        merchantCode={merchantCode}
        importRef={importRef}
        preset={preset}
        onCreated={onCreated}
      />
    </>
  );
}
