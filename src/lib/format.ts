/** Formatting in the merchant's words and locale. */
const numberFormat = new Intl.NumberFormat(undefined);
export const formatCount = (n: number) => numberFormat.format(n);

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | undefined | null) => (iso ? dateTimeFormat.format(new Date(iso)) : '—');
/** With seconds, where entries are seconds apart (an import's log). */
const dateTimeSecondsFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
export const formatDateTimeWithSeconds = (iso: string) => dateTimeSecondsFormat.format(new Date(iso));

export const formatBytes = (bytes: number) => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
};

/** `1 h 4 min`, `3 min 20 s`, `12 s` */
export const formatDuration = (ms: number) => {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const h = Math.floor(m / 60);
  return `${h} h${m % 60 ? ` ${m % 60} min` : ''}`;
};

/** `3 members`, `1 member` */
export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
