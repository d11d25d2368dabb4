import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EntityType, ImportRecord } from '@/contract';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { formatBytes, formatList } from '@/i18n/format';
import { downloadBlob } from '@/lib/download';
import { isTerminalImportStatus } from '@/contract/terms';
import { DateTimeText } from '@/components/ui/DateTimeText';
import { entityLabel } from '@/i18n/entityLabels';
import { unreadFieldWords } from '@/i18n/unreadFieldWords';
import { deleteSnapshot, downloadedSnapshotName, readManifest, snapshotFile, type SnapshotManifest } from '@/engine';
import { undoLink } from './undoLink';

/** the start of every query of this browser's snapshots: a deletion reads them all again */
export const snapshotsKey = ['browser', 'snapshots'] as const;

/** The manifest of the snapshot this browser took before an import: null when it has none, undefined while it reads. */
export const useSnapshotManifest = (importRef: string) =>
  useQuery({ queryKey: [...snapshotsKey, 'one', importRef], queryFn: () => readManifest(importRef) }).data;

/** What a snapshot's file holds and what its undo cannot restore, in one or two sentences (nothing for a snapshot taken before these were kept). */
export function SnapshotFileReach({ file }: { file: SnapshotManifest['files'][number] }) {
  const { t } = useTranslation('snapshots');
  const locales = file.locales ?? [];
  const notRestored = file.notRestored ?? [];
  return (
    <>
      {locales.length > 0 && <> {t('holds', { locales: formatList(locales) })}</>}
      {notRestored.length > 0 && <> {t('notRestored', { fields: unreadFieldWords(notRestored) })}</>}
    </>
  );
}

/** Deletes an import's snapshot (`mutate(importRef)`), and every list of snapshots reads again. */
export function useDeleteSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSnapshot, onSuccess: () => queryClient.invalidateQueries({ queryKey: snapshotsKey }) });
}

/** The import's page: the snapshot this browser took before it, its files, and the way to undo it. */
export function ImportSnapshot({ record }: { record: ImportRecord }) {
  const { t } = useTranslation('snapshots');
  const manifest = useSnapshotManifest(record.importRef);
  // one of the snapshot's files, from the browser's storage to the download
  const download = useMutation({
    mutationFn: async (entity: EntityType) =>
      downloadBlob(downloadedSnapshotName(record.importRef, entity), await snapshotFile(record.importRef, entity)),
  });
  const remove = useDeleteSnapshot();
  if (!manifest) return null;
  const ended = isTerminalImportStatus(record.status);
  return (
    <section className="card import-snapshot" aria-labelledby="import-snapshot-heading">
      <h2 id="import-snapshot-heading">{t('heading')}</h2>
      <p>
        {t('taken')} <DateTimeText iso={manifest.takenAt} />. {t('thisBrowser')}
      </p>
      <ul className="import-snapshot-files">
        {manifest.files.map((f) => (
          <li key={f.entity}>
            <strong>{entityLabel(f.entity)}</strong>
            {f.catalogCode && (
              <>
                {' '}
                (<span translate="no">{f.catalogCode}</span>)
              </>
            )}
            : {t('facts', { restores: f.restores, deletes: f.deletes, size: formatBytes(f.bytes) })}.
            <SnapshotFileReach file={f} />{' '}
            <Button variant="ghost" onClick={() => download.mutate(f.entity)}>
              {t('download', { entity: entityLabel(f.entity) })}
            </Button>
          </li>
        ))}
      </ul>
      {download.isError && <ErrorMessage error={download.error} />}
      <div className="row">
        {ended ? (
          <Link className="btn btn-primary" to={undoLink(manifest)}>
            {t('undo')}
          </Link>
        ) : (
          <span className="muted">{t('undoWhenEnded')}</span>
        )}
        <Button onClick={() => remove.mutate(record.importRef)} busy={remove.isPending}>
          {t('delete')}
        </Button>
      </div>
      {remove.isError && <ErrorMessage error={remove.error} />}
    </section>
  );
}
