import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { i18next } from '@/i18n/i18n';
import { describeError } from '@/lib/errors';
import './importStatus.css';

type ImportQuery = Pick<UseQueryResult, 'dataUpdatedAt' | 'errorUpdatedAt' | 'isError' | 'error' | 'refetch'>;

/** "just now", "12 s ago", "3 min ago": how long since the service last answered, in the page's language. */
export const sinceText = (thenMs: number, nowMs: number) => {
  const s = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (s < 2) return i18next.t('importHistory:freshness.justNow');
  if (s < 60) return i18next.t('importHistory:freshness.secondsAgo', { seconds: s });
  return i18next.t('importHistory:freshness.minutesAgo', { minutes: Math.floor(s / 60) });
};

/** The last poll failed after the last success: the service cannot be reached right now. */
export const connectionLost = ({ dataUpdatedAt, errorUpdatedAt, isError }: Pick<ImportQuery, 'dataUpdatedAt' | 'errorUpdatedAt' | 'isError'>) =>
  isError && errorUpdatedAt >= dataUpdatedAt;

/** Re-renders every second, so "12 s ago" counts up. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** While an import runs: when the page last heard from the service, "connection lost" when it cannot reach it, and a refresh. */
export function LiveFreshness({ query }: { query: ImportQuery }) {
  const { t } = useTranslation('importHistory');
  const now = useNow();
  const lost = connectionLost(query);
  return (
    <div className={`live-freshness${lost ? ' is-lost' : ''}`}>
      {/* the ticking time is not announced; losing and finding the connection is */}
      <span className="muted">{query.dataUpdatedAt > 0 ? t('freshness.updated', { since: sinceText(query.dataUpdatedAt, now) }) : t('freshness.notUpdated')}</span>
      <span role="status" className="live-connection">
        {lost && (
          <>
            <strong>{t('freshness.connectionLost')}</strong>{' '}
            <span className="muted" translate="no">
              {describeError(query.error, t)}
            </span>
          </>
        )}
      </span>
      {/* never disabled while a request is out: that request may be the one that hangs, and a refresh gives it up */}
      <Button className="btn-small" onClick={() => void query.refetch({ cancelRefetch: true })}>
        {t('freshness.refresh')}
      </Button>
    </div>
  );
}
