/**
 * The one CSV writer of the app: RFC 4180 (quotes where needed, CRLF between records). Text a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first) gets a leading apostrophe, as
 * OWASP advises against CSV injection; numbers stay numbers (a negative count stays -3). A German
 * file takes `;` between cells, as German Excel writes and reads CSV.
 */
export const formulaStart = /^[=+\-@\t\r]/;

/** Text as a spreadsheet shows it rather than runs it: the apostrophe that the wizard's sheet reader takes off again. */
export const neutralised = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/** A number's text with a decimal comma or point, never in exponent form for the numbers a catalogue holds. */
export const numberText = (n: number, decimal: ',' | '.' = '.') => {
  const text = Math.abs(n) >= 1e-6 || n === 0 ? String(n) : n.toFixed(20).replace(/0+$/, '');
  return decimal === ',' ? text.replace('.', ',') : text;
};

export const csvCell = (value: unknown, delimiter = ','): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const s = neutralised(String(value));
  return s.includes(delimiter) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A cell written as it is: a number already worded for the file's locale (`12,5`), quoted only where it must be. */
export const csvText = (text: string, delimiter: string) => (text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const toCsv = (rows: readonly (readonly unknown[])[], delimiter = ','): string => rows.map((r) => r.map((c) => csvCell(c, delimiter)).join(delimiter)).join('\r\n') + '\r\n';
