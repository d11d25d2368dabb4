import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime } from '@/i18n/format';
import './dateTime.css';

interface DateTimeTextProps {
  iso: string | undefined;
  format?: (iso: string) => string;
  /** date above time, each kept on one line: for narrow table columns */
  stacked?: boolean;
}

/** A moment in the page's language, machine-readable underneath; "not yet" (a dash on screen) when there is none. */
export function DateTimeText({ iso, format = formatDateTime, stacked = false }: DateTimeTextProps) {
  // formatted in the page's language: a language switch re-renders it
  useTranslation();
  if (!iso) return <NotYet />;
  if (stacked) {
    const date = new Date(iso);
    return (
      <time dateTime={iso} className="datetime-stacked">
        <span>{formatDate(date)}</span> <span>{formatTime(date)}</span>
      </time>
    );
  }
  return <time dateTime={iso}>{format(iso)}</time>;
}

export function NotYet() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('notYet')}</span>
    </>
  );
}
