import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { isTerminalImportStatus } from '@/contract/terms';
import type { ImportRecord, ImportStatus } from '@/contract';
import { i18next } from '@/i18n/i18n';
import { listeners } from '@/lib/listeners';
import { noticeInTitle } from '@/lib/useDocumentTitle';
import { describeOutcome, importOutcome } from '@/features/importHistory/status/importOutcome';

/** The imports the merchant asked, in this tab, to be told about when they end: replaced at each change, so React can compare it. */
let asked: ReadonlySet<string> = new Set();
const changes = listeners();

const notificationsSupported = () => typeof Notification !== 'undefined';

/** Asks the browser's leave to notify (only now, when the merchant wants it), and notes the import. */
export async function askToBeTold(importRef: string) {
  if (notificationsSupported() && Notification.permission === 'default') await Notification.requestPermission().catch(() => 'denied');
  asked = new Set([...asked, importRef]);
  changes.emit();
}

export const useAskedImports = () => useSyncExternalStore(changes.subscribe, () => asked);

/** Whether the merchant asked to be told about this import, and what the browser allows. */
export const useToldAbout = (importRef: string) => ({
  asked: useAskedImports().has(importRef),
  permission: notificationsSupported() ? Notification.permission : ('denied' as const),
});

/** "✓ Import finished" / "⚠ Import finished with 13 failures" / "⚠ Import aborted" */
const endTitle = (record: ImportRecord) => {
  const { failed } = importOutcome(record);
  if (record.status === 'aborted') return i18next.t('importHistory:endAlert.aborted');
  return failed ? i18next.t('importHistory:endAlert.finishedWithFailures', { count: failed }) : i18next.t('importHistory:endAlert.finished');
};

/** Calls `onEnd` for each import this page saw running and now sees ended. */
export function useOnImportEnd(records: readonly ImportRecord[], onEnd: (record: ImportRecord) => void) {
  const seen = useRef(new Map<string, ImportStatus>());
  useEffect(() => {
    for (const record of records) {
      const before = seen.current.get(record.importRef);
      seen.current.set(record.importRef, record.status);
      if (before !== undefined && !isTerminalImportStatus(before) && isTerminalImportStatus(record.status)) onEnd(record);
    }
  }, [records, onEnd]);
}

/**
 * Tells of imports that end while the tab is in the background: the tab's title (imports this page follows, or that the
 * merchant asked about), and a notification when the merchant asked and the browser allows it; a click on it opens the import.
 */
export function useImportEndAlerts(records: readonly ImportRecord[], follows: boolean, open: (importRef: string) => void) {
  const tell = useCallback(
    (record: ImportRecord) => {
      const wanted = asked.has(record.importRef);
      if ((!follows && !wanted) || document.visibilityState !== 'hidden') return;
      noticeInTitle(endTitle(record));
      if (!wanted || !notificationsSupported() || Notification.permission !== 'granted') return;
      const notification = new Notification(endTitle(record), { body: describeOutcome(record), tag: record.importRef });
      notification.onclick = () => {
        window.focus();
        open(record.importRef);
        notification.close();
      };
    },
    [follows, open],
  );
  useOnImportEnd(records, tell);
}

/** What a click on a notification does: the import's page. */
export function useOpenImport(merchantCode: string) {
  const navigate = useNavigate();
  return useCallback((importRef: string) => void navigate(paths.import(merchantCode, importRef)), [navigate, merchantCode]);
}
