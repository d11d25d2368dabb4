/**
 * A template to download, for the wizard's slot and the export page: a catalogue entity type's made
 * in the catalog's worker, with the live catalogue's codes; the customers' and segments' on the page,
 * with the spec's values alone (their lists are the merchant's customers, not values to pick from).
 */
import { catalogEntityTypes, type CatalogEntityType, type EntityType } from '@/contract/terms';
import { templateSheets } from '@/engine/sheets/sheetTemplate';
import { templateWords } from '@/engine/sheets/templateWords';
import { writeWorkbook } from '@/engine/sheets/writeSheet';
import { runInCatalogWorker, type RunningWork } from './runInCatalogWorker';

const isCatalogEntity = (entity: EntityType): entity is CatalogEntityType => (catalogEntityTypes as readonly string[]).includes(entity);

export function templateFile(entity: EntityType, { merchantCode, catalogCode, locales }: { merchantCode: string; catalogCode?: string; locales: readonly string[] }): RunningWork<File> {
  const words = templateWords(entity);
  const name = `${words.fileName}.xlsx`;
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const asFile = (blob: Blob) => new File([blob], name, { type });
  if (!isCatalogEntity(entity)) return { done: writeWorkbook(templateSheets(entity, { locales, words })).then(asFile), cancel: () => undefined };
  const work = runInCatalogWorker({ type: 'template', input: { entity, locales, words }, scope: { merchantCode, entity, catalogCode } }, () => undefined);
  return { done: work.done.then(asFile), cancel: work.cancel };
}
