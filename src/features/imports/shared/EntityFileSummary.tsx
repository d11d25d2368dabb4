import { Trans, useTranslation } from 'react-i18next';
import type { EntityFile } from '@/api';
import { entityLabel } from '@/features/imports/model/entityLabels';
import { inProcessingOrder } from '@/features/imports/model/importOutcome';
import './importShared.css';

/** The entity types an import carries, each with its strategy and catalog: "Products (partial, catalog default)". */
export function EntityFileSummary({ files }: { files: readonly Pick<EntityFile, 'entity' | 'importStrategy' | 'catalogCode'>[] }) {
  const { t } = useTranslation('imports');
  if (files.length === 0) return <span className="muted">{t('fileSummary.none')}</span>;
  return (
    <ul className="entity-file-summary">
      {inProcessingOrder(files).map((f) => {
        const strategy = t(`strategyShort.${f.importStrategy}`);
        return (
          <li key={f.entity}>
            {entityLabel(f.entity)}{' '}
            <span className="muted">
              {f.catalogCode ? (
                <Trans
                  t={t}
                  i18nKey="fileSummary.strategyInCatalog"
                  values={{ strategy, catalog: f.catalogCode }}
                  components={{ catalog: <span translate="no" /> }}
                />
              ) : (
                t('fileSummary.strategy', { strategy })
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
