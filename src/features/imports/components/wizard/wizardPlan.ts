/**
 * What the wizard would do if the merchant pressed its button now, and what stops it: derived
 * from the store's state on every render, never stored.
 */
import { catalogEntities, defaultUploadLimitBytes, entityTypes, type EntityType } from '../../../../api';
import { formatBytes, plural } from '../../../../lib/format';
import { isActiveUpload } from '../../upload/uploadQueue';
import { fileIsUsable } from '../../validation/checkResult';
import { entityWords } from './entityWords';
import { isUploadedOnServer, type SlotState, type WizardState } from './wizardStore';

export interface FullFile {
  entity: EntityType;
  fileName: string;
  catalogCode: string | undefined;
  elements: number | null;
}

export interface ImportPlan {
  /** slots whose file is chosen or already with the service */
  taking: EntityType[];
  toUpload: EntityType[];
  uploaded: EntityType[];
  /** why the button cannot act yet, one sentence each */
  blockers: string[];
  /** files that will delete what they do not contain */
  fullFiles: FullFile[];
  busy: boolean;
  /** the button's words, naming what it does */
  label: string;
  /** the confirmation's button, when there are deletions */
  confirmLabel: string;
}

const isCatalogEntity = (entity: EntityType) => catalogEntities.includes(entity);

/** The service holds an upload address for the slot but not its file. */
export const awaitsFile = (state: WizardState, entity: EntityType) => {
  const server = state.serverFiles[entity];
  return (server !== undefined && server.status === 'awaitingUpload') || state.requested.includes(entity);
};

export const slotIsUploaded = (state: WizardState, entity: EntityType) =>
  state.slots[entity].upload?.status === 'done' || isUploadedOnServer(state.serverFiles[entity]);

/** The service takes files up to this size (the contract's default): a larger one is not sent. */
export const uploadLimitBytes = defaultUploadLimitBytes;
export const tooLargeMessage = (file: File) =>
  `${file.name} is ${formatBytes(file.size)}: the service takes files of up to ${formatBytes(uploadLimitBytes)}. Split it into partial files.`;

export const fileNameOf = (slot: SlotState) => slot.file?.name ?? slot.remembered?.name ?? `the ${entityWords[slot.entity].plural} file`;

const slotBlocker = (state: WizardState, slot: SlotState): string | null => {
  const name = fileNameOf(slot);
  const words = entityWords[slot.entity];
  if (!slot.file) return awaitsFile(state, slot.entity) ? `Choose ${name} again for ${words.title}: the page was reloaded before it was uploaded.` : null;
  if (isCatalogEntity(slot.entity) && slot.catalogCode.trim() === '') return `Enter the catalog code for ${words.plural}.`;
  if (slot.file.size > uploadLimitBytes) return tooLargeMessage(slot.file);
  switch (slot.check.status) {
    case 'idle':
    case 'checking':
      return `${name} is still being checked.`;
    case 'failed':
      return `${name} could not be checked: choose it again.`;
    case 'done':
      if (slot.check.result.fileProblem) return `${name} cannot be imported: replace it.`;
      if (!fileIsUsable(slot.check.result)) return `${name} has ${plural(slot.check.result.problemCount, 'problem')}: replace it.`;
      return null;
  }
};

export function importPlan(state: WizardState): ImportPlan {
  const taking: EntityType[] = [];
  const toUpload: EntityType[] = [];
  const uploaded: EntityType[] = [];
  const blockers: string[] = [];
  const fullFiles: FullFile[] = [];
  let busy = state.creating || state.trigger.status === 'starting';

  for (const entity of entityTypes) {
    const slot = state.slots[entity];
    const done = slotIsUploaded(state, entity);
    const inImport = done || slot.file !== null || awaitsFile(state, entity);
    if (!inImport) continue;
    taking.push(entity);
    if (isActiveUpload(slot.upload ?? undefined)) busy = true;
    if (done) uploaded.push(entity);
    else {
      const blocker = slotBlocker(state, slot);
      if (blocker) blockers.push(blocker);
      else toUpload.push(entity);
    }
    const strategy = state.serverFiles[entity]?.importStrategy ?? slot.strategy;
    if (strategy === 'full') {
      fullFiles.push({
        entity,
        fileName: fileNameOf(slot),
        catalogCode: isCatalogEntity(entity) ? (state.serverFiles[entity]?.catalogCode ?? slot.catalogCode.trim()) : undefined,
        elements: slot.check.status === 'done' ? slot.check.result.elements : null,
      });
    }
  }
  if (taking.length === 0) blockers.push('Choose at least one file.');

  const files = plural(taking.length, 'file');
  const notUploaded = taking.length - uploaded.length;
  let label: string;
  let confirmLabel: string;
  if (!state.importRef) {
    label = `Import ${files}`;
    confirmLabel = `Delete missing and import ${files}`;
  } else if (notUploaded > 0) {
    label = `Upload ${plural(notUploaded, 'file')} and start the import`;
    confirmLabel = `Delete missing, upload ${plural(notUploaded, 'file')} and start the import`;
  } else {
    label = 'Start the import';
    confirmLabel = 'Delete missing and start the import';
  }
  return { taking, toUpload, uploaded, blockers, fullFiles, busy, label, confirmLabel };
}
