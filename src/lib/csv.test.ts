import { describe, expect, it } from 'vitest';
import { csvCell, neutralised, numberText, toCsv } from './csv';

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

describe('the CSV writer for a German sheet', () => {
  it('quotes the semicolon rather than the comma', () => {
    expect(toCsv([['a;b', 'c,d', '=x']], ';')).toBe(`"a;b";c,d;'=x\r\n`);
  });

  it('words numbers with the decimal mark, without exponents', () => {
    expect(numberText(12.5, ',')).toBe('12,5');
    expect(numberText(-1234.56, '.')).toBe('-1234.56');
    expect(numberText(0.0000005, ',')).toBe('0,0000005');
    expect(numberText(4006381000001, ',')).toBe('4006381000001');
  });

  it('neutralises text that would start a formula, and only that', () => {
    expect(neutralised('-20 % Rabatt')).toBe("'-20 % Rabatt");
    expect(neutralised('Rabatt -20 %')).toBe('Rabatt -20 %');
  });
});
