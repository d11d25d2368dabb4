import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('the CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+cmd|/C calc!A0', `'+1+cmd|/C calc!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises a formula cell %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends every record with CRLF', () => {
    expect(toCsv([['a', 'b'], [1, '=x']])).toBe(`a,b\r\n1,'=x\r\n`);
  });
});
