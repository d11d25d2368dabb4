/**
 * When a running import will end: the elements processed per second over the last stretch of polls, and what is left
 * divided by that rate. It moves only as the rate does (no smoothing that lags), and says it is still estimating until
 * it has enough to go on.
 */
import type { EntityType, ImportRecord } from '@/contract';
import { fileOutcome } from './importOutcome';

/** One reading of an import: when it was taken and how many elements were processed by then. */
export type ImportSample = { at: number; processed: number };

export type ImportEstimate =
  | { kind: 'estimating' }
  /** a rate, but what is left is not known yet (a queued file not counted) */
  | { kind: 'rate'; perSecond: number }
  | { kind: 'estimate'; perSecond: number; msLeft: number };

/** the stretch the rate is measured over: long enough to even out the service's batches */
const rateWindowMs = 20_000;
/** before the rate means anything: this many samples over at least this long */
const minSamples = 3;
const minSpanMs = 4_000;
/** samples kept per import */
const keptSamples = 120;

/** The samples with a new one added (a repeated count at the same moment adds nothing). */
export function addSample(samples: readonly ImportSample[], sample: ImportSample): ImportSample[] {
  const last = samples.at(-1);
  // a count that went back (a file processed again): the earlier readings say nothing of this run
  if (last && sample.processed < last.processed) return [sample];
  if (last && sample.at <= last.at) return [...samples];
  return [...samples, sample].slice(-keptSamples);
}

/** The rate over the last `rateWindowMs` of samples and, when `remaining` (see `remainingOf`) is known, the time left. */
export function estimateImport(samples: readonly ImportSample[], remaining: number | null): ImportEstimate {
  const last = samples.at(-1);
  if (!last) return { kind: 'estimating' };
  const recent = samples.filter((s) => s.at >= last.at - rateWindowMs);
  const first = recent[0]!;
  const span = last.at - first.at;
  if (recent.length < minSamples || span < minSpanMs) return { kind: 'estimating' };
  const perSecond = ((last.processed - first.processed) / span) * 1000;
  // nothing moved for the whole window: no rate to go on (a file the service is still reading, or a stall)
  if (perSecond <= 0) return { kind: 'estimating' };
  if (remaining === null) return { kind: 'rate', perSecond };
  return { kind: 'estimate', perSecond, msLeft: (remaining / perSecond) * 1000 };
}

/** A time left as the page says it: whole minutes past two minutes, else ten-second steps, at least ten (the last poll may be old). */
export function roundedTimeLeft(ms: number): number {
  const s = ms / 1000;
  if (s >= 120) return Math.round(s / 60) * 60_000;
  return Math.max(10, Math.ceil(s / 10) * 10) * 1000;
}

const doneStatuses = new Set(['finished', 'failed', 'skipped']);

/** Elements not yet processed, queued files included; null while a file is not counted (by the service, or the wizard: `counted`). */
export const remainingOf = (record: ImportRecord, counted: Partial<Record<EntityType, number>> = {}): number | null => {
  let left = 0;
  for (const file of record.entityFiles) {
    if (doneStatuses.has(file.status)) continue;
    const fileLeft = file.total === 0 ? counted[file.entity] : file.total - fileOutcome(file).processed;
    if (fileLeft === undefined) return null;
    left += fileLeft;
  }
  return left;
};
