import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { formatDateTime } from '@/i18n/format';
import type { WizardStore } from '@/features/importWizard/store/wizardStore';
import { entityLabel } from '@/i18n/entityLabels';
import { SnapshotFileReach, useSnapshotManifest } from '@/features/snapshots';
import { downloadedSnapshotName, snapshotFile, type SnapshotManifest } from '@/engine';

const saysWhatItHolds = (f: SnapshotManifest['files'][number]) => Boolean(f.locales?.length || f.notRestored?.length);

/** The wizard opened to undo an import: the snapshot's files placed in their slots (the address chose strategy and catalog). */
export function UndoNotice({ importRef, store }: { importRef: string; store: WizardStore | null }) {
  const { t } = useTranslation('wizard');
  const manifest = useSnapshotManifest(importRef);

  useEffect(() => {
    if (!manifest || !store) return;
    store.markUndo(importRef);
    let gone = false;
    void (async () => {
      for (const f of manifest.files) {
        const kept = await snapshotFile(importRef, f.entity);
        // a slot that has a file already keeps it (a second run of this effect, a file the merchant chose)
        if (gone || store.getState().slots[f.entity].file) continue;
        store.chooseFile(f.entity, new File([kept], downloadedSnapshotName(importRef, f.entity), { type: 'application/json' }));
      }
    })();
    return () => {
      gone = true;
    };
  }, [manifest, store, importRef]);

  if (manifest === undefined) return null;
  if (manifest === null) {
    return (
      <Alert tone="warning" title={t('snapshot.undoMissingTitle', { ref: importRef })}>
        {t('snapshot.undoMissing')}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={t('snapshot.undoOfTitle', { ref: importRef })}>
      <p>{t('snapshot.undoOf', { date: formatDateTime(manifest.takenAt) })}</p>
      {/* what it cannot restore, before the merchant confirms */}
      {manifest.files.some(saysWhatItHolds) && (
        <ul>
          {manifest.files.filter(saysWhatItHolds).map((f) => (
            <li key={f.entity}>
              <strong>{entityLabel(f.entity)}</strong>:<SnapshotFileReach file={f} />
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
