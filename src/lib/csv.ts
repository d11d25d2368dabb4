/**
 * The one CSV writer of the app: RFC 4180 (cells quoted when they hold a comma, quote or line
 * break; quotes doubled; CRLF between records), and text that a spreadsheet would run as a
 * formula neutralised as OWASP advises ("CSV injection"): a cell beginning with =, +, -, @, tab
 * or carriage return gets a leading apostrophe, so it opens as the text it is. Numbers are written
 * as numbers (a negative count stays -3).
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
