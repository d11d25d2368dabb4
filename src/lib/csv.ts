/**
 * The one CSV writer of the app: RFC 4180 (quotes where needed, CRLF between records). Text a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first) gets a leading apostrophe, as
 * OWASP advises against CSV injection; numbers stay numbers (a negative count stays -3).
 */
const formulaStart = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  let s = String(value);
  if (formulaStart.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsv = (rows: readonly (readonly unknown[])[]): string => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
