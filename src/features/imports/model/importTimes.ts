import type { ImportRecord } from '@/api';

/** How long the import ran, once it has ended; undefined before (or when the dates make no sense). */
export const importDurationMs = ({ startDate, endDate }: Pick<ImportRecord, 'startDate' | 'endDate'>) => {
  if (!startDate || !endDate) return undefined;
  const ms = Date.parse(endDate) - Date.parse(startDate);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
};
