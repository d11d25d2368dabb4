import type { TFunction } from 'i18next';
import type { QueryWords } from '@/components/ui/QueryView';

/** The words of a segment query's states, from the part of the `segments` catalog that holds them. */
export const segmentQueryWords = (t: TFunction<'segments'>, part: 'list' | 'loader' | 'members'): QueryWords => ({
  loading: t(`${part}.loading`),
  what: t(`${part}.what`),
  refreshFailed: t(`${part}.refreshFailed`),
  refresh: t(`${part}.refresh`),
  keptBefore: t(`${part}.keptBefore`),
});
