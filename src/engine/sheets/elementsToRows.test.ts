/** Elements written as a sheet and read by the wizard again: the same elements, through a CSV file and through a workbook. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogEntityType } from '../../contract/terms';
import { convertSheet } from './convertSheet';
import { SheetRows } from './elementsToRows';
import { readSheets } from './readSheets';
import { writeCsv, writeWorkbook, type CsvStyle } from './writeSheet';

type Obj = Record<string, unknown>;
const fixture = (name: string) => JSON.parse(readFileSync(`e2e/fixtures/real-catalog/${name}`, 'utf8')) as Obj[];
const catalog: [CatalogEntityType, string][] = [
  ['attribute', 'attributes.json'],
  ['category', 'categories.json'],
  ['product', 'products.json'],
  ['inventory', 'inventory.json'],
];
const german: CsvStyle = { delimiter: ';', decimal: ',', yes: 'Ja', no: 'Nein' };
const english: CsvStyle = { delimiter: ',', decimal: '.', yes: 'Yes', no: 'No' };

const rowsOf = (entity: CatalogEntityType, elements: readonly Obj[]) => {
  const rows = new SheetRows(entity);
  for (const el of elements) rows.add(el);
  return rows;
};
const readBack = async (file: Blob, name: string, entity: CatalogEntityType, sheetName?: string) => {
  const c = await convertSheet(file, name, entity, { locale: 'en-us', style: 'en', sheetName });
  return { conversion: c, elements: JSON.parse(await c.json.text()) as Obj[] };
};

describe('elements as a sheet and back', () => {
  it('keeps a catalogue’s locales as the service spells them, capitals and all', async () => {
    const elements = [{ code: 'p-1', name: { 'de-DE': 'Stuhl', 'en-US': 'Chair' }, modelType: 'standard' }];
    const rows = rowsOf('product', elements);
    const columns = rows.columns();
    expect(columns.map((c) => c.header)).toEqual(['code', 'name.de-DE', 'name.en-US', 'modelType']);
    const { elements: back } = await readBack(writeCsv(columns, rows.cellRows(columns), english), 'products.csv', 'product');
    expect(back).toEqual(elements);
  });

  it.each(catalog)('%s: a German CSV file gives the same elements, every column read', async (entity, name) => {
    const elements = fixture(name);
    const rows = rowsOf(entity, elements);
    expect(rows.left.size).toBe(0);
    const columns = rows.columns();
    const file = writeCsv(columns, rows.cellRows(columns), german);
    expect(new Uint8Array(await file.slice(0, 3).arrayBuffer())).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const { conversion, elements: back } = await readBack(file, `${entity}.csv`, entity);
    expect(conversion.delimiter).toBe(';');
    expect(conversion.mapping.every((path) => path !== null)).toBe(true);
    expect(back).toEqual(elements);
  });

  it.each(catalog)('%s: an English CSV file gives the same elements', async (entity, name) => {
    const elements = fixture(name);
    const rows = rowsOf(entity, elements);
    const columns = rows.columns();
    const { elements: back } = await readBack(writeCsv(columns, rows.cellRows(columns), english), `${entity}.csv`, entity);
    expect(back).toEqual(elements);
  });

  it('a workbook of the four: each sheet gives its elements, typed cells and all', async () => {
    const sheets = catalog.map(([entity, name]) => {
      const rows = rowsOf(entity, fixture(name));
      const columns = rows.columns();
      return { name: entity, columns, rows: rows.cellRows(columns) };
    });
    const book = await writeWorkbook(sheets);
    const read = await readSheets(book, 'catalog.xlsx');
    expect(read.sheets.map((s) => s.name)).toEqual(['attribute', 'category', 'product', 'inventory']);
    // the price is a number cell, the code and the EAN text, the flag a yes/no cell
    const products = read.sheets[2]!.rows;
    const header = products[0]!;
    expect(typeof products[1]![header.indexOf('price.price')]).toBe('number');
    expect(typeof products[1]![header.indexOf('isInventoryManaged')]).toBe('boolean');
    for (const [entity, name] of catalog) expect((await readBack(book, 'catalog.xlsx', entity, entity)).elements).toEqual(fixture(name));
  });

  it('keeps codes of digits, dates, numbers with decimals and text that would start a formula as they were', async () => {
    const product = {
      code: '=SUM(A1)',
      name: { 'de-de': '-20 % Rabatt', 'en-us': '@home' },
      modelType: 'standard',
      isInventoryManaged: false,
      identifiers: { ean: '04006381333931' },
      price: { price: 1234.56, currencyCode: 'EUR' },
      startDate: '2025-03-01T00:00:00.000Z',
      endDate: '2025-03-31T18:30:00.000Z',
    };
    const rows = rowsOf('product', [product]);
    const columns = rows.columns();
    const csv = writeCsv(columns, rows.cellRows(columns), german);
    expect(await csv.text()).toContain(`'=SUM(A1);'-20 % Rabatt;'@home;standard;Nein;1234,56;EUR;04006381333931;2025-03-01T00:00:00.000Z;2025-03-31T18:30:00.000Z`);
    expect((await readBack(csv, 'p.csv', 'product')).elements).toEqual([product]);
    const book = await writeWorkbook([{ name: 'Products', columns, rows: rows.cellRows(columns) }]);
    const read = await readSheets(book, 'p.xlsx');
    // in a workbook the text stays as it is, marked with Excel's quote prefix: never a formula, and no apostrophe to see
    expect(read.sheets[0]!.rows[1]).toContain('=SUM(A1)');
    expect(read.sheets[0]!.rows[1]!.find((c) => c instanceof Date)).toEqual(new Date('2025-03-01T00:00:00.000Z'));
    expect((await readBack(book, 'p.xlsx', 'product')).elements).toEqual([product]);
  });

  it('names what no column holds rather than lose it unsaid', () => {
    const leftOf = (entity: CatalogEntityType, el: Obj) => [...rowsOf(entity, [el]).left.keys()];
    const left = leftOf('product', {
      code: 'p',
      name: { 'de-de': 'P' },
      media: [{ url: 'x', type: 'image' }],
      price: { price: 1, currencyCode: 'EUR', priceType: 'list' },
      options: [{ code: 'size', values: [{ code: 's' }] }],
    });
    expect(left.sort()).toEqual(['media', 'price.priceType']);
    expect(leftOf('attribute', { code: 'a', values: [{ code: 'x', swatch: { type: 'color' } }] })).toEqual(['values.swatch']);
    expect(leftOf('product', { code: 'p', categories: [{ code: 'a', isPrimary: true }, { code: 'b', isPrimary: false }] })).toEqual(['categories']);
  });

  it('keeps what real catalogues hold: values counted from 1 and unsorted, a name missing in a locale, stock without a SKU', async () => {
    const attribute = {
      code: 'colour',
      type: 'text',
      use: 'option',
      name: { 'de-de': 'Farbe', 'en-us': 'Colour' },
      values: [
        { code: 'blue', sequenceId: 3, name: { 'de-de': 'Blau', 'en-us': 'Blue' } },
        { code: 'red', sequenceId: 1, name: { 'de-de': 'Rot', 'en-us': 'Red' } },
        { code: 'green', sequenceId: 2, name: { 'en-us': 'Green' } },
      ],
    };
    const stock = { productCode: 'p-1', locationCode: 'main', sku: null, onHand: 4 };
    for (const [entity, element] of [['attribute', attribute], ['inventory', stock]] as const) {
      const rows = rowsOf(entity, [element]);
      expect(rows.left.size).toBe(0);
      const columns = rows.columns();
      const { elements: back } = await readBack(writeCsv(columns, rows.cellRows(columns), german), `${entity}.csv`, entity);
      // the values in their sequence, as the sheet lists them
      expect(back).toEqual([entity === 'attribute' ? { ...attribute, values: [attribute.values[1], attribute.values[2], attribute.values[0]] } : element]);
    }
  });

  it('writes a key that two columns of a mapping name into the first of them only', () => {
    const rows = new SheetRows('product', { id: 'm', headers: ['Nr', 'Kategorie 1', 'Kategorie 2'], mapping: ['code', 'categories', 'categories'], valueMaps: {} });
    rows.add({ code: 'p', categories: [{ code: 'a' }, { code: 'b' }] });
    expect([...rows.cellRows(rows.columns())]).toEqual([['p', 'a;b', null]]);
  });

  it('writes through a saved mapping: its headers in its order, its value words, and what it has no column for counted', async () => {
    const rows = new SheetRows('product', {
      id: 'm',
      headers: ['Artikelnummer', 'Bezeichnung', 'Notiz', 'Status', 'Bestandsgeführt'],
      mapping: ['code', 'name.de-de', null, 'status', 'isInventoryManaged'],
      valueMaps: { status: { Aktiv: 'active', Inaktiv: 'inactive' }, isInventoryManaged: { J: 'true', N: 'false' } },
    });
    rows.add({ code: 'p-1', name: { 'de-de': 'Stuhl', 'en-us': 'Chair' }, status: 'active', isInventoryManaged: true, modelType: 'standard' });
    const columns = rows.columns();
    expect(columns.map((c) => c.header)).toEqual(['Artikelnummer', 'Bezeichnung', 'Notiz', 'Status', 'Bestandsgeführt']);
    expect([...rows.cellRows(columns)]).toEqual([['p-1', 'Stuhl', null, 'Aktiv', 'J']]);
    expect(Object.fromEntries(rows.left)).toEqual({ 'name.en-us': 1, modelType: 1 });
  });
});
