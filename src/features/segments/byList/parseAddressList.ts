import { isEmailAddress, normalizeEmail } from '@/features/customers';

interface ListedAddress {
  /** lower case, trimmed: what is matched */
  address: string;
  /** as written, for the report */
  text: string;
  /** 1-based line (record) of its first appearance */
  line: number;
  /** how many more times it appears further down */
  repeats: number;
}

export interface ParsedAddressList {
  /** each address once, in the order first seen */
  addresses: ListedAddress[];
  /** entries that are not an e-mail address */
  invalid: { line: number; text: string }[];
  /** extra occurrences of addresses already listed, collapsed into the first */
  duplicates: number;
  blanks: number;
}

/** Delimited text as records of cells; a quoted cell may hold the delimiter, line breaks and doubled quotes (""), as spreadsheets do. */
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
function guessDelimiter(headerLine: string): string | undefined {
  const outsideQuotes = headerLine.replace(/"[^"]*"/g, '');
  const count = (d: string) => outsideQuotes.split(d).length - 1;
  const best = [',', ';', '\t'].reduce((a, b) => (count(b) > count(a) ? b : a));
  return count(best) > 0 ? best : undefined;
}

const headerPattern = /e-?mail/i;

/** The lines of a text, not counting one empty line at its end. */
export const splitLines = (text: string) => text.split(/\r\n|\n|\r/).filter((l, i, all) => i < all.length - 1 || l !== '');

const unwrap = (text: string) => {
  let t = text.trim();
  // "Anna <anna@example.com>" as mail programs copy it
  const angle = /<([^<>]+)>\s*$/.exec(t);
  if (angle) t = angle[1]!.trim();
  if (t.startsWith('"') && t.endsWith('"') && t.length >= 2) t = t.slice(1, -1).trim();
  if (t.toLowerCase().startsWith('mailto:')) t = t.slice(7);
  return t;
};

/** Where the addresses are: one per line, or a CSV whose header names an e-mail column. */
function readEntries(text: string): { entries: string[]; firstLine: number } {
  const body = text.replace(/^\uFEFF/, '');
  const firstLineEnd = body.search(/\r?\n/);
  const header = firstLineEnd === -1 ? body : body.slice(0, firstLineEnd);
  const delimiter = guessDelimiter(header);
  if (delimiter) {
    const records = parseDelimited(body, delimiter);
    const headerCells = (records[0] ?? []).map((c) => c.trim());
    const exact = headerCells.findIndex((c) => /^e-?mail(\s*address)?$/i.test(c));
    const column = exact >= 0 ? exact : headerCells.findIndex((c) => headerPattern.test(c));
    if (column >= 0) {
      return { entries: records.slice(1).map((r) => (r.length === 1 && r[0] === '' ? '' : (r[column] ?? ''))), firstLine: 2 };
    }
  }
  const lines = splitLines(body);
  // a one-column list with a heading, e.g. "Email" on the first line
  if (lines[0] && headerPattern.test(lines[0].trim()) && !lines[0].includes('@')) {
    return { entries: lines.slice(1), firstLine: 2 };
  }
  return { entries: lines, firstLine: 1 };
}

/** A pasted or dropped list of addresses: blanks skipped, repeats collapsed and counted, what is not an address set aside by line. */
export function parseAddressList(text: string): ParsedAddressList {
  const { entries, firstLine } = readEntries(text);
  const byAddress = new Map<string, ListedAddress>();
  const invalid: ParsedAddressList['invalid'] = [];
  let duplicates = 0;
  let blanks = 0;
  entries.forEach((raw, i) => {
    const line = firstLine + i;
    const written = unwrap(raw);
    if (written === '') {
      blanks++;
      return;
    }
    const address = normalizeEmail(written);
    if (!isEmailAddress(address)) {
      invalid.push({ line, text: raw.trim() });
      return;
    }
    const seen = byAddress.get(address);
    if (seen) {
      seen.repeats++;
      duplicates++;
      return;
    }
    byAddress.set(address, { address, text: written, line, repeats: 0 });
  });
  return { addresses: [...byAddress.values()], invalid, duplicates, blanks };
}
