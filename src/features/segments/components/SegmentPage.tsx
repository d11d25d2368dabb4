import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { DynamicSegmentRule } from './DynamicSegmentRule';
import { MembersSection } from './MembersSection';
import { SegmentCrumbs } from './SegmentCrumbs';
import { SegmentDetails } from './SegmentDetails';
import { SegmentLoader } from './SegmentLoader';
import { useSegmentParams } from './useSegmentParams';
import './segments.css';

export function SegmentPage() {
  const { t } = useTranslation('segments');
  const { merchantCode, segmentCode } = useSegmentParams();
  return (
    <SegmentLoader merchantCode={merchantCode} segmentCode={segmentCode} title={(name) => [name, t('list.title')]}>
      {(segment, refreshProblem) => (
        <div className="stack">
          <SegmentCrumbs merchantCode={merchantCode} trail={[{ label: <span translate="no">{segment.name}</span> }]} />
          <div className="page-header">
            <h1 translate="no">{segment.name}</h1>
            {segment.type === 'fixed' && (
              <div className="row">
                <Link className="btn btn-primary" to={paths.addMembers(merchantCode, segment.code)}>
                  {t('page.addMembers')}
                </Link>
                <Link className="btn btn-secondary" to={paths.addMembersByList(merchantCode, segment.code)}>
                  {t('page.addFromList')}
                </Link>
              </div>
            )}
          </div>
          {refreshProblem}
          <SegmentDetails segment={segment} />
          {segment.type === 'fixed' ? (
            <MembersSection merchantCode={merchantCode} segment={segment} />
          ) : (
            <DynamicSegmentRule segment={segment} />
          )}
        </div>
      )}
    </SegmentLoader>
  );
}
