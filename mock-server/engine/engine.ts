/**
 * Runs triggered imports: files in dependency order (a file waits for the files it depends
 * on in the same import and is skipped if one of them did not finish), then the import's
 * final status. The customer service's files (customers, segments, segment members) run after
 * every catalog file, one after another in that order. Imports run side by side; each file has
 * its own pacer.
 */
import { rm } from 'node:fs/promises';
import { entityDependencies, entityTypes, isOneOf, customerEntityTypes, type EntityType } from '../../src/contract';
import type { Faults } from '../faults';
import { addLog, orderedSlots } from '../store/imports';
import type { Store } from '../store/store';
import type { ImportState, MerchantState } from '../store/types';
import { failOnError, processFile, skipFile, type FileJob, type FileOutcome } from './fileProcessor';
import { Cancelled, Pacer } from './pacer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ImportEngine {
  private readonly jobs = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly faults: Faults,
  ) {}

  /** Starts processing a triggered import (status `started`) in the background. */
  start(merchant: MerchantState, imp: ImportState): void {
    const key = `${merchant.code}/${imp.importRef}`;
    const job = this.run(merchant, imp)
      .catch((e: unknown) => {
        if (!(e instanceof Cancelled)) console.error('[mock-server] import processing failed', e);
      })
      .finally(() => this.jobs.delete(key));
    this.jobs.set(key, job);
  }

  /** Resolves when the import has ended (or at once when it is not running). */
  async whenDone(merchantCode: string, importRef: string): Promise<void> {
    await this.jobs.get(`${merchantCode}/${importRef}`);
  }

  async whenIdle(): Promise<void> {
    while (this.jobs.size) await Promise.all([...this.jobs.values()]);
  }

  get running(): number {
    return this.jobs.size;
  }

  /** Stops every running import where it is (server shutdown, end of a test). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.whenIdle();
  }

  private pacerFor(total: () => number) {
    return new Pacer(
      () => {
        const { pace, maxFileSeconds } = this.faults.settings;
        if (pace <= 0) return 0;
        // big files speed up so that no file takes much longer than maxFileSeconds
        return maxFileSeconds > 0 ? Math.max(pace, total() / maxFileSeconds) : pace;
      },
      () => this.stopped,
    );
  }

  private async run(merchant: MerchantState, imp: ImportState): Promise<void> {
    // a moment in `started`, as on the real service where a worker picks the import up
    if (this.faults.settings.pace > 0) await sleep(400);
    if (this.stopped) return;
    imp.status = 'processing';
    addLog(imp, { level: 'info', message: 'Processing started' });

    const outcomes = new Map<EntityType, Promise<FileOutcome>>();
    // orderedSlots is in dependency order, so every dependency's promise exists already
    for (const slot of orderedSlots(imp)) {
      const job: FileJob = { merchant, imp, slot, pacer: this.pacerFor(() => slot.total) };
      const deps = entityDependencies[slot.entity].filter((d) => imp.files.has(d));
      // customers, segments and members wait for every file before them, whatever its outcome
      const after = isOneOf(customerEntityTypes, slot.entity) ? entityTypes.slice(0, entityTypes.indexOf(slot.entity)) : [];
      const earlier = after.flatMap((e) => outcomes.get(e) ?? []);
      outcomes.set(
        slot.entity,
        (async () => {
          await Promise.allSettled(earlier);
          const results = await Promise.all(deps.map((d) => outcomes.get(d)!));
          const blocker = deps.find((_, i) => results[i] !== 'finished');
          if (blocker) return skipFile(job, blocker);
          try {
            return await processFile(job);
          } catch (e) {
            if (e instanceof Cancelled) throw e;
            return failOnError(job, e);
          }
        })(),
      );
    }
    const results = await Promise.all(outcomes.values());

    const ok = results.every((r) => r === 'finished');
    imp.status = ok ? 'finished' : 'aborted';
    imp.endDate = new Date().toISOString();
    if (imp.droppedLogs) {
      // bypasses the cap on purpose: the reader must learn that entries are missing
      imp.logs.push({ time: imp.endDate, level: 'warning', message: `${imp.droppedLogs} further log entries were not kept` });
    }
    imp.logs.push({
      time: imp.endDate,
      level: ok ? 'info' : 'error',
      message: ok ? 'Import finished' : 'Import aborted: a file could not be processed (see the entries above)',
    });
    this.store.touch();
    // the bytes are no longer needed; sizes stay on the record
    await Promise.all(orderedSlots(imp).map((s) => (s.file ? rm(s.file.path, { force: true }) : undefined)));
  }
}
