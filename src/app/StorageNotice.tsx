import { useSyncExternalStore } from 'react';
import { Alert } from '../components/ui/Alert';
import { tabStorage } from '../lib/tabStorage';

/** Says so when the browser gives the tab no storage: the session then lives in memory only. */
export function StorageNotice() {
  const persistent = useSyncExternalStore(tabStorage.subscribe, tabStorage.isPersistent, () => true);
  if (persistent) return null;
  return (
    <Alert tone="info" title="This browser does not let the app remember your session">
      You can work as usual, but reloading or closing the page signs you out, and files chosen in the import wizard must be chosen
      again.
    </Alert>
  );
}
