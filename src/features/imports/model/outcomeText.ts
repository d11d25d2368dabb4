import type { EntityFileStatus } from '@/api';
import type { StackedBarPart } from '@/components/ui/StackedBar';
import { formatCount, plural } from '@/lib/format';
import { notYetProcessed, percentProcessed, type Outcome } from './importTotals';

/** The parts of an outcome bar, in the order they are drawn and listed. */
export const outcomeParts = (o: Outcome): StackedBarPart[] => [
  { label: 'Created', value: o.created, tone: 'created' },
  { label: 'Updated', value: o.updated, tone: 'updated' },
  { label: 'Deleted', value: o.deleted, tone: 'deleted' },
  { label: 'Failed', value: o.failed, tone: 'failed' },
  { label: 'Skipped', value: o.skipped, tone: 'skipped' },
  ...(notYetProcessed(o) > 0 ? [{ label: 'Not yet processed', value: notYetProcessed(o), tone: 'pending' as const }] : []),
];

/**
 * The outcome in one sentence whose numbers add up to the file's elements:
 * "686 elements: 400 created, 273 updated, 0 deleted, 13 failed, 0 skipped." Deletions of what a
 * full file did not name come after, apart, since they are not elements of the file.
 */
export const outcomeSentence = (o: Outcome, status?: EntityFileStatus): string => {
  if (o.total === 0) {
    if (status === 'failed') return 'The file could not be read: none of its elements was processed.';
    if (status === 'finished') return 'The file had no elements.';
    if (status === 'skipped') return 'Skipped: none of its elements was processed.';
    return 'No elements counted yet.';
  }
  const parts = [
    `${formatCount(o.created)} created`,
    `${formatCount(o.updated)} updated`,
    `${formatCount(o.deleted)} deleted`,
    `${formatCount(o.failed)} failed`,
    `${formatCount(o.skipped)} skipped`,
  ];
  const pending = notYetProcessed(o);
  if (pending > 0) parts.push(`${formatCount(pending)} not yet processed (${percentProcessed(o)} % processed)`);
  const removed = o.removedNotInFile > 0 ? ` Also removed ${formatCount(o.removedNotInFile)} not in the file.` : '';
  return `${plural(o.total, 'element')}: ${parts.join(', ')}.${removed}`;
};
