/**
 * Facts about one slot that both the store and the page rely on: whether the service has its
 * file or waits for one, which strategy and catalog the file goes with, and whether it may be sent.
 */
import { catalogEntities, catalogueEntityTypes, defaultUploadLimitBytes } from '@/api/terms';
import type { EntityFile, EntityType } from '@/api';
import { formatBytes } from '@/i18n/format';
import type { FileCheckResult } from '@/features/imports/checker/checkResult';
import type { PreviewSubject } from '@/features/imports/preview/useFilePreviews';
import type { SlotState, WizardState } from './wizardState';
import { andList, type WizardT } from './wizardText';

export const isCatalogEntity = (entity: EntityType) => catalogEntities.includes(entity);

/** The service has the file (it is past `awaitingUpload`). */
export const isUploadedOnServer = (f: EntityFile | undefined): f is EntityFile => f !== undefined && f.status !== 'awaitingUpload';

/** The service holds an upload address for the slot but not its file: it will not start without one. */
export const awaitsFile = (state: WizardState, entity: EntityType) =>
  state.serverFiles[entity]?.status === 'awaitingUpload' || state.requested.includes(entity);

export const slotIsUploaded = (state: WizardState, entity: EntityType) =>
  state.slots[entity].upload?.status === 'done' || isUploadedOnServer(state.serverFiles[entity]);

/** The slot's file is part of the import: chosen, with the service, or waited for by it. */
export const takesPart = (state: WizardState, entity: EntityType) =>
  state.slots[entity].file !== null || slotIsUploaded(state, entity) || awaitsFile(state, entity);

/**
 * A full inventory import may be limited to some locations ("replace the stock of store-berlin
 * only"): the service replaces those locations' stock and keeps every other location's. The
 * merchant types the codes, separated by commas, spaces or new lines; each counts once, in the order typed.
 */
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
 * The strategy, catalog (catalog entities only) and locations (full inventory only; none: every
 * location) the slot's file goes with. Once the service has the file, its record says; before that
 * (even while it waits for a file) the merchant's choice does, because that is what the upload sends.
 */
export const slotSettings = (state: WizardState, entity: EntityType) => {
  const server = state.serverFiles[entity];
  const slot = state.slots[entity];
  // the service's record does not carry the locations: what this visit sent is what holds
  if (isUploadedOnServer(server)) {
    return { strategy: server.importStrategy, catalogCode: server.catalogCode, locationCodes: locationCodesFor({ ...slot, strategy: server.importStrategy }).locationCodes ?? [] };
  }
  return {
    strategy: slot.strategy,
    catalogCode: isCatalogEntity(entity) ? slot.catalogCode.trim() : undefined,
    locationCodes: locationCodesFor(slot).locationCodes ?? [],
  };
};

/** The service takes files up to this size (the contract's default): a larger one is neither checked nor sent. */
export const uploadLimitBytes = defaultUploadLimitBytes;
export const isTooLarge = (file: Blob) => file.size > uploadLimitBytes;
export const tooLargeMessage = (file: File, t: WizardT) =>
  t('tooLarge', { name: file.name, size: formatBytes(file.size), limit: formatBytes(uploadLimitBytes) });

/** The slot's file by name, also when only its name is left (chosen before a reload); words for it when not even that is. */
export const fileNameOf = (slot: SlotState, t: WizardT) => slot.file?.name ?? slot.remembered?.name ?? t(`entity.${slot.entity}.theFile`);

/**
 * A full file whose problems include elements carrying `importType` (which a partial import
 * takes): it would pass as a partial import, or come closer, so offer the switch instead of "replace it".
 */
export const suitsPartial = (result: FileCheckResult) =>
  result.fileProblem === null && result.strategy === 'full' && result.problems.some((p) => p.field === 'importType');

/**
 * The files the catalogue is compared with (their preview, and the snapshot before the start):
 * checked, without problems, and with a catalog where one is needed. A file with problems is not
 * imported: there is nothing to compare until it is replaced.
 */
export const previewSubjectsOf = (state: WizardState): PreviewSubject[] =>
  catalogueEntityTypes.flatMap((entity) => {
    const { file, check } = state.slots[entity];
    const settings = slotSettings(state, entity);
    if (!file || check.status !== 'done' || check.result.fileProblem || check.result.problemCount > 0) return [];
    if (isCatalogEntity(entity) && !settings.catalogCode) return [];
    const { strategy, catalogCode, locationCodes } = settings;
    return [{ entity, file, strategy, catalogCode: catalogCode || undefined, locationCodes }];
  });
