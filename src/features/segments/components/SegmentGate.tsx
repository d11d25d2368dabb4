import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { paths } from '@/lib/paths';
import { SegmentCrumbs } from './SegmentCrumbs';
import { SegmentLoader } from './SegmentLoader';

/**
 * The frame of the pages that change a segment's members: loads the segment (SegmentLoader), and
 * explains instead of offering member actions when it is dynamic.
 */
export function FixedSegmentGate({
  merchantCode,
  segmentCode,
  pageTitle,
  children,
}: {
  merchantCode: string;
  segmentCode: string;
  pageTitle: string;
  children: (segment: Segment) => ReactNode;
}) {
  const { t } = useTranslation('segments');
  return (
    <SegmentLoader merchantCode={merchantCode} segmentCode={segmentCode} title={(name) => [pageTitle, name]}>
      {(segment, refreshProblem) => (
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
            children(segment)
          )}
        </div>
      )}
    </SegmentLoader>
  );
}
