import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { errorMessage } from '@/lib/errors';
import { connectionLost, sinceText } from './liveFreshness';

interface LiveFreshnessProps {
  /** the import's query, as useQuery returns it */
  query: Pick<UseQueryResult, 'dataUpdatedAt' | 'errorUpdatedAt' | 'isError' | 'error' | 'refetch'>;
}

/** Re-renders every second, so "12 s ago" counts up. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * While an import runs: when the page last heard from the service, a plain "connection lost,
 * retrying" when it cannot reach it, and a button to ask again now (which gives up a request
 * that hangs and sends a fresh one).
 */
export function LiveFreshness({ query }: LiveFreshnessProps) {
  const { t } = useTranslation('imports');
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
              {errorMessage(query.error)}
            </span>
          </>
        )}
      </span>
      {/* never disabled while a request is out: that request may be the one that hangs */}
      <Button className="btn-small" onClick={() => void query.refetch({ cancelRefetch: true })}>
        {t('freshness.refresh')}
      </Button>
    </div>
  );
}
