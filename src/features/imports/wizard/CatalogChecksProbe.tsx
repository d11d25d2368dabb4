import { useEffect } from 'react';
import { useCatalogChecks, type CatalogChecks } from './useCatalogChecks';
import type { WizardState } from './wizardState';

export interface CatalogChecksProbeProps {
  merchantCode: string;
  state: WizardState;
  onChange: (checks: CatalogChecks) => void;
}

/**
 * Runs the checks across the import's files and the catalog, and tells the wizard what they found.
 * It renders nothing: it is a component so that its code (the catalog lookups) loads only once a
 * file is checked, beside the slots rather than around them (they keep their focus and state).
 */
export default function CatalogChecksProbe({ merchantCode, state, onChange }: CatalogChecksProbeProps) {
  const checks = useCatalogChecks(merchantCode, state);
  // the hook answers with a new object each render: the wizard hears only of a change of content
  const content = JSON.stringify(checks);
  useEffect(() => onChange(JSON.parse(content) as CatalogChecks), [content, onChange]);
  return null;
}
