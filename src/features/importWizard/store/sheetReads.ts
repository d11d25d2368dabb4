import type { EntityType } from '@/contract';
import { SheetReadError, type SheetChoice, type SheetRun, type SheetSession } from '@/engine';
import { describeError } from '@/lib/errors';
import type { WizardStateCell } from './wizardStateCell';
import type { SheetSlot, WizardServices } from './wizardState';

/** The import file a sheet became: named after the spreadsheet (and its sheet), so that the import's page says where it came from. */
export const sheetFileName = (source: string, sheetName: string | null) => (sheetName ? `${source} (${sheetName}).json` : `${source}.json`);

/**
 * The slots' sheets, each opened in a worker of its own that keeps its cells while the slot holds it
 * and made into an import file again when the merchant changes a choice or a cell; a conversion
 * that a newer one overtakes is let go. The file it makes goes to the slot as a JSON file would:
 * `onFile` starts its check.
 */
export class SheetReads {
  private readonly runs = new Map<EntityType, SheetRun>();
  private readonly sessions = new Map<EntityType, { source: File; session: SheetSession }>();

  constructor(
    private readonly cell: WizardStateCell,
    private readonly services: Pick<WizardServices, 'openSheetSession' | 'sheetDefaults'>,
    private readonly onFile: (entity: EntityType, file: File) => void,
  ) {}

  private sessionOf(entity: EntityType, source: File): SheetSession {
    const open = this.sessions.get(entity);
    if (open?.source === source) return open.session;
    open?.session.close();
    const session = this.services.openSheetSession(source, source.name);
    this.sessions.set(entity, { source, session });
    return session;
  }

  start(entity: EntityType, source: File, choice: Partial<SheetChoice> = {}) {
    this.runs.get(entity)?.cancel();
    const full: SheetChoice = { ...this.services.sheetDefaults(entity), ...choice };
    const run = this.sessionOf(entity, source).convert(entity, full);
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

  /** The cells of the slot's sheet's rows (1-based), with its corrections: what the grid shows. */
  rows(entity: EntityType, rowNumbers: readonly number[]): Promise<string[][]> {
    return this.sessions.get(entity)?.session.rows(rowNumbers) ?? Promise.resolve(rowNumbers.map(() => []));
  }

  /** The slot's spreadsheet with its corrections, in its own format. */
  corrected(entity: EntityType, headerRow: number): Promise<Blob> | null {
    return this.sessions.get(entity)?.session.corrected(headerRow) ?? null;
  }

  /** The slot lets its spreadsheet go: its read is cancelled and its worker ended. */
  cancel(entity: EntityType) {
    const running = this.runs.get(entity);
    this.runs.delete(entity);
    running?.cancel();
    this.sessions.get(entity)?.session.close();
    this.sessions.delete(entity);
  }

  cancelAll() {
    for (const entity of new Set([...this.runs.keys(), ...this.sessions.keys()])) this.cancel(entity);
  }
}
