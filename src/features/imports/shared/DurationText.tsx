import type { ImportRecord } from '@/api';
import { formatDuration } from '@/i18n/format';
import { NotYet } from './DateTimeText';
import { importDurationMs } from '@/features/imports/model/importTimes';

export function DurationText({ record }: { record: Pick<ImportRecord, 'startDate' | 'endDate'> }) {
  const ms = importDurationMs(record);
  return ms === undefined ? <NotYet /> : <>{formatDuration(ms)}</>;
}
