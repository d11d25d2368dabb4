/**
 * Splits delimited text into records of cells, honouring quotes: a quoted cell may hold the
 * delimiter, line breaks and doubled quotes (""), as spreadsheets write them.
 */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      record.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += ch;
    }
    i++;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

const delimiters = [',', ';', '\t'] as const;

/** The delimiter of a header line: the one that occurs most outside quotes, or none. */
export function guessDelimiter(headerLine: string): string | undefined {
  const outsideQuotes = headerLine.replace(/"[^"]*"/g, '');
  let best: string | undefined;
  let bestCount = 0;
  for (const d of delimiters) {
    const count = outsideQuotes.split(d).length - 1;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}
