import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { paths } from '@/lib/paths';

/** Where a segment page sits: Segments › a segment › the page. */
export function SegmentCrumbs({ merchantCode, trail }: { merchantCode: string; trail: Crumb[] }) {
  return <Breadcrumbs trail={[{ label: 'Segments', to: paths.segments(merchantCode) }, ...trail]} />;
}
