import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { entityTypes, type ImportRecord } from '../../../../api';
import { createImport } from '../../api/createImport';
import { getImport } from '../../api/getImport';
import { requestUploadAddress } from '../../api/requestUploadAddress';
import { triggerImport } from '../../api/triggerImport';
import { putFile } from '../../upload/putFile';
import { startFileCheck } from '../../validation/startFileCheck';
import type { SlotPreset } from '../../wizardPreset';
import { EntityFileSlot } from './EntityFileSlot';
import { StartImportBar } from './StartImportBar';
import { importPlan } from './wizardPlan';
import { loadWizard, saveWizard } from './wizardStorage';
import { WizardStore, type WizardServices } from './wizardStore';

export interface FilesStepProps {
  merchantCode: string;
  importRef: string | undefined;
  /** the import as the service had it when the page opened (a reload, another tab) */
  record: ImportRecord | undefined;
  preset: readonly SlotPreset[];
  onCreated: (importRef: string) => void;
  onStarted: (importRef: string) => void;
}

/** Source recorded with every import the wizard creates, so the history says where it came from. */
export const wizardSource = 'Merchant Admin import wizard';

/** The files of the import: one slot per entity type, then the button that uploads and starts. */
export function FilesStep({ merchantCode, importRef, record, preset, onCreated, onStarted }: FilesStepProps) {
  // the page's callbacks change with every render; the store keeps calling the latest ones
  const callbacks = useRef({ onCreated, onStarted });
  callbacks.current = { onCreated, onStarted };

  const [store] = useState(() => {
    const services: WizardServices = {
      createImport: () => createImport(merchantCode, { source: wizardSource }),
      requestUploadAddress: (ref, body, signal) => requestUploadAddress(merchantCode, ref, body, signal),
      putFile,
      triggerImport: (ref) => triggerImport(merchantCode, ref),
      getImport: (ref) => getImport(merchantCode, ref),
      startFileCheck,
      save: (ref, saved) => saveWizard(merchantCode, ref, saved),
      onCreated: (ref) => callbacks.current.onCreated(ref),
      onStarted: (ref) => callbacks.current.onStarted(ref),
    };
    return new WizardStore(services, { importRef, record, saved: importRef ? loadWizard(merchantCode, importRef) : null, preset });
  });
  useEffect(() => {
    store.revive();
    return () => store.dispose();
  }, [store]);

  const state = useSyncExternalStore(store.subscribe, store.getState);
  const plan = importPlan(state);

  // leaving or reloading the page stops the uploads: the browser asks first
  useEffect(() => {
    if (!plan.busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [plan.busy]);

  return (
    <>
      <p>
        Choose one JSON file per entity type: each is checked in your browser before anything is sent. The service processes them in the order shown.
      </p>
      <ol className="wizard-slots" aria-label="Files of the import, in processing order">
        {entityTypes.map((entity) => (
          <EntityFileSlot key={entity} entity={entity} state={state} store={store} />
        ))}
      </ol>
      <StartImportBar plan={plan} state={state} store={store} />
    </>
  );
}
