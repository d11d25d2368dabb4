/** A sheet read once and made into import files again with the merchant's corrections; the corrected sheet written back in its own format. */
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { SheetBook } from './sheetBook';
import { readSheets } from './readSheets';
import { cellKey, noEdits, type SheetEdits } from './sheetEdits';

const choice = { locale: 'de-de', style: 'de' as const };
const elementsOf = async (json: Blob) => JSON.parse(await json.text()) as Record<string, unknown>[];
const csv = (text: string) => new Blob([text], { type: 'text/csv' });
const germanCsv = () => csv(['Artikelnummer;Bezeichnung;Preis;Währung', 'p-1;Stuhl;12,5O;EUR', 'p-2;Tisch;30;', 'p-3;Bank;40;'].join('\r\n'));

describe('a sheet corrected in the wizard', () => {
  it('writes a cell anew, replaces a value in a column (empty cells too), leaves a row out, and counts each', async () => {
    const book = new SheetBook(germanCsv(), 'artikel.csv');
    const edits: SheetEdits = {
      cells: { [cellKey(2, 2)]: '12,50' },
      replacements: [{ column: 3, from: '', to: 'EUR' }],
      leftOut: [3],
    };
    const c = await book.convert('product', { ...choice, edits });
    expect(c.rowNumbers).toEqual([2, 4]);
    expect(c.leftOut).toEqual([3]);
    expect(c.replaced).toEqual([1]);
    expect(c.elements).toBe(2);
    expect(await elementsOf(c.json)).toEqual([
      expect.objectContaining({ code: 'p-1', price: expect.objectContaining({ price: 12.5, currencyCode: 'EUR' }) }),
      expect.objectContaining({ code: 'p-3', price: expect.objectContaining({ price: 40, currencyCode: 'EUR' }) }),
    ]);
    // the grid's rows show the cells as corrected, left-out rows as they are
    expect(book.rows('product', [2, 3, 4])).toEqual([
      ['p-1', 'Stuhl', '12,50', 'EUR'],
      ['p-2', 'Tisch', '30', 'EUR'],
      ['p-3', 'Bank', '40', 'EUR'],
    ]);
  });

  it('makes the same file again once the corrections are undone', async () => {
    const book = new SheetBook(germanCsv(), 'artikel.csv');
    const first = await (await book.convert('product', choice)).json.text();
    await book.convert('product', { ...choice, edits: { cells: { [cellKey(2, 2)]: '1' }, replacements: [], leftOut: [2] } });
    expect(await (await book.convert('product', { ...choice, edits: noEdits })).json.text()).toBe(first);
  });

  it('downloads a corrected CSV file with its delimiter, a byte order mark, and without the rows left out', async () => {
    const book = new SheetBook(germanCsv(), 'artikel.csv');
    await book.convert('product', { ...choice, edits: { cells: { [cellKey(2, 2)]: '12,50' }, replacements: [], leftOut: [3] } });
    const corrected = await book.corrected('product');
    const bytes = new Uint8Array(await corrected.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const again = await readSheets(corrected, 'artikel (corrected).csv');
    expect(again).toMatchObject({ delimiter: ';', encoding: 'utf-8-bom' });
    expect(again.sheets[0]?.rows).toEqual([
      ['Artikelnummer', 'Bezeichnung', 'Preis', 'Währung'],
      ['p-1', 'Stuhl', '12,50', 'EUR'],
      ['p-3', 'Bank', '40', ''],
    ]);
  });

  it('downloads a corrected workbook with every sheet, typed cells kept, only the corrected sheet changed', async () => {
    const workbook = await writeExcelFile([
      { sheet: 'Kategorien', data: [['code', 'name.de-de'], ['stuehle', 'Stühle']] },
      { sheet: 'Produkte', data: [['code', 'name.de-de', 'price.price', 'identifiers.ean'], ['p-1', 'Stuhl', 12.5, '04006381333931'], ['p-2', 'Tisch', 'zwölf', '4006381333948']] },
    ]).toBlob();
    const book = new SheetBook(workbook, 'katalog.xlsx');
    const c = await book.convert('product', { ...choice, sheetName: 'Produkte', edits: { cells: { [cellKey(3, 2)]: '12' }, replacements: [], leftOut: [] } });
    expect((await elementsOf(c.json))[1]).toMatchObject({ code: 'p-2', price: { price: 12 } });
    const again = await readSheets(await book.corrected('product'), 'katalog (corrected).xlsx');
    expect(again.sheets.map((s) => s.name)).toEqual(['Kategorien', 'Produkte']);
    expect(again.sheets[0]?.rows).toEqual([['code', 'name.de-de'], ['stuehle', 'Stühle']]);
    expect(again.sheets[1]?.rows).toEqual([
      ['code', 'name.de-de', 'price.price', 'identifiers.ean'],
      ['p-1', 'Stuhl', 12.5, '04006381333931'],
      ['p-2', 'Tisch', '12', '4006381333948'],
    ]);
  });
});
