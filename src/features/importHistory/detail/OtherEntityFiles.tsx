import { useTranslation } from 'react-i18next';
import type { OtherEntityFile } from '@/contract';
import { OtherEntityName } from '@/features/importHistory/status/OtherEntityName';

/** Files of entity types this app does not import (made by another tool): their name and counts, as the service sent them. */
export function OtherEntityFiles({ files }: { files: readonly OtherEntityFile[] }) {
  const { t } = useTranslation('importHistory');
  if (!files.length) return null;
  return (
    <>
      <h3>{t('detail.otherFiles.title')}</h3>
      <p className="muted">{t('detail.otherFiles.text')}</p>
      <ul>
        {files.map((f) => (
          <li key={f.entity}>
            <strong>
              <OtherEntityName entity={f.entity} />
            </strong>{' '}
            {t('detail.otherFiles.counts', {
              strategy: t(`strategyShort.${f.importStrategy}`),
              count: f.total,
              succeeded: f.created.succeeded + f.updated.succeeded + f.deleted.succeeded,
              failed: f.created.failed + f.updated.failed + f.deleted.failed,
              skipped: f.skipped,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
