/** What the segment pages share: their frame (crumbs, loading the segment), badges, a query's states. */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Segment, SegmentStatus, SegmentType } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Loading, LoadError } from '@/components/ui/QueryState';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { isSegmentGone, segmentQueryOptions } from '../api/segments';

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
  // drawn in a render React may interrupt, the loading line staying until it is (see PagedResults)
  const data = useDeferredValue(query.data);
  if (query.isPending || (data === undefined && query.data !== undefined)) return <Loading label={loading} />;
  if (data === undefined) return <LoadError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  const refreshProblem = query.isRefetchError && (
    <Alert tone="warning" title={refresh.failed} action={<Button onClick={() => void query.refetch()}>{refresh.again}</Button>}>
      <ErrorMessage error={query.error} /> {refresh.kept}
    </Alert>
  );
  return children(data, refreshProblem);
}

interface SegmentLoaderProps {
  /** the tab title's parts before the merchant, given the segment's name (its code until it has loaded) */
  title: (segmentName: string) => string[];
  /** the page; `refreshProblem` is a warning to show under its heading when a refresh of the segment failed */
  children: (segment: Segment, merchantCode: string, refreshProblem: ReactNode) => ReactNode;
}

/**
 * Loads the segment the page's address names: a loading line, "not found" when it does not exist
 * (any more: deleted meanwhile, or the address is mistyped), the error with a retry when it could not
 * be loaded at all, and otherwise the page. A failed refresh keeps the page, as loaded before, and says so.
 */
export function SegmentLoader({ title, children }: SegmentLoaderProps) {
  const { t } = useTranslation('segments');
  const { merchantCode = '', segmentCode = '' } = useParams();
  const query = useQuery(segmentQueryOptions(merchantCode, segmentCode));
  const gone = query.isError && isSegmentGone(query.error);
  useDocumentTitle(...(gone ? [t('notFound.title')] : title(query.data?.name ?? segmentCode)), merchantCode);

  if (gone) {
    return (
      <div className="stack">
        <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: <span translate="no">{segmentCode}</span> }]} />
        <h1>{t('notFound.title')}</h1>
        <Alert tone="warning" title={t('notFound.alert', { code: segmentCode })}>
          {t('notFound.body')}
        </Alert>
        <p>
          <Link to={paths.segments(merchantCode)}>{t('notFound.back')}</Link>
        </p>
      </div>
    );
  }
  return (
    <QueryView
      query={query}
      loading={t('loader.loading')}
      what={t('loader.what')}
      refresh={{ failed: t('loader.refreshFailed'), again: t('loader.refresh'), kept: t('loader.keptBefore') }}
    >
      {(segment, refreshProblem) => children(segment, merchantCode, refreshProblem)}
    </QueryView>
  );
}

/**
 * The frame of the pages that change a segment's members: loads the segment, and explains instead
 * of offering member actions when it is dynamic.
 */
export function FixedSegmentGate({ pageTitle, children }: { pageTitle: string; children: (segment: Segment, merchantCode: string) => ReactNode }) {
  const { t } = useTranslation('segments');
  return (
    <SegmentLoader title={(name) => [pageTitle, name]}>
      {(segment, merchantCode, refreshProblem) => (
        <div className="stack">
          <SegmentCrumbs
            merchantCode={merchantCode}
            trail={[{ label: <span translate="no">{segment.name}</span>, to: paths.segment(merchantCode, segment.code) }, { label: pageTitle }]}
          />
          <h1>
            {pageTitle}: <span translate="no">{segment.name}</span>
          </h1>
          {refreshProblem}
          {segment.type === 'dynamic' ? (
            <Alert tone="info" title={t('gate.dynamicTitle')}>
              <p>
                <Trans t={t} i18nKey="gate.dynamicBody" values={{ name: segment.name }} components={{ name: <span translate="no" /> }} />
              </p>
              <Link to={paths.segment(merchantCode, segment.code)}>{t('gate.seeRule')}</Link>
            </Alert>
          ) : (
            children(segment, merchantCode)
          )}
        </div>
      )}
    </SegmentLoader>
  );
}
