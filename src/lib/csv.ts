/**
 * CSV as spreadsheets read it (RFC 4180): cells with a comma, quote or line break are quoted,
 * quotes doubled, lines ended with CRLF. A cell that a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR at the start) gets a leading apostrophe, so data from the service stays data.
 */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
