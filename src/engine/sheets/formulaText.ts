/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab or CR first) gets a leading apostrophe,
 * as OWASP advises against CSV injection: the rule of the pages' CSV writer (src/lib/csv.ts), here
 * for the sheets the workers write. The wizard's sheet reader takes the apostrophe off again before
 * such text. (The workers keep their own copy of the rule: a module shared with them regroups the
 * pages' chunks.)
 */
export const formulaStart = /^[=+\-@\t\r]/;

export const neutralised = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/** A number's text with a decimal comma or point, never in exponent form for the numbers a catalogue holds. */
export const numberText = (n: number, decimal: ',' | '.' = '.') => {
  const text = Math.abs(n) >= 1e-6 || n === 0 ? String(n) : n.toFixed(20).replace(/0+$/, '');
  return decimal === ',' && text.includes('.') ? text.replace('.', ',') : text;
};

/** A cell's text in a CSV file, quoted where it must be. A number already worded for the file's locale (`12,5`) is written by `numberText`, not through here. */
export const csvText = (text: string, delimiter: string) =>
  // quoted at either delimiter and a tab too: a program that splits the file at another one must not find a formula's start inside a cell
  text.includes(delimiter) || /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
