import { entityTypes } from '@/api';
import { EntityFileSlot } from './EntityFileSlot';
import { StartImportBar } from './StartImportBar';
import { useCatalogChecks } from '@/features/imports/wizard/useCatalogChecks';
import { importPlan } from '@/features/imports/wizard/wizardPlan';
import type { WizardState } from '@/features/imports/wizard/wizardState';
import type { WizardStore } from '@/features/imports/wizard/wizardStore';

export interface FilesStepProps {
  merchantCode: string;
  store: WizardStore;
  state: WizardState;
}

/** The files of the import: one slot per entity type, then the button that uploads and starts. */
export function FilesStep({ merchantCode, store, state }: FilesStepProps) {
  const catalogChecks = useCatalogChecks(merchantCode, state);
  const plan = importPlan(state, catalogChecks.blockers);
  return (
    <>
      <p>
        Choose one JSON file per entity type: each is checked in your browser before anything is sent. The service processes them in the order shown.
        Uploads go on if you open another page meanwhile; come back here to follow them.
      </p>
      <ol className="wizard-slots" aria-label="Files of the import, in processing order">
        {entityTypes.map((entity) => (
          <EntityFileSlot
            key={entity}
            merchantCode={merchantCode}
            entity={entity}
            state={state}
            store={store}
            catalogChecks={{ findings: catalogChecks.findings[entity], deletions: catalogChecks.deletions[entity] }}
          />
        ))}
      </ol>
      <StartImportBar plan={plan} state={state} store={store} />
    </>
  );
}
