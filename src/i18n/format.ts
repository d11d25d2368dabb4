/**
 * Dates, times, numbers, sizes and durations in the page's language, through `Intl`: the one
 * place the app formats them. Pseudo-English formats as English and brackets the result, so
 * that tests can tell formatted values from words that bypass the word lists.
 */
import i18next from 'i18next';
import { pseudoLanguage as pseudo } from './languages';
import { pseudoClose, pseudoOpen } from './pseudo';

const locale = () => (i18next.language === pseudo ? 'en' : i18next.language || 'en');
const mark = (text: string) => (i18next.language === pseudo ? `${pseudoOpen}${text}${pseudoClose}` : text);

// Formatters are costly to make and formatting runs per table cell: one per language and options.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const cached = <F extends Intl.NumberFormat | Intl.DateTimeFormat>(make: new (locale: string, options: object) => F, options: object): F => {
  const key = `${locale()} ${make.name} ${JSON.stringify(options)}`;
  if (!made.has(key)) made.set(key, new make(locale(), options));
  return made.get(key) as F;
};
const numberFormat = (options: Intl.NumberFormatOptions) => cached(Intl.NumberFormat, options);
const dateFormat = (options: Intl.DateTimeFormatOptions) => cached(Intl.DateTimeFormat, options);

/** `1.234` / `1,234` */
export const formatCount = (n: number) => mark(numberFormat({}).format(n));

/** `26.11.2026, 21:46` / `Nov 26, 2026, 9:46 PM`; a dash for no date */
export const formatDateTime = (iso: string | undefined | null) =>
  iso ? mark(dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))) : '—';

/** With seconds, where entries are seconds apart (an import's log). */
export const formatDateTimeWithSeconds = (iso: string) =>
  mark(dateFormat({ dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso)));

export const formatDate = (date: Date) => mark(dateFormat({ dateStyle: 'medium' }).format(date));
export const formatTime = (date: Date) => mark(dateFormat({ timeStyle: 'short' }).format(date));

const byteUnits = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** `1.234,5 kB` / `1,234.5 kB`: decimal units, as the file managers of macOS and Linux count. */
export const formatBytes = (bytes: number) => {
  // "897 bytes" / "897 Byte": the short form would read "897 byte" in English
  if (bytes < 1000) return mark(numberFormat({ style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes));
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = value < 10 ? 1 : 0;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return mark(numberFormat({ style: 'unit', unit: byteUnits[unit], unitDisplay: 'short', ...options }).format(value));
};

const unitPart = (unit: 'hour' | 'minute' | 'second', n: number) => numberFormat({ style: 'unit', unit, unitDisplay: 'short' }).format(n);

/** `3 Min. 20 Sek.` / `3 min 20 sec`, `1 Std. 4 Min.` / `1 hr 4 min`; a dash for no duration */
export const formatDuration = (ms: number) => {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  const s = Math.round(ms / 1000);
  const m = Math.floor(s / 60);
  const h = Math.floor(m / 60);
  const parts =
    s < 60
      ? [unitPart('second', s)]
      : m < 60
        ? [unitPart('minute', m), ...(s % 60 ? [unitPart('second', s % 60)] : [])]
        : [unitPart('hour', h), ...(m % 60 ? [unitPart('minute', m % 60)] : [])];
  return mark(parts.join(' '));
};

/** `Produkte, Kategorien und Attribute` / `products, categories, and attributes` */
export const formatList = (items: readonly string[]) => mark(new Intl.ListFormat(locale(), { type: 'conjunction' }).format(items));

/** `42 %`, from a fraction (0.42) */
export const formatPercent = (fraction: number) => mark(numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(fraction));

/** a number as the page's language writes it: `79,2` / `79.2` */
export const formatNumber = (n: number) => mark(numberFormat({ maximumFractionDigits: 6 }).format(n));

/** an amount in its currency: `79,20 €` / `€79.20` */
export const formatMoney = (amount: number, currency: string) => {
  try {
    return mark(numberFormat({ style: 'currency', currency }).format(amount));
  } catch {
    // a currency code Intl does not know: the amount and the code as written
    return `${formatNumber(amount)} ${currency}`;
  }
};
