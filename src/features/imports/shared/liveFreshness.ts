/** "just now", "12 s ago", "3 min ago": how long since the service last answered. */
export const sinceText = (thenMs: number, nowMs: number) => {
  const s = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (s < 2) return 'just now';
  if (s < 60) return `${s} s ago`;
  return `${Math.floor(s / 60)} min ago`;
};

/** The last poll failed after the last success: the service cannot be reached right now. */
export const connectionLost = ({ dataUpdatedAt, errorUpdatedAt, isError }: { dataUpdatedAt: number; errorUpdatedAt: number; isError: boolean }) =>
  isError && errorUpdatedAt >= dataUpdatedAt;
