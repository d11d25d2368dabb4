/**
 * Splits delimited text into records of cells, honouring quotes: a quoted cell may hold the
 * delimiter, line breaks and doubled quotes (""), as spreadsheets write them.
 */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter || ch === '\n' || ch === '\r') {
      record.push(cell);
      cell = '';
      if (ch !== delimiter) {
        records.push(record);
        record = [];
        if (ch === '\r' && text[i + 1] === '\n') i++;
      }
    } else cell += ch;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** The delimiter of a header line: the one that occurs most outside quotes (the first of equals), or none. */
export function guessDelimiter(headerLine: string): string | undefined {
  const outsideQuotes = headerLine.replace(/"[^"]*"/g, '');
  const count = (d: string) => outsideQuotes.split(d).length - 1;
  const best = [',', ';', '\t'].reduce((a, b) => (count(b) > count(a) ? b : a));
  return count(best) > 0 ? best : undefined;
}
