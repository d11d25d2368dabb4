import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Loading, LoadError } from '@/components/ui/QueryState';

import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { isSegmentGone, segmentQueryOptions } from '../api/getSegment';
import { SegmentNotFound } from './SegmentNotFound';

interface SegmentLoaderProps {
  merchantCode: string;
  segmentCode: string;
  /** the tab title's parts before the merchant, given the segment's name (its code until it has loaded) */
  title: (segmentName: string) => string[];
  /** the page; `refreshProblem` is a warning to show under its heading when a refresh of the segment failed, else null */
  children: (segment: Segment, refreshProblem: ReactNode) => ReactNode;
}

/**
 * Loads the segment a page is about: a loading line, "not found" when it does not exist (any
 * more), the error with a retry when it could not be loaded at all, and otherwise the page. A failed
 * refresh keeps the page, as loaded before, and says so.
 */
export function SegmentLoader({ merchantCode, segmentCode, title, children }: SegmentLoaderProps) {
  const { t } = useTranslation('segments');
  const query = useQuery(segmentQueryOptions(merchantCode, segmentCode));
  const gone = query.isError && isSegmentGone(query.error);
  useDocumentTitle(...(gone ? [t('notFound.title')] : title(query.data?.name ?? segmentCode)), merchantCode);

  if (query.isPending) return <Loading label={t('loader.loading')} />;
  if (gone) return <SegmentNotFound merchantCode={merchantCode} segmentCode={segmentCode} />;
  if (query.isLoadingError) return <LoadError error={query.error} what={t('loader.what')} onRetry={() => void query.refetch()} />;
  const refreshProblem = query.isRefetchError ? (
    <Alert tone="warning" title={t('loader.refreshFailed')} action={<Button onClick={() => void query.refetch()}>{t('loader.refresh')}</Button>}>
      <ErrorMessage error={query.error} /> {t('loader.keptBefore')}
    </Alert>
  ) : null;
  return children(query.data, refreshProblem);
}
