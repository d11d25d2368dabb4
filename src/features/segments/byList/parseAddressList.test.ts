import { describe, expect, it } from 'vitest';
import { parseAddressList, parseDelimited } from './parseAddressList';

describe('parseAddressList', () => {
  it('reads one address per line, trimming and lower-casing, skipping blanks', () => {
    const parsed = parseAddressList('  Anna@Example.com \n\nben@example.com\r\n   \r\n');
    expect(parsed.addresses.map((a) => a.address)).toEqual(['anna@example.com', 'ben@example.com']);
    expect(parsed.addresses[0]).toMatchObject({ text: 'Anna@Example.com', line: 1 });
    expect(parsed.addresses[1]!.line).toBe(3);
    expect(parsed.blanks).toBe(2);
  });

  it('collapses duplicates regardless of case and counts them', () => {
    const parsed = parseAddressList('a@x.com\nA@X.COM\nb@x.com\na@x.com\n');
    expect(parsed.addresses.map((a) => [a.address, a.repeats])).toEqual([
      ['a@x.com', 2],
      ['b@x.com', 0],
    ]);
    expect(parsed.duplicates).toBe(2);
  });

  it('sets aside what is not an e-mail address, with its line', () => {
    const parsed = parseAddressList('a@x.com\nnot an address\nfoo@\n@bar.com\nx@y\nc d@x.com\n');
    expect(parsed.addresses.map((a) => a.address)).toEqual(['a@x.com']);
    expect(parsed.invalid).toEqual([
      { line: 2, text: 'not an address' },
      { line: 3, text: 'foo@' },
      { line: 4, text: '@bar.com' },
      { line: 5, text: 'x@y' },
      { line: 6, text: 'c d@x.com' },
    ]);
  });

  it('accepts addresses as mail programs copy them', () => {
    const parsed = parseAddressList('Anna Smith <anna@example.com>\n"ben@example.com"\nmailto:cleo@example.com');
    expect(parsed.addresses.map((a) => a.address)).toEqual(['anna@example.com', 'ben@example.com', 'cleo@example.com']);
  });

  it('reads the e-mail column of a CSV, found by its header, with quoted cells', () => {
    const csv = [
      'First name,Last name,E-Mail,Note',
      'Anna,Smith,anna@example.com,"likes, commas"',
      '"Ben ""B""",Jones,"BEN@example.com","two',
      'lines"',
      ',,,',
      'Cleo,,not-an-address,',
    ].join('\r\n');
    const parsed = parseAddressList(csv);
    expect(parsed.addresses.map((a) => [a.address, a.line])).toEqual([
      ['anna@example.com', 2],
      ['ben@example.com', 3],
    ]);
    expect(parsed.blanks).toBe(1);
    expect(parsed.invalid).toEqual([{ line: 5, text: 'not-an-address' }]);
  });

  it('finds the column by "email" anywhere in the header and with semicolons', () => {
    const parsed = parseAddressList('id;Customer email address\n1;a@x.com\n2;b@x.com\n');
    expect(parsed.addresses.map((a) => a.address)).toEqual(['a@x.com', 'b@x.com']);
  });

  it('skips a one-column heading', () => {
    const parsed = parseAddressList('Email\na@x.com\n');
    expect(parsed.addresses).toHaveLength(1);
    expect(parsed.invalid).toHaveLength(0);
  });

  it('tolerates a byte-order mark', () => {
    expect(parseAddressList('\uFEFFemail\na@x.com').addresses).toHaveLength(1);
  });

  // its speed is the bench's (bulk-add: time to the review screen), not a clock in a test
  it('reads 10,000 lines with blanks, duplicates and garbage and counts each', () => {
    const lines: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      if (i % 10 === 0) lines.push('');
      else if (i % 10 === 1) lines.push(`garbage ${i}`);
      else if (i % 10 === 2) lines.push(`user${i - 1}@example.com`.replace(`${i - 1}`, `${i + 1}`).toUpperCase());
      else lines.push(`user${i}@example.com`);
    }
    const parsed = parseAddressList(lines.join('\n'));
    expect(parsed.blanks).toBe(1000);
    expect(parsed.invalid).toHaveLength(1000);
    expect(parsed.duplicates).toBe(1000);
    expect(parsed.addresses).toHaveLength(7000);
  });
});

describe('parseDelimited', () => {
  it('keeps delimiters, line breaks and doubled quotes inside quotes', () => {
    expect(parseDelimited('a,"b,c","d\ne","f""g"\n1,2', ',')).toEqual([
      ['a', 'b,c', 'd\ne', 'f"g'],
      ['1', '2'],
    ]);
  });
});
