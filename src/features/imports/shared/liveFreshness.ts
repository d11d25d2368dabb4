import { i18next } from '@/i18n/i18n';

/** "just now", "12 s ago", "3 min ago": how long since the service last answered, in the page's language. */
export const sinceText = (thenMs: number, nowMs: number) => {
  const s = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (s < 2) return i18next.t('imports:freshness.justNow');
  if (s < 60) return i18next.t('imports:freshness.secondsAgo', { seconds: s });
  return i18next.t('imports:freshness.minutesAgo', { minutes: Math.floor(s / 60) });
};

/** The last poll failed after the last success: the service cannot be reached right now. */
export const connectionLost = ({ dataUpdatedAt, errorUpdatedAt, isError }: { dataUpdatedAt: number; errorUpdatedAt: number; isError: boolean }) =>
  isError && errorUpdatedAt >= dataUpdatedAt;
