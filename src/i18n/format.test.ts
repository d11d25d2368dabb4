import { afterAll, describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDateTime, formatDuration, formatList } from './format';
import { i18next, startI18nWith } from './i18n';
import de from './locales/de';
import en from './locales/en';

const inLanguage = (language: 'de' | 'en') => startI18nWith(language, language === 'de' ? de : en);

afterAll(() => inLanguage('en'));

describe('formatting in the page’s language', () => {
  it('writes dates and times as each language does', () => {
    inLanguage('de');
    expect(formatDateTime('2026-11-26T20:46:00Z')).toMatch(/^26\.11\.2026, \d{2}:46$/);
    inLanguage('en');
    expect(formatDateTime('2026-11-26T20:46:00Z')).toMatch(/^Nov 26, 2026, \d{1,2}:46 [AP]M$/);
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('joins a list as each language does', () => {
    inLanguage('de');
    expect(formatList(['Produkte', 'Kategorien', 'Attribute'])).toBe('Produkte, Kategorien und Attribute');
    inLanguage('en');
    expect(formatList(['products', 'categories', 'attributes'])).toBe('products, categories, and attributes');
    expect(formatList(['products'])).toBe('products');
  });

  it('writes numbers and sizes with each language’s separators', () => {
    inLanguage('de');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatBytes(1_234_500)).toBe('1,2 MB');
    expect(formatBytes(123_456)).toBe('123 kB');
    expect(formatBytes(897)).toBe('897 Byte');
    inLanguage('en');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatBytes(1_234_500)).toBe('1.2 MB');
    expect(formatBytes(897)).toBe('897 bytes');
  });

  it('writes durations in each language’s short units', () => {
    inLanguage('de');
    expect(formatDuration(200_000)).toBe('3 Min. 20 Sek.');
    expect(formatDuration(12_000)).toBe('12 Sek.');
    expect(formatDuration(3_840_000)).toBe('1 Std. 4 Min.');
    inLanguage('en');
    expect(formatDuration(200_000)).toBe('3 min 20 sec');
    expect(formatDuration(3_840_000)).toBe('1 hr 4 min');
    expect(formatDuration(-1)).toBe('—');
  });
});

describe('plurals', () => {
  const removeMembers = (language: 'de' | 'en', n: number) => {
    inLanguage(language);
    return i18next.t('segments:removeMembers', { count: n });
  };

  it('say 0, 1, 2 and 1,000 members in English and German', () => {
    expect([0, 1, 2, 1000].map((n) => removeMembers('en', n))).toEqual([
      'Remove 0 members',
      'Remove 1 member',
      'Remove 2 members',
      'Remove 1,000 members',
    ]);
    expect([0, 1, 2, 1000].map((n) => removeMembers('de', n))).toEqual([
      '0 Mitglieder entfernen',
      '1 Mitglied entfernen',
      '2 Mitglieder entfernen',
      '1.000 Mitglieder entfernen',
    ]);
  });
});
