import { describe, expect, it } from 'vitest';
import { cellText, convertCell, enumValue, parseBoolean, parseDate, parseNumber } from './cellValues';

describe('parseNumber', () => {
  it.each([
    ['12,5', 'de', 12.5],
    ['1.234,56', 'de', 1234.56],
    ['1.234', 'de', 1234],
    ['1.234', 'en', 1.234],
    ['1,234', 'en', 1234],
    ['1,234', 'de', 1.234],
    ['1,234.56', 'en', 1234.56],
    ['1.5', 'de', 1.5],
    ['0,500', 'de', 0.5],
    ['-3', 'en', -3],
    ['1 234,5', 'de', 1234.5],
    ['1.234.567', 'de', 1234567],
    [',5', 'de', 0.5],
  ] as const)('%s in a %s sheet is %d', (text, style, value) => expect(parseNumber(text, style)).toBe(value));

  it.each(['12,5O', 'abc', '12.34.5', '1,2.3,4', '', '1..2'])('%s is no number', (text) => expect(parseNumber(text, 'de')).toBeNull());
});

describe('parseBoolean', () => {
  it.each(['ja', 'Ja', 'yes', 'TRUE', '1', 'x', 'X', 1, true])('%s is true', (cell) => expect(parseBoolean(cell)).toBe(true));
  it.each(['nein', 'Nein', 'no', 'false', '0', 0, false])('%s is false', (cell) => expect(parseBoolean(cell)).toBe(false));
  it.each(['vielleicht', 2])('%s is neither', (cell) => expect(parseBoolean(cell)).toBeNull());
});

describe('parseDate', () => {
  it('takes an Excel serial number, as a number or as text', () => {
    expect(parseDate(45352)).toBe('2024-03-01T00:00:00.000Z');
    expect(parseDate('45352')).toBe('2024-03-01T00:00:00.000Z');
    expect(parseDate(45352.5)).toBe('2024-03-01T12:00:00.000Z');
  });
  it('takes German, ISO and slashed dates, and a date cell', () => {
    expect(parseDate('1.3.2024')).toBe('2024-03-01T00:00:00.000Z');
    expect(parseDate('01.03.24')).toBe('2024-03-01T00:00:00.000Z');
    expect(parseDate('2024-03-01')).toBe('2024-03-01T00:00:00.000Z');
    expect(parseDate('2024/03/01')).toBe('2024-03-01T00:00:00.000Z');
    expect(parseDate('2024-03-01T10:15:00Z')).toBe('2024-03-01T10:15:00.000Z');
    expect(parseDate(new Date(Date.UTC(2024, 2, 1)))).toBe('2024-03-01T00:00:00.000Z');
  });
  it('refuses what is no date, 31 February included', () => {
    expect(parseDate('31.02.2024')).toBeNull();
    expect(parseDate('morgen')).toBeNull();
    expect(parseDate(12)).toBeNull();
  });
});

describe('cell text', () => {
  it('keeps an EAN typed as a number whole, never in exponent notation', () => {
    expect(cellText(4006381333931)).toBe('4006381333931');
    expect(cellText(1e20)).toBe('100000000000000000000');
    expect(convertCell(4006381333931, { type: 'text' }, 'de')).toBe('4006381333931');
  });
  it('keeps leading zeros of a text cell', () => expect(convertCell('0004006381333931', { type: 'text' }, 'de')).toBe('0004006381333931'));
});

describe('convertCell', () => {
  it('leaves a blank cell out', () => expect(convertCell('  ', { type: 'number' }, 'de')).toBeUndefined());
  it('keeps what does not convert as the cell wrote it, for the checker to name', () => {
    expect(convertCell('12,5O', { type: 'number' }, 'de')).toBe('12,5O');
    expect(convertCell('vielleicht', { type: 'boolean' }, 'de')).toBe('vielleicht');
  });
  it('matches an enumeration in any case, and through the merchant\'s value map', () => {
    expect(enumValue('ACTIVE', ['active', 'inactive'])).toBe('active');
    expect(convertCell('Aktiv', { type: 'enum', values: ['active', 'inactive'] }, 'de', { Aktiv: 'active' })).toBe('active');
    expect(convertCell('Aktiv', { type: 'enum', values: ['active', 'inactive'] }, 'de')).toBe('Aktiv');
  });
  it('splits a list cell at semicolons', () => {
    expect(convertCell('sofas; armchairs ;', { type: 'codes' }, 'de')).toEqual([{ code: 'sofas' }, { code: 'armchairs' }]);
  });
});

describe('text an exporter kept from being run as a formula', () => {
  it("takes off the apostrophe before =, +, -, @ and only there", () => {
    expect(cellText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(cellText("'-20 % Rabatt")).toBe('-20 % Rabatt');
    expect(cellText("'s-Hertogenbosch")).toBe("'s-Hertogenbosch");
    expect(cellText("'")).toBe("'");
  });
  it('reads a date cell to the second, as a workbook keeps it', () => {
    expect(parseDate(new Date('2025-03-31T18:29:59.999Z'))).toBe('2025-03-31T18:30:00.000Z');
  });
});
