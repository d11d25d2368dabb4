import { useTranslation } from 'react-i18next';
import type { Segment } from '@/api';
import { formatCount, formatDateTime } from '@/i18n/format';
import { SegmentStatusBadge, SegmentTypeBadge } from './SegmentBadges';

export function SegmentDetails({ segment }: { segment: Segment }) {
  const { t } = useTranslation('segments');
  return (
    <section className="card" aria-labelledby="segment-details-heading">
      <h2 id="segment-details-heading" className="visually-hidden">
        {t('details.heading')}
      </h2>
      <dl className="details-list">
        <dt>{t('details.code')}</dt>
        <dd className="mono" translate="no">
          {segment.code}
        </dd>
        <dt>{t('details.type')}</dt>
        <dd>
          <SegmentTypeBadge type={segment.type} />
        </dd>
        <dt>{t('details.status')}</dt>
        <dd>
          <SegmentStatusBadge status={segment.status} />
        </dd>
        <dt>{t('details.members')}</dt>
        <dd>{formatCount(segment.memberCount)}</dd>
        {segment.description && (
          <>
            <dt>{t('details.description')}</dt>
            <dd translate="no">{segment.description}</dd>
          </>
        )}
        <dt>{t('details.created')}</dt>
        <dd>{formatDateTime(segment.createDate)}</dd>
        <dt>{t('details.updated')}</dt>
        <dd>{formatDateTime(segment.updateDate)}</dd>
      </dl>
    </section>
  );
}
