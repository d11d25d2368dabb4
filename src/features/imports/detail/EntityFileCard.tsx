import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityFile } from '@/api';
import { Badge } from '@/components/ui/Badge';
import { EntityFileCounts } from '@/features/imports/shared/EntityFileCounts';
import { entityLabel } from '@/features/imports/model/entityLabels';
import { fileReading } from '@/features/imports/model/importReading';
import { fileOutcome } from '@/features/imports/model/importOutcome';
import { OutcomeBar } from '@/features/imports/shared/OutcomeBar';

/** One entity file of an import: how it was sent, where it stands, and what became of its elements. */
export function EntityFileCard({ file }: { file: EntityFile }) {
  const { t } = useTranslation('imports');
  const headingId = useId();
  const what = entityLabel(file.entity);
  const reading = fileReading(file);
  return (
    <section className="card entity-file-card" aria-labelledby={headingId}>
      <div className="row-between">
        <h3 id={headingId}>{what}</h3>
        <Badge tone={reading.tone}>{reading.label}</Badge>
      </div>
      <dl className="entity-file-facts">
        <dt>{t('detail.file.strategy')}</dt>
        <dd>{t(`strategy.${file.importStrategy}`)}</dd>
        {file.catalogCode && (
          <>
            <dt>{t('detail.file.catalog')}</dt>
            <dd>
              <code translate="no">{file.catalogCode}</code>
            </dd>
          </>
        )}
      </dl>
      <p className="muted entity-file-state">{reading.description}</p>
      <OutcomeBar label={what} outcome={fileOutcome(file)} status={file.status} asProgress />
      <EntityFileCounts file={file} />
    </section>
  );
}
