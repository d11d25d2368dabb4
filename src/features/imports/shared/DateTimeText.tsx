import { formatDateTime } from '@/i18n/format';
import './importShared.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

interface DateTimeTextProps {
  iso: string | undefined;
  format?: (iso: string) => string;
  /** date above time, each kept on one line: for narrow table columns */
  stacked?: boolean;
}

/** A moment in the merchant's locale, machine-readable underneath; "not yet" (a dash on screen) when there is none. */
export function DateTimeText({ iso, format = formatDateTime, stacked = false }: DateTimeTextProps) {
  if (!iso) return <NotYet />;
  if (stacked) {
    const date = new Date(iso);
    return (
      <time dateTime={iso} className="datetime-stacked">
        <span>{dateFormat.format(date)}</span> <span>{timeFormat.format(date)}</span>
      </time>
    );
  }
  return <time dateTime={iso}>{format(iso)}</time>;
}

export function NotYet() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">not yet</span>
    </>
  );
}
