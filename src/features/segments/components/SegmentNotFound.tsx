import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { paths } from '@/lib/paths';
import { SegmentCrumbs } from './SegmentCrumbs';

/** The segment does not exist: deleted meanwhile, or the address is mistyped. (SegmentLoader sets the tab title.) */
export function SegmentNotFound({ merchantCode, segmentCode }: { merchantCode: string; segmentCode: string }) {
  const { t } = useTranslation('segments');
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
