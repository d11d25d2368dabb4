import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/Alert';
import { isApiError } from '../lib/errors';

const subscribeOnline = (listener: (online: boolean) => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Says so when the page cannot reach the service (the browser is offline, or calls fail with no
 * answer or a 5xx), and goes away by itself once a call succeeds again: the pages keep polling
 * and refetch when the connection returns, so nobody has to reload.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { action } = event;
        if (action.type === 'success') setUnreachable(false);
        else if ((action.type === 'failed' || action.type === 'error') && isApiError(action.error) && action.error.isTransient) setUnreachable(true);
      }),
    [queryClient],
  );

  if (online && !unreachable) return null;
  const state = online ? 'unreachable' : 'offline';
  return <Alert tone="info" title={t(`connection.${state}Title`)}>{t(`connection.${state}Body`)}</Alert>;
}
