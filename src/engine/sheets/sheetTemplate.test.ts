/** A template read by the wizard as it is: every column matched, its example row one element that the checker passes. */
import { describe, expect, it } from 'vitest';
import { entityTypes } from '../../contract/terms';
import { validateImportFile } from '../checker/validateImportFile';
import { convertSheet } from './convertSheet';
import { readSheets } from './readSheets';
import { templateSheets } from './sheetTemplate';
import { templateWords } from './templateWords';
import { writeWorkbook } from './writeSheet';

const known = {
  categories: ['chairs', 'tables'],
  totals: { categories: 1250 },
  choices: [{ code: 'surface', use: 'option' as const, values: ['oak', 'walnut'] }],
  locations: ['berlin', 'hamburg'],
};

describe('a template', () => {
  it.each(entityTypes)('%s: read by the wizard, every column is matched and the example row passes the checker', async (entity) => {
    const book = await writeWorkbook(templateSheets(entity, { locales: ['de-de', 'en-us'], words: templateWords(entity), known }));
    const conversion = await convertSheet(book, 'template.xlsx', entity, { locale: 'en-us', style: 'en' });
    expect(conversion.mapping.filter((path) => path === null)).toEqual([]);
    expect(conversion.elements).toBe(1);
    const result = await validateImportFile(conversion.json, { entity, strategy: 'partial' });
    expect(result.problems).toEqual([]);
    expect(result.problemCount).toBe(0);
  });

  it('explains each column: its meaning in the locale, whether it is required, its values from the spec and the live catalogue', async () => {
    const book = await writeWorkbook(templateSheets('product', { locales: ['de-de'], words: templateWords('product'), known }));
    const read = await readSheets(book, 'template.xlsx');
    expect(read.sheets.map((s) => s.name)).toEqual(['Products', 'Columns']);
    const [headings, ...rows] = read.sheets[1]!.rows;
    expect(headings).toEqual(['Column', 'Meaning', 'Required', 'Values', 'How to write it']);
    const row = (column: string) => rows.find((r) => r[0] === column);
    expect(row('name.de-de')).toEqual(['name.de-de', 'Name (de-de)', 'Yes', null, 'Text in the locale the header names']);
    expect(row('status')?.[3]).toBe('active, inactive, scheduled');
    expect(row('isInventoryManaged')?.slice(2, 4)).toEqual(['Yes', 'Yes or No (also Ja/Nein, true/false, 1/0, x)']);
    expect(row('categories')?.[3]).toBe('chairs, tables and 1,248 more');
    expect(row('options.surface')?.[3]).toBe('oak, walnut');
    expect(row('price.salePrice')?.[1]).toBe('Sale price');
    expect(row('price.salePrice')?.[4]).toBe('A number, with a decimal comma or point (12,5 or 12.5)');
    // the example row: a product in the catalogue's first category
    const [header, example] = read.sheets[0]!.rows;
    expect(example![header!.indexOf('categories')]).toBe('chairs');
    expect(example![header!.indexOf('identifiers.ean')]).toBe('04006381333931');
  });
});
