import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { entityTypes } from '@/api/terms';
import type { CatalogChecks } from './useCatalogChecks';
import { importPlan } from './wizardPlan';
import type { WizardState } from './wizardState';
import type { WizardStore } from './wizardStore';
import { EntityFileSlot } from './EntityFileSlot';
import { StartImportBar } from './StartImportBar';
import { StrategyGuide } from './StrategyGuide';
import { LazyUploadProgress } from './LazyUploadParts';

// the checks across files and the catalog load once a file is chosen (its check takes longer than their load)
const CatalogChecksProbe = lazy(() => import('./CatalogChecksProbe'));

/** Before any file is chosen there is nothing to find across files. */
const noCatalogChecks: CatalogChecks = { findings: {}, deletions: {}, blockers: [] };

export interface FilesStepProps {
  merchantCode: string;
  store: WizardStore;
  /** the settled state: it changes with what the page shows, not with each byte of progress */
  state: WizardState;
}

/** The files of the import: the uploads' progress, one slot per entity type, then the button that uploads and starts. */
export function FilesStep({ merchantCode, store, state }: FilesStepProps) {
  const guideId = useId();
  // what the next steps need loads while the merchant looks at the page, not when they take them
  // (the list of it, with every chunk it names, is itself loaded after the first paint)
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./preloadWizardCode').then((m) => {
      if (!gone) stop = m.preloadWizardCode();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  const [found, setFound] = useState<CatalogChecks>(noCatalogChecks);
  const anyFile = entityTypes.some((entity) => state.slots[entity].file !== null);
  const catalogChecks = anyFile ? found : noCatalogChecks;
  const plan = importPlan(state, catalogChecks.blockers);
  // once files go out, the merchant watches them: the introduction has done its work
  const underway = state.creating || entityTypes.some((entity) => state.slots[entity].upload !== null);
  return (
    <>
      {!underway && (
        <p>
          Choose one JSON file per entity type: each is checked in your browser before anything is sent. The service processes them in the order
          shown. Uploads go on if you open another page meanwhile; come back here to follow them.
        </p>
      )}
      {underway && <LazyUploadProgress store={store} />}
      <StrategyGuide id={guideId} />
      <ol className="wizard-slots" aria-label="Files of the import, in processing order">
        {entityTypes.map((entity) => (
          <EntityFileSlot
            key={entity}
            merchantCode={merchantCode}
            entity={entity}
            state={state}
            store={store}
            guideId={guideId}
            catalogChecks={{ findings: catalogChecks.findings[entity], deletions: catalogChecks.deletions[entity] }}
          />
        ))}
      </ol>
      <StartImportBar plan={plan} state={state} store={store} />
      {anyFile && (
        <Suspense fallback={null}>
          <CatalogChecksProbe merchantCode={merchantCode} state={state} onChange={setFound} />
        </Suspense>
      )}
    </>
  );
}
