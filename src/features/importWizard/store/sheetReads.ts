import type { EntityType } from '@/contract';
import { SheetReadError, type SheetChoice, type SheetRun } from '@/engine';
import { describeError } from '@/lib/errors';
import type { WizardStateCell } from './wizardStateCell';
import type { SheetSlot, WizardServices } from './wizardState';

/** The import file a sheet became: named after the spreadsheet (and its sheet), so that the import's page says where it came from. */
export const sheetFileName = (source: string, sheetName: string | null) => (sheetName ? `${source} (${sheetName}).json` : `${source}.json`);

/**
 * The slots' sheets, each read and made into an import file in a worker, cancelled when the slot
 * moves on. The file it makes goes to the slot as a JSON file would: `onFile` starts its check.
 */
export class SheetReads {
  private readonly runs = new Map<EntityType, SheetRun>();

  constructor(
    private readonly cell: WizardStateCell,
    private readonly services: Pick<WizardServices, 'startSheetConversion' | 'sheetDefaults'>,
    private readonly onFile: (entity: EntityType, file: File) => void,
  ) {}

  start(entity: EntityType, source: File, choice: Partial<SheetChoice> = {}) {
    this.cancel(entity);
    const full: SheetChoice = { ...this.services.sheetDefaults(entity), ...choice };
    const run = this.services.startSheetConversion(source, source.name, entity, full);
    this.runs.set(entity, run);
    const before = this.cell.get().slots[entity].sheet;
    const sheet: SheetSlot = { source, choice: full, status: 'reading', conversion: before?.source === source ? before.conversion : null, problem: null };
    this.cell.updateSlot(entity, { sheet, file: null, check: { status: 'idle' } });
    run.result.then(
      (conversion) => {
        if (this.runs.get(entity) !== run) return;
        this.runs.delete(entity);
        const file = new File([conversion.json], sheetFileName(source.name, conversion.sheetName), { type: 'application/json' });
        this.cell.updateSlot(entity, { sheet: { ...sheet, status: 'read', conversion, choice: { ...full, sheetName: conversion.sheetName, mapping: conversion.mapping, valueMaps: conversion.valueMaps } } });
        this.onFile(entity, file);
      },
      (error: unknown) => {
        if (this.runs.get(entity) !== run) return;
        this.runs.delete(entity);
        const problem =
          error instanceof SheetReadError ? { code: error.code, params: error.params } : { code: 'unreadable' as const, params: { name: source.name, reason: describeError(error) } };
        this.cell.updateSlot(entity, { sheet: { ...sheet, status: 'unreadable', conversion: null, problem } });
      },
    );
  }

  /** The slot's read while it runs. */
  running(entity: EntityType): SheetRun | undefined {
    return this.runs.get(entity);
  }

  cancel(entity: EntityType) {
    const running = this.runs.get(entity);
    this.runs.delete(entity);
    running?.cancel();
  }

  cancelAll() {
    for (const entity of [...this.runs.keys()]) this.cancel(entity);
  }
}
