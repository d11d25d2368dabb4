import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { paths } from '@/lib/paths';

/** Where a segment page sits: Segments › a segment › the page. */
export function SegmentCrumbs({ merchantCode, trail }: { merchantCode: string; trail: Crumb[] }) {
  const { t } = useTranslation('segments');
  return <Breadcrumbs trail={[{ label: t('crumbs.segments'), to: paths.segments(merchantCode) }, ...trail]} />;
}
