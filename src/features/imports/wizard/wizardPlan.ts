/**
 * What the wizard would do if the merchant pressed its button now, and what stops it: derived
 * from the store's state on every render, never stored.
 */
import { entityTypes } from '@/api/terms';
import type { EntityType } from '@/api';
import { plural } from '@/i18n/format';
import { isActiveUpload } from '@/features/imports/upload/uploadState';
import { fileIsUsable } from '@/features/imports/checker/checkResult';
import { aFileOf, entityLabel, entityLabelInText } from '@/features/imports/model/entityLabels';
import { awaitsFile, fileNameOf, isCatalogEntity, isTooLarge, slotIsUploaded, slotSettings, tooLargeMessage } from './slotRules';
import { locationCodesProblem } from './locationCodes';
import { suitsPartial } from './strategyFit';
import type { SlotState, WizardState } from './wizardState';

export interface FullFile {
  entity: EntityType;
  fileName: string;
  catalogCode: string | undefined;
  /** inventory: only these locations' stock is replaced (none: every location's) */
  locationCodes?: readonly string[];
  elements: number | null;
}

interface ImportPlan {
  /** why the button cannot act yet, one sentence each */
  blockers: string[];
  /** files that will delete what they do not contain, as they will be sent (or were) */
  fullFiles: FullFile[];
  /** the import is being created or started, or files are uploading */
  busy: boolean;
  /** files are on their way to the service */
  uploading: boolean;
  /** the button may be pressed: nothing stops it, and it has something to do */
  canPress: boolean;
  /** the button's words, naming what it does */
  label: string;
  /** the confirmation's button, when there are deletions */
  confirmLabel: string;
  /** where the uploads and the start stand, in one sentence (empty when there is nothing to say) */
  progress: string;
}

/** Why a slot that takes part but is not uploaded cannot be sent yet; null when it can. */
const slotBlocker = (state: WizardState, slot: SlotState): string | null => {
  const name = fileNameOf(slot);
  const title = entityLabel(slot.entity);
  if (!slot.file) {
    if (!awaitsFile(state, slot.entity)) return null;
    return slot.remembered
      ? `Choose ${name} again for ${title}: the service waits for it.`
      : `The service expects ${aFileOf(slot.entity)} for this import because an upload was started: choose it again for ${title}.`;
  }
  if (isCatalogEntity(slot.entity) && slot.catalogCode.trim() === '') return `Enter the catalog code for ${entityLabelInText(slot.entity)}.`;
  const locations = slot.entity === 'inventory' && slot.strategy === 'full' ? locationCodesProblem(slot.locations) : null;
  if (locations) return locations;
  if (isTooLarge(slot.file)) return tooLargeMessage(slot.file);
  switch (slot.check.status) {
    case 'idle':
    case 'checking':
      return `${name} is still being checked.`;
    case 'failed':
      return `${name} could not be checked: choose it again.`;
    case 'done':
      if (slot.check.result.fileProblem) return `${name} cannot be imported: replace it.`;
      if (suitsPartial(slot.check.result)) {
        return `${name} has ${plural(slot.check.result.problemCount, 'problem')}: its elements carry importType, which only a partial import takes. Switch it to partial, or replace it.`;
      }
      if (!fileIsUsable(slot.check.result)) return `${name} has ${plural(slot.check.result.problemCount, 'problem')}: replace it.`;
      return null;
  }
};

const listNames = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** `crossFileBlockers`: errors only the import's files together (and the catalog) show */
export function importPlan(state: WizardState, crossFileBlockers: readonly string[] = []): ImportPlan {
  const blockers: string[] = [];
  const fullFiles: FullFile[] = [];
  /** taking part but neither uploaded nor on its way: what the button would upload */
  const waiting: EntityType[] = [];
  let taking = 0;
  let uploading = 0;
  let uploaded = 0;

  for (const entity of entityTypes) {
    const slot = state.slots[entity];
    const done = slotIsUploaded(state, entity);
    if (!done && !slot.file && !awaitsFile(state, entity)) continue;
    taking++;
    if (done) uploaded++;
    else if (isActiveUpload(slot.upload ?? undefined)) uploading++;
    else {
      waiting.push(entity);
      const blocker = slotBlocker(state, slot);
      if (blocker) blockers.push(blocker);
    }
    const { strategy, catalogCode, locationCodes } = slotSettings(state, entity);
    if (strategy === 'full') {
      fullFiles.push({
        entity,
        fileName: fileNameOf(slot),
        catalogCode,
        ...(locationCodes.length ? { locationCodes } : {}),
        elements: slot.check.status === 'done' ? slot.check.result.elements : null,
      });
    }
  }
  if (taking === 0) blockers.push('Choose at least one file.');
  else if (waiting.length > 0) blockers.push(...crossFileBlockers);

  const starting = state.creating || state.trigger.status === 'starting';
  const busy = starting || uploading > 0;
  // while files upload, the button stays for files chosen since: they need their own upload and confirmation
  const canPress = !starting && blockers.length === 0 && (waiting.length > 0 || uploading === 0);

  const files = plural(taking, 'file');
  const toSend = waiting.length > 0 ? waiting.length : uploading;
  let label: string;
  let confirmLabel: string;
  if (!state.importRef) {
    label = `Import ${files}`;
    confirmLabel = `Delete missing and import ${files}`;
  } else if (toSend > 0) {
    label = `Upload ${plural(toSend, 'file')} and start the import`;
    confirmLabel = `Delete missing, upload ${plural(toSend, 'file')} and start the import`;
  } else {
    label = 'Start the import';
    confirmLabel = 'Delete missing and start the import';
  }

  const waitingNames = listNames(waiting.map((entity) => fileNameOf(state.slots[entity])));
  let progress = '';
  if (state.creating) progress = 'Creating the import…';
  else if (state.trigger.status === 'starting') progress = 'Starting the import…';
  else if (uploading > 0 && waiting.length > 0) progress = `Uploading. The import waits for ${waitingNames} too: it starts only once every chosen file is uploaded.`;
  else if (uploading > 0 && state.autoStart) progress = 'Uploading: the import starts by itself when every file is uploaded.';
  else if (uploading > 0) progress = `Uploading ${plural(uploading, 'file')}: start the import once every file is uploaded.`;
  else if (state.importRef && uploaded > 0 && waiting.length > 0)
    progress = `${formatShare(uploaded, taking)} uploaded. The import waits for ${waitingNames}: it starts only once every chosen file is uploaded.`;
  else if (state.importRef && uploaded > 0 && state.trigger.status === 'idle') progress = 'Every file is uploaded: start the import when you are ready.';

  return { blockers, fullFiles, busy, uploading: uploading > 0, canPress, label, confirmLabel, progress };
}

const formatShare = (part: number, whole: number) => `${part} of ${plural(whole, 'file')}`;
