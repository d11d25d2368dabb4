import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits: Segments › a segment › the page. The last crumb is the current page. */
export function SegmentCrumbs({ merchantCode, trail }: { merchantCode: string; trail: Crumb[] }) {
  const all: Crumb[] = [{ label: 'Segments', to: paths.segments(merchantCode) }, ...trail];
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {all.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            {c.to && i < all.length - 1 ? (
              <Link to={c.to}>{c.label}</Link>
            ) : (
              <span aria-current={i === all.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
