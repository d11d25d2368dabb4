import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: ReactNode;
  /** where the crumb leads; the last crumb is the current page and never a link */
  to?: string;
}

/** Where the page sits, e.g. Imports › Import 3f2a…; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {trail.map((c, i) => {
          const current = i === trail.length - 1;
          return <li key={i}>{c.to && !current ? <Link to={c.to}>{c.label}</Link> : <span aria-current={current ? 'page' : undefined}>{c.label}</span>}</li>;
        })}
      </ol>
    </nav>
  );
}
