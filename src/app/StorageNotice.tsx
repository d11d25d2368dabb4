import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/Alert';
import { tabStorage } from '../lib/tabStorage';

/** Says so when the browser gives the tab no storage: the session then lives in memory only. */
export function StorageNotice() {
  const { t } = useTranslation();
  const persistent = useSyncExternalStore(tabStorage.subscribe, tabStorage.isPersistent, () => true);
  if (persistent) return null;
  return (
    <Alert tone="info" title={t('storage.title')}>
      {t('storage.body')}
    </Alert>
  );
}
