import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { SegmentStatus, SegmentType } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Loading, LoadError } from '@/components/ui/QueryState';
import { paths } from '@/lib/paths';

/** Where a segment page sits: Segments › a segment › the page. */
export function SegmentCrumbs({ merchantCode, trail }: { merchantCode: string; trail: Crumb[] }) {
  const { t } = useTranslation('segments');
  return <Breadcrumbs trail={[{ label: t('crumbs.segments'), to: paths.segments(merchantCode) }, ...trail]} />;
}

/** "Back to VIP customers": the segment's name as the merchant wrote it, the words around it translated. */
export function BackTo({ name }: { name: string }) {
  const { t } = useTranslation('segments');
  return <Trans t={t} i18nKey="backTo" values={{ name }} components={{ name: <span translate="no" /> }} />;
}

export function SegmentTypeBadge({ type }: { type: SegmentType }) {
  const { t } = useTranslation('segments');
  return <Badge tone={type === 'fixed' ? 'info' : 'neutral'}>{t(`type.${type}`)}</Badge>;
}

export function SegmentStatusBadge({ status }: { status: SegmentStatus }) {
  const { t } = useTranslation('segments');
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(`status.${status}`)}</Badge>;
}

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** e.g. "Loading segments…" */
  loading: string;
  /** what failed to load, e.g. "segments"; it fills the error's title and its retry button */
  what: string;
  /** a refresh that failed: the warning's title, its button, and what the page shows meanwhile */
  refresh: { failed: string; again: string; kept: string };
  /** what was loaded; `refreshProblem` is the warning to show with it when a refresh failed, else false */
  children: (data: T, refreshProblem: ReactNode) => ReactNode;
}

/** A query's states: loading, could not load (with a retry), and loaded — kept as it was when a refresh fails. */
export function QueryView<T>({ query, loading, what, refresh, children }: QueryViewProps<T>) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isLoadingError) return <LoadError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  const refreshProblem = query.isRefetchError && (
    <Alert tone="warning" title={refresh.failed} action={<Button onClick={() => void query.refetch()}>{refresh.again}</Button>}>
      <ErrorMessage error={query.error} /> {refresh.kept}
    </Alert>
  );
  return children(query.data, refreshProblem);
}
