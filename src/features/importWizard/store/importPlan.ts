/** What the button would do now and what stops it, derived from the store's state on every render, never stored. */
import { entityTypes } from '@/contract/terms';
import type { EntityType } from '@/contract';
import { isActiveUpload } from '@/features/importWizard/upload/uploadQueue';
import { fileIsUsable } from '@/engine';
import {
  awaitsFile,
  fileNameOf,
  isCatalogEntity,
  isTooLarge,
  locationCodesProblem,
  slotIsUploaded,
  slotSettings,
  tooLargeFacts,
  suitsPartial,
  takesPart,
} from './slotRules';
import type { SlotState, WizardState } from './wizardState';
import { andList, type WizardT } from '../wizardText';

export interface FullFile {
  entity: EntityType;
  /** null when its name is not known */
  fileName: string | null;
  catalogCode: string | undefined;
  /** inventory: only these locations' stock is replaced (none: every location's) */
  locationCodes?: readonly string[];
  elements: number | null;
}

/** Why a slot that takes part but is not uploaded cannot be sent yet; null when it can. */
const slotBlocker = (state: WizardState, slot: SlotState, t: WizardT) => {
  const name = fileNameOf(slot, t);
  const entity = t(`entity.${slot.entity}.name`);
  if (!slot.file && slot.sheet) return slot.sheet.status === 'reading' ? t('plan.stillChecking', { name }) : t('plan.unusable', { name });
  if (!slot.file) {
    if (!awaitsFile(state, slot.entity)) return null;
    return slot.remembered
      ? t('plan.chooseAgain', { name, entity })
      : t('plan.expected', { aFile: t(`entity.${slot.entity}.aFile`), entity });
  }
  if (isCatalogEntity(slot.entity) && slot.catalogCode.trim() === '') return t('slot.catalogMissing', { entity: t(`entity.${slot.entity}.inText`) });
  const locations = slot.entity === 'inventory' && slot.strategy === 'full' ? locationCodesProblem(slot.locations, t) : null;
  if (locations) return locations;
  if (isTooLarge(slot.file)) return t('tooLarge', tooLargeFacts(slot.file));
  switch (slot.check.status) {
    case 'idle':
    case 'checking':
      return t('plan.stillChecking', { name });
    case 'failed':
      return t('plan.checkFailed', { name });
    case 'done': {
      const problems = t('count.problems', { count: slot.check.result.problemCount });
      if (slot.check.result.fileProblem) return t('plan.unusable', { name });
      if (suitsPartial(slot.check.result)) return t('plan.importTypeInFull', { name, problems });
      if (!fileIsUsable(slot.check.result)) return t('plan.hasProblems', { name, problems });
      return null;
    }
  }
};

/** `crossFileBlockers`: what only the files together and the catalog show; `fullFiles`: the files that delete what they do not hold. */
export function importPlan(state: WizardState, t: WizardT, crossFileBlockers: readonly string[] = []) {
  const blockers: string[] = [];
  const fullFiles: FullFile[] = [];
  /** taking part but neither uploaded nor on its way: what the button would upload */
  const waiting: EntityType[] = [];
  let taking = 0;
  let uploading = 0;
  let uploaded = 0;

  for (const entity of entityTypes) {
    if (!takesPart(state, entity)) continue;
    const slot = state.slots[entity];
    taking++;
    if (slotIsUploaded(state, entity)) uploaded++;
    else if (isActiveUpload(slot.upload)) uploading++;
    else {
      waiting.push(entity);
      const blocker = slotBlocker(state, slot, t);
      if (blocker) blockers.push(blocker);
    }
    const { strategy, catalogCode, locationCodes } = slotSettings(state, entity);
    if (strategy === 'full') {
      fullFiles.push({
        entity,
        fileName: slot.file || slot.remembered ? fileNameOf(slot, t) : null,
        catalogCode,
        ...(locationCodes.length ? { locationCodes } : {}),
        elements: slot.check.status === 'done' ? slot.check.result.elements : null,
      });
    }
  }
  if (taking === 0) blockers.push(t('plan.chooseAtLeastOne'));
  else if (waiting.length > 0) blockers.push(...crossFileBlockers);

  const starting = state.creating || state.trigger.status === 'starting';
  const { snapshot } = state;
  // the start is on its way by itself (confirmed, and only uploads or the snapshot left): nothing for the button to do,
  // unless files were chosen since, which need their own upload and confirmation
  const underWay =
    state.autoStart && waiting.length === 0 && (uploading > 0 || snapshot.status === 'taking' || snapshot.status === 'failed');
  const canPress = !starting && !underWay && blockers.length === 0 && (waiting.length > 0 || uploading === 0);

  const toSend = waiting.length > 0 ? waiting.length : uploading;
  const [label, confirmLabel] = !state.importRef
    ? [t('start.import', { count: taking }), t('start.confirmImport', { count: taking })]
    : toSend > 0
      ? [t('start.upload', { count: toSend }), t('start.confirmUpload', { count: toSend })]
      : [t('start.start'), t('start.confirmStart')];

  const names = andList(waiting.map((entity) => fileNameOf(state.slots[entity], t)), t);
  let progress = '';
  if (state.creating) progress = t('plan.creating');
  else if (state.trigger.status === 'starting') progress = t('page.starting');
  else if (uploading > 0 && waiting.length > 0) progress = t('plan.uploadingWaitsToo', { names });
  else if (uploading > 0 && state.autoStart && snapshot.status === 'taking') progress = t('plan.uploadingWithSnapshot');
  // a failed snapshot says itself that the import waits for the merchant's choice
  else if (uploading > 0 && state.autoStart && snapshot.status === 'failed') progress = t('plan.uploadingSnapshotFailed');
  else if (uploading > 0 && state.autoStart) progress = t('plan.uploadingAutoStart');
  else if (uploading > 0) progress = t('plan.uploadingFiles', { count: uploading });
  else if (state.importRef && uploaded > 0 && waiting.length > 0)
    progress = t('plan.uploadedWaits', { uploaded, files: t('count.files', { count: taking }), names });
  else if (underWay && snapshot.status === 'taking') progress = t('plan.snapshotThenStart');
  else if (state.importRef && uploaded > 0 && state.trigger.status === 'idle' && !underWay) progress = t('plan.allUploaded');

  // absent when it has nothing to do: no file takes part (the blockers say to choose one), the start is under way or only
  // uploads are left (the progress says what happens), or a failed start offers its own retry
  const hasButton = taking > 0 && state.trigger.status !== 'failed' && (starting || !(underWay || (uploading > 0 && waiting.length === 0)));
  return { blockers, fullFiles, starting, uploading: uploading > 0, underWay, canPress, hasButton, label, confirmLabel, progress };
}
