import { useTranslation } from 'react-i18next';
import type { ImportRecord } from '@/contract';
import { formatDuration } from '@/i18n/format';
import { NotYet } from './DateTimeText';

type Times = Pick<ImportRecord, 'startDate' | 'endDate'>;

/** How long the import ran, once it has ended; undefined before (or when the dates make no sense). */
export const importDurationMs = ({ startDate, endDate }: Times) => {
  if (!startDate || !endDate) return undefined;
  const ms = Date.parse(endDate) - Date.parse(startDate);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
};

export function DurationText({ record }: { record: Times }) {
  // formatted in the page's language: a language switch re-renders it
  useTranslation();
  const ms = importDurationMs(record);
  return ms === undefined ? <NotYet /> : <>{formatDuration(ms)}</>;
}
