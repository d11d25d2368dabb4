/** Facts about one slot that both the store and the page rely on. */
import { catalogEntities, catalogEntityTypes, defaultUploadLimitBytes } from '@/contract/terms';
import type { EntityFile, EntityType } from '@/contract';
import { formatBytes } from '@/i18n/format';
import { isActiveUpload } from '@/features/importWizard/upload/uploadQueue';
import type { FileCheckResult, PreviewSubject } from '@/engine';
import type { SlotState, WizardState } from './wizardState';
import { andList, type WizardT } from '../wizardText';

export const isCatalogEntity = (entity: EntityType) => catalogEntities.includes(entity);

/** The service has the file (it is past `awaitingUpload`). */
export const isUploadedOnServer = (f: EntityFile | undefined): f is EntityFile => f !== undefined && f.status !== 'awaitingUpload';

/** The service holds an upload address for the slot but not its file: it will not start without one. */
export const awaitsFile = (state: WizardState, entity: EntityType) =>
  state.serverFiles[entity]?.status === 'awaitingUpload' || state.requested.includes(entity);

export const slotIsUploaded = (state: WizardState, entity: EntityType) =>
  state.slots[entity].upload?.status === 'done' || isUploadedOnServer(state.serverFiles[entity]);

/** A slot cannot change while its file is on its way or with the service; the others stay open during uploads. */
export const slotIsLocked = (state: WizardState, entity: EntityType) =>
  isActiveUpload(state.slots[entity].upload) ||
  slotIsUploaded(state, entity) ||
  state.creating ||
  state.trigger.status === 'starting' ||
  state.trigger.status === 'started';

/** The slot's file is part of the import: chosen, with the service, or waited for by it. */
export const takesPart = (state: WizardState, entity: EntityType) =>
  state.slots[entity].file !== null ||
  state.slots[entity].sheet !== null || slotIsUploaded(state, entity) || awaitsFile(state, entity);

/** The locations a full inventory import replaces the stock of (and no other's), as typed: each once, in the order typed. */
export const parseLocationCodes = (typed: string): string[] => [...new Set(typed.split(/[\s,;]+/).filter(Boolean))];

/** The longest location code the service takes (the catalog's inventory rule). */
const maxLocationCodeLength = 36;

/** What is wrong with the typed codes, in one sentence; null when they are fine (or none). */
export const locationCodesProblem = (typed: string, t: WizardT) => {
  const tooLong = parseLocationCodes(typed).filter((c) => c.length > maxLocationCodeLength);
  if (!tooLong.length) return null;
  const codes = andList(tooLong.map((c) => t('locations.quoted', { code: c.slice(0, 40) })), t);
  return t('locations.tooLong', { max: maxLocationCodeLength, codes });
};

/** The `locationCodes` of the upload-address call: only for an inventory file with the full strategy. */
export const locationCodesFor = (slot: Pick<SlotState, 'entity' | 'strategy' | 'locations'>): { locationCodes?: string[] } => {
  const codes = slot.entity === 'inventory' && slot.strategy === 'full' ? parseLocationCodes(slot.locations) : [];
  return codes.length ? { locationCodes: codes } : {};
};

/**
 * The strategy, catalog and locations the slot's file goes with: once the service has the file, its record says; before
 * that (even while it waits for a file) the merchant's choice does, because that is what the upload sends.
 */
export const slotSettings = (state: WizardState, entity: EntityType) => {
  const server = state.serverFiles[entity];
  const slot = state.slots[entity];
  const onServer = isUploadedOnServer(server);
  const strategy = onServer ? server.importStrategy : slot.strategy;
  return {
    strategy,
    catalogCode: onServer ? server.catalogCode : isCatalogEntity(entity) ? slot.catalogCode.trim() : undefined,
    // the service's record does not carry the locations: what this visit sent is what holds
    locationCodes: locationCodesFor({ ...slot, strategy }).locationCodes ?? [],
  };
};

/** The service takes files up to this size (the contract's default): a larger one is neither checked nor sent. */
export const isTooLarge = (file: Blob) => file.size > defaultUploadLimitBytes;
export const tooLargeFacts = (file: File) => ({ name: file.name, size: formatBytes(file.size), limit: formatBytes(defaultUploadLimitBytes) });

/** The slot's file by name, also when only its name is left (chosen before a reload); words for it when not even that is. */
export const fileNameOf = (slot: SlotState, t: WizardT) => slot.file?.name ?? slot.sheet?.source.name ?? slot.remembered?.name ?? t(`entity.${slot.entity}.theFile`);

/** A full file whose problems include `importType` (which a partial import takes): offer the switch instead of "replace it". */
export const suitsPartial = (result: FileCheckResult) =>
  result.fileProblem === null && result.strategy === 'full' && result.problems.some((p) => p.field === 'importType');

/** The files the catalog is compared with (preview, snapshot): checked, without problems, with a catalog where one is needed. */
export const previewSubjectsOf = (state: WizardState): PreviewSubject[] =>
  catalogEntityTypes.flatMap((entity) => {
    const { file, check } = state.slots[entity];
    const { strategy, catalogCode, locationCodes } = slotSettings(state, entity);
    if (!file || check.status !== 'done' || check.result.fileProblem || check.result.problemCount > 0) return [];
    if (isCatalogEntity(entity) && !catalogCode) return [];
    return [{ entity, file, strategy, catalogCode: catalogCode || undefined, locationCodes }];
  });
