/** The frame of a segment's pages, and the crumbs and way back to the segment that its pages share. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Segment } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { isSegmentGone, segmentQueryOptions } from './api/segments';
import { segmentQueryWords } from './segmentQueryWords';

/** Where a segment page sits: Segments › a segment › the page. */
export function SegmentCrumbs({ merchantCode, trail }: { merchantCode: string; trail: Crumb[] }) {
  const { t } = useTranslation('segments');
  return <Breadcrumbs trail={[{ label: t('crumbs.segments'), to: paths.segments(merchantCode) }, ...trail]} />;
}

/** "Back to VIP customers", a link to the segment: its name as the merchant wrote it, the words around it translated. */
export function BackTo({ segment, className }: { segment: Segment; className?: string }) {
  const { t } = useTranslation('segments');
  const { merchantCode = '' } = useParams();
  return (
    <Link className={className} to={paths.segment(merchantCode, segment.code)}>
      <Trans t={t} i18nKey="backTo" values={{ name: segment.name }} components={{ name: <span translate="no" /> }} />
    </Link>
  );
}

interface SegmentFrameProps {
  /** a page of the segment's that changes its members, e.g. "Add members"; none for the segment's own page */
  pageTitle?: string;
  /** what such a page does, for its explanation on a dynamic segment */
  changes?: 'add' | 'remove';
  /** beside the page's heading */
  actions?: (segment: Segment, merchantCode: string) => ReactNode;
  /** the page under its heading */
  children: (segment: Segment, merchantCode: string) => ReactNode;
}

/**
 * The frame of a segment's pages: loads the segment the address names and shows crumbs, heading and the page, or
 * "not found" (deleted, or a mistyped address). A page that changes members explains instead on a dynamic segment.
 */
export function SegmentFrame({ pageTitle, changes = 'add', actions, children }: SegmentFrameProps) {
  const { t } = useTranslation('segments');
  const { merchantCode = '', segmentCode = '' } = useParams();
  const query = useQuery(segmentQueryOptions(merchantCode, segmentCode));
  const gone = query.isError && isSegmentGone(query.error);
  // the segment's name is its code until it has loaded
  const name = query.data?.name ?? segmentCode;
  useDocumentTitle(...(gone ? [t('notFound.title')] : pageTitle ? [pageTitle, name] : [name, t('list.title')]), merchantCode);

  if (gone) {
    return (
      <div className="stack">
        <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: <span translate="no">{segmentCode}</span> }]} />
        <h1>{t('notFound.title')}</h1>
        <Alert tone="warning" title={t('notFound.alert', { code: segmentCode })}>{t('notFound.body')}</Alert>
        <p>
          <Link to={paths.segments(merchantCode)}>{t('notFound.back')}</Link>
        </p>
      </div>
    );
  }
  return (
    <QueryView query={query} words={segmentQueryWords(t, 'loader')}>
      {(segment, refreshProblem) => {
        const segmentName = <span translate="no">{segment.name}</span>;
        const trail = pageTitle
          ? [{ label: segmentName, to: paths.segment(merchantCode, segment.code) }, { label: pageTitle }]
          : [{ label: segmentName }];
        return (
          <div className="stack">
            <SegmentCrumbs merchantCode={merchantCode} trail={trail} />
            <div className="page-header">
              <h1>
                {pageTitle && `${pageTitle}: `}
                {segmentName}
              </h1>
              {actions?.(segment, merchantCode)}
            </div>
            {refreshProblem}
            {pageTitle && segment.type === 'dynamic' ? (
              <Alert tone="info" title={t(changes === 'add' ? 'gate.dynamicTitle' : 'gate.dynamicTitleRemove')}>
                <p>
                  <Trans t={t} i18nKey="gate.dynamicBody" values={{ name: segment.name }} components={{ name: <span translate="no" /> }} />
                </p>
                <Link to={paths.segment(merchantCode, segment.code)}>{t('gate.seeRule')}</Link>
              </Alert>
            ) : (
              children(segment, merchantCode)
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
