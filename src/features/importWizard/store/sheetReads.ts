import type { EntityType } from '@/contract';
import { SheetReadError, type SheetChoice, type SheetRun, type SheetSession } from '@/engine';
import { describeError } from '@/lib/errors';
import type { WizardStateCell } from './wizardStateCell';
import type { SheetSlot, WizardServices } from './wizardState';

/** The import file a sheet became: named after the spreadsheet (and its sheet), so that the import's page says where it came from. */
export const sheetFileName = (source: string, sheetName: string | null) => (sheetName ? `${source} (${sheetName}).json` : `${source}.json`);

/**
 * The slots' sheets. Each spreadsheet is opened once, in a worker that keeps its cells while a slot
 * holds it — a workbook split over four slots is read once, not four times — and each slot's sheet
 * is made into an import file again when the merchant changes a choice or a cell; a conversion that
 * a newer one overtakes is let go. The file it makes goes to the slot as a JSON file would: `onFile`
 * starts its check.
 */
export class SheetReads {
  private readonly runs = new Map<EntityType, SheetRun>();
  private readonly sessions = new Map<File, { session: SheetSession; slots: Set<EntityType> }>();
  /** the spreadsheet each slot reads its sheet from */
  private readonly held = new Map<EntityType, File>();

  constructor(
    private readonly cell: WizardStateCell,
    private readonly services: Pick<WizardServices, 'openSheetSession' | 'sheetDefaults'>,
    private readonly onFile: (entity: EntityType, file: File) => void,
  ) {}

  private sessionOf(entity: EntityType, source: File): SheetSession {
    if (this.held.get(entity) !== source) this.release(entity);
    let open = this.sessions.get(source);
    if (!open) this.sessions.set(source, (open = { session: this.services.openSheetSession(source, source.name), slots: new Set() }));
    open.slots.add(entity);
    this.held.set(entity, source);
    return open.session;
  }

  /** The slot no longer reads from its spreadsheet; the spreadsheet's worker ends with the last slot that did. */
  private release(entity: EntityType) {
    const source = this.held.get(entity);
    this.held.delete(entity);
    const open = source && this.sessions.get(source);
    if (!source || !open) return;
    open.slots.delete(entity);
    open.session.forget(entity);
    if (open.slots.size > 0) return;
    open.session.close();
    this.sessions.delete(source);
  }

  private sessionHeld(entity: EntityType): SheetSession | undefined {
    const source = this.held.get(entity);
    return source && this.sessions.get(source)?.session;
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
    return this.sessionHeld(entity)?.rows(entity, rowNumbers) ?? Promise.resolve(rowNumbers.map(() => []));
  }

  /** The slot's spreadsheet with its corrections, in its own format. */
  corrected(entity: EntityType): Promise<Blob> | null {
    return this.sessionHeld(entity)?.corrected(entity) ?? null;
  }

  /** The slot lets its spreadsheet go: its read is cancelled, and the worker ended when no other slot reads from it. */
  cancel(entity: EntityType) {
    const running = this.runs.get(entity);
    this.runs.delete(entity);
    running?.cancel();
    this.release(entity);
  }

  cancelAll() {
    for (const entity of new Set([...this.runs.keys(), ...this.held.keys()])) this.cancel(entity);
  }
}
