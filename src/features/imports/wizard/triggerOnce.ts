import { entityTypes } from '@/api/terms';
import type { EntityType } from '@/api';
import { isApiError } from '@/lib/errors';
import { awaitsFile, slotIsUploaded, slotSettings } from './slotRules';
import { sameItems, type WizardStateCell } from './wizardStateCell';
import type { WizardServices, WizardState } from './wizardState';

/**
 * The files the import would take now, each with its settings, as one flat list: two selections
 * are the same when their items are.
 */
const selectionOf = (state: WizardState) =>
  entityTypes.flatMap((entity) => {
    const slot = state.slots[entity];
    if (!slot.file && !slotIsUploaded(state, entity) && !awaitsFile(state, entity)) return [];
    const { strategy, catalogCode, locationCodes } = slotSettings(state, entity);
    return [entity, slot.file, strategy, catalogCode, locationCodes.join('\n')];
  });

/** A slot the merchant put a file in, or the service waits for, is pending until its file is uploaded. */
const uploadStatus = (state: WizardState, entity: EntityType): 'none' | 'pending' | 'uploaded' => {
  const slot = state.slots[entity];
  if (slotIsUploaded(state, entity)) return 'uploaded';
  if (slot.file || slot.upload || awaitsFile(state, entity)) return 'pending';
  return 'none';
};

interface TriggerHooks {
  live: () => boolean;
  /** the attempt is about to go out: remember it across a reload */
  persist: () => void;
  /** the service started the import: from here the page follows it through its own query */
  stopFollowing: () => void;
}

/**
 * The import starts once, whatever the clicks: armed by the merchant's confirmation, it fires when
 * every confirmed file is uploaded and nothing changed since; a second call while one is out does
 * nothing; a call after an attempt whose outcome is unknown (timeout, 5xx, a reload) first asks
 * the service whether the import already started.
 */
export class TriggerOnce {
  /** the files, with their settings, that the merchant confirmed with the button; null when not armed */
  private confirmed: unknown[] | null = null;
  /** an attempt is out now */
  busy = false;

  constructor(
    private readonly cell: WizardStateCell,
    private readonly services: Pick<WizardServices, 'triggerImport' | 'getImport' | 'onStarted'>,
    /** an attempt went out in this visit or an earlier one */
    public attempted: boolean,
    private readonly hooks: TriggerHooks,
  ) {}

  /** What is chosen now is what may start by itself. */
  arm() {
    this.confirmed = selectionOf(this.cell.get());
    this.cell.set({ autoStart: true });
  }

  disarm() {
    this.confirmed = null;
    this.cell.set({ autoStart: false });
  }

  /**
   * Every file of the import is with the service: start it, if what is there is what the merchant
   * confirmed. A file chosen, or a setting changed, after the confirmation waits for the button.
   */
  async whenUploaded() {
    if (!this.confirmed || !this.hooks.live()) return;
    const state = this.cell.get();
    const statuses = entityTypes.map((entity) => uploadStatus(state, entity));
    if (statuses.includes('pending') || !statuses.includes('uploaded')) return;
    const confirmed = sameItems(this.confirmed, selectionOf(state));
    this.disarm();
    if (confirmed) await this.trigger();
  }

  async trigger() {
    const importRef = this.cell.get().importRef;
    if (!importRef || this.busy || !this.hooks.live()) return;
    this.busy = true;
    this.cell.set({ trigger: { status: 'starting' } });
    try {
      if (this.attempted && (await this.alreadyStarted(importRef))) return this.started(importRef);
      this.attempted = true;
      this.hooks.persist();
      await this.services.triggerImport(importRef);
      this.started(importRef);
    } catch (e) {
      if (isApiError(e) && e.kind === 'conflict' && (await this.alreadyStarted(importRef).catch(() => false))) return this.started(importRef);
      this.cell.set({ trigger: { status: 'failed', error: e } });
    } finally {
      this.busy = false;
    }
  }

  private async alreadyStarted(importRef: string) {
    const record = await this.services.getImport(importRef);
    return record.status !== 'new';
  }

  private started(importRef: string) {
    this.hooks.stopFollowing();
    this.cell.set({ trigger: { status: 'started' } });
    this.services.onStarted(importRef);
  }
}
