import { afterEach, describe, expect, it } from 'vitest';
import { i18next, setLanguage } from '@/i18n/i18n';
import type { FieldChange } from '@/engine/preview/compareElements';
import { changeLine } from './previewWords';

const t = () => i18next.getFixedT(null, 'wizard');
const line = (change: FieldChange, currency?: string) => changeLine(t(), change, currency);

afterEach(() => setLanguage('en'));

describe('a change line names the field in the merchant’s words, the path as a hint', () => {
  it('says the word and the path the file writes, in English', () => {
    expect(line({ path: ['price', 'salePrice'], before: 10, after: 12.5 }, 'EUR')).toBe('Sale price (price.salePrice): €10.00 → €12.50');
    expect(line({ path: ['shippingInformation', 'weight'], before: 1, after: 2 })).toBe('Weight (shippingInformation.weight): 1 → 2');
    expect(line({ path: ['onHand'], before: 4, after: undefined })).toBe('Stock on hand (onHand): 4 → (not set)');
  });

  it('leaves the path out where it is the word itself, and keeps the locale of a text', () => {
    expect(line({ path: ['name', 'de-de'], before: 'Hemd', after: 'Oberhemd' })).toBe('Name (de-de): Hemd → Oberhemd');
    expect(line({ path: ['price', 'price'], before: 10, after: 12 }, 'EUR')).toBe('Price: €10.00 → €12.00');
    expect(line({ path: ['shortDescription', 'en-us'], before: 'Old', after: 'New' })).toBe('Short description (shortDescription, en-us): Old → New');
  });

  it('knows a field inside a coded list by its path without the code, and shows the code in the hint', () => {
    expect(line({ path: ['options', { code: 'color' }, 'values'], added: ['red'], removed: ['blue'] })).toBe('Option values (options[color].values): + red, − blue');
    expect(line({ path: ['values', { code: 'red' }, 'name', 'de-de'], before: 'Rot', after: 'Hellrot' })).toBe('Value name (values[red].name, de-de): Rot → Hellrot');
    expect(line({ path: ['categories'], added: ['shoes'], removed: [] })).toBe('Categories: + shoes');
  });

  it('shows a path it has no word for as it is', () => {
    expect(line({ path: ['shippingInformation', 'depth'], before: 1, after: 2 })).toBe('shippingInformation.depth: 1 → 2');
    expect(line({ path: ['constructor'], before: 1, after: 2 })).toBe('constructor: 1 → 2');
    expect(line({ path: ['seoTitle', 'de-de'], before: 'A', after: 'B' })).toBe('seoTitle (de-de): A → B');
  });

  it('says the words in German on a German page', async () => {
    await setLanguage('de');
    expect(line({ path: ['price', 'salePrice'], before: 10, after: 12.5 }, 'EUR')).toBe('Angebotspreis (price.salePrice): 10,00\u00a0€ → 12,50\u00a0€');
    expect(line({ path: ['name', 'de-de'], before: 'Hemd', after: 'Oberhemd' })).toBe('Name (de-de): Hemd → Oberhemd');
    expect(line({ path: ['onHand'], before: 4, after: 5 })).toBe('Lagerbestand (onHand): 4 → 5');
  });
});
