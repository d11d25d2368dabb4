import { useTranslation } from 'react-i18next';
import type { ImportRecord } from '@/api';
import { formatDuration } from '@/i18n/format';
import { NotYet } from './DateTimeText';
import { importDurationMs } from '@/features/imports/model/importTimes';

export function DurationText({ record }: { record: Pick<ImportRecord, 'startDate' | 'endDate'> }) {
  // formatted in the page's language: a language switch re-renders it
  useTranslation();
  const ms = importDurationMs(record);
  return ms === undefined ? <NotYet /> : <>{formatDuration(ms)}</>;
}
