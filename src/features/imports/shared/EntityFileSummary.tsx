import type { EntityFile } from '@/api';
import { entityLabel, strategyShortLabels } from '@/features/imports/model/entityLabels';
import { inProcessingOrder } from '@/features/imports/model/importOutcome';
import './importShared.css';

/** The entity types an import carries, each with its strategy and catalog: "Products (partial, catalog default)". */
export function EntityFileSummary({ files }: { files: readonly Pick<EntityFile, 'entity' | 'importStrategy' | 'catalogCode'>[] }) {
  if (files.length === 0) return <span className="muted">No files</span>;
  return (
    <ul className="entity-file-summary">
      {inProcessingOrder(files).map((f) => (
        <li key={f.entity}>
          {entityLabel(f.entity)}{' '}
          <span className="muted">
            ({strategyShortLabels[f.importStrategy]}
            {f.catalogCode ? `, catalog ${f.catalogCode}` : ''})
          </span>
        </li>
      ))}
    </ul>
  );
}
