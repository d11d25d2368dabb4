import { describe, expect, it } from 'vitest';
import { csvText, neutralised, numberText } from './formulaText';

describe('a sheet cell’s text', () => {
  it('neutralises text that would start a formula, and only that', () => {
    for (const text of ['=SUM(A1)', '+1', '-20 % Rabatt', '@home', '\t=1', '\r=1']) expect(neutralised(text)).toBe(`'${text}`);
    expect(neutralised('Rabatt -20 %')).toBe('Rabatt -20 %');
  });

  it('words numbers with the decimal mark, without exponents', () => {
    expect(numberText(12.5, ',')).toBe('12,5');
    expect(numberText(-1234.56, '.')).toBe('-1234.56');
    expect(numberText(0.0000005, ',')).toBe('0,0000005');
    expect(numberText(4006381000001, ',')).toBe('4006381000001');
  });

  it('quotes either delimiter, tabs, quotes and line breaks', () => {
    expect(csvText('a;b', ';')).toBe('"a;b"');
    // split at commas by another program, the cell must not start a formula
    expect(csvText('foo,=HYPERLINK("x")', ';')).toBe('"foo,=HYPERLINK(""x"")"');
    expect(csvText('plain text', ';')).toBe('plain text');
    expect(csvText('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvText('two\nlines', ';')).toBe('"two\nlines"');
  });
});
