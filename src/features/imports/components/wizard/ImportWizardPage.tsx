import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams, Link } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { decodePreset, presetParam } from '../../wizardPreset';
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
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to={paths.imports(merchantCode)}>Imports</Link>
          </li>
          <li aria-current="page">New import</li>
        </ol>
      </nav>
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
