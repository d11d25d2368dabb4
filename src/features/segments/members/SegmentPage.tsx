import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Segment } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { formatCount, formatDateTime } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { MembersSection } from './MembersSection';
import { SegmentStatusBadge, SegmentTypeBadge } from '../SegmentBadges';
import { SegmentFrame } from '../SegmentFrame';
import '../segments.css';

export function SegmentPage() {
  const { t } = useTranslation('segments');
  return (
    <SegmentFrame
      actions={(segment, merchantCode) =>
        segment.type === 'fixed' && (
          <div className="row">
            <Link className="btn btn-primary" to={paths.addMembers(merchantCode, segment.code)}>
              {t('page.addMembers')}
            </Link>
            <Link className="btn btn-secondary" to={paths.addMembersByList(merchantCode, segment.code)}>
              {t('page.addFromList')}
            </Link>
            <Link className="btn btn-secondary" to={paths.removeMembersByList(merchantCode, segment.code)}>
              {t('page.removeFromList')}
            </Link>
            <Link className="btn btn-secondary" to={paths.importMembers(merchantCode, segment.code)}>
              {t('page.importFromFile')}
            </Link>
          </div>
        )
      }
    >
      {(segment, merchantCode) => (
        <>
          <SegmentDetails segment={segment} />
          {segment.type === 'fixed' ? <MembersSection merchantCode={merchantCode} segment={segment} /> : <DynamicSegmentRule segment={segment} />}
        </>
      )}
    </SegmentFrame>
  );
}

function SegmentDetails({ segment }: { segment: Segment }) {
  const { t } = useTranslation('segments');
  const details: [string, ReactNode][] = [
    [t('details.code'), <span className="mono" translate="no">{segment.code}</span>],
    [t('details.type'), <SegmentTypeBadge type={segment.type} />],
    [t('details.status'), <SegmentStatusBadge status={segment.status} />],
    [t('details.members'), formatCount(segment.memberCount)],
    [t('details.description'), segment.description && <span translate="no">{segment.description}</span>],
    [t('details.created'), formatDateTime(segment.createDate)],
    [t('details.updated'), formatDateTime(segment.updateDate)],
  ];
  return (
    <section className="card" aria-labelledby="segment-details-heading">
      <h2 id="segment-details-heading" className="visually-hidden">{t('details.heading')}</h2>
      <dl className="details-list">
        {/* a segment without a description has no line for it */}
        {details.filter(([, value]) => value).map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** The rule as indented JSON: any shape the service sends, shown as text, never interpreted. */
const ruleText = (rule: unknown) =>
  rule === undefined || rule === null ? null : typeof rule === 'string' ? rule : JSON.stringify(rule, null, 2);

/** A dynamic segment: its rule, read-only; its members cannot be managed here. */
function DynamicSegmentRule({ segment }: { segment: Segment }) {
  const { t } = useTranslation('segments');
  const text = ruleText(segment.rule);
  return (
    <section className="stack" aria-labelledby="rule-heading">
      <h2 id="rule-heading">{t('rule.heading')}</h2>
      <Alert tone="info" title={t('rule.title')}>{t('rule.body')}</Alert>
      {text ? (
        <pre className="rule-text" role="region" aria-label={t('rule.region', { name: segment.name })} tabIndex={0} translate="no">
          {text}
        </pre>
      ) : (
        <p className="muted">{t('rule.missing')}</p>
      )}
    </section>
  );
}
