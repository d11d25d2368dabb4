/**
 * A template to download, for the wizard's slot and the export page: a catalogue entity type's made
 * in the catalog's worker, with the live catalogue's codes; the customers' and segments' on the page,
 * with the spec's values alone (their lists are the merchant's customers, not values to pick from).
 */
import { catalogEntityTypes, isOneOf, type EntityType } from '@/contract/terms';
import { ApiError } from '@/lib/errors';
import { runInCatalogWorker, type RunningWork } from './runInCatalogWorker';

const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function templateFile(entity: EntityType, { merchantCode, catalogCode, locales }: { merchantCode: string; catalogCode?: string; locales: readonly string[] }): RunningWork<File> {
  let worker: RunningWork<Blob> | null = null;
  let cancelled = false;
  const made = async () => {
    // the template's words and the layout they name load with the click, not with the page
    const { templateWords } = await import('@/engine/sheets/templateWords');
    const words = templateWords(entity);
    if (cancelled) throw new ApiError('aborted');
    let blob: Blob;
    if (isOneOf(catalogEntityTypes, entity)) {
      worker = runInCatalogWorker({ type: 'template', input: { entity, locales, words }, scope: { merchantCode, entity, catalogCode } }, () => undefined);
      blob = await worker.done;
    } else {
      // and so do the template's rows and the workbook's writer, where no worker makes them
      const [{ templateSheets }, { writeWorkbook }] = await Promise.all([import('@/engine/sheets/sheetTemplate'), import('@/engine/sheets/writeSheet')]);
      blob = await writeWorkbook(templateSheets(entity, { locales, words }));
    }
    if (cancelled) throw new ApiError('aborted');
    return new File([blob], `${words.fileName}.xlsx`, { type });
  };
  return {
    done: made(),
    cancel() {
      cancelled = true;
      worker?.cancel();
    },
  };
}
