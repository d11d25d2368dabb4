import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { findingCell } from './cellAddress';
import { convertSheet } from './convertSheet';
import { findHeaderRow, matchHeader } from './matchColumns';

const choice = { locale: 'de-de', style: 'de' as const };
const elementsOf = async (json: Blob) => JSON.parse(await json.text()) as Record<string, unknown>[];

/** Windows-1252 bytes of a text of Latin-1 letters, as German Excel saves a CSV file */
const windows1252 = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe('a German CSV from another shop system', () => {
  const csv = [
    'Artikelnummer;Bezeichnung;Preis;Währung;Bestandsgeführt;Typ;Status;EAN;Kategorien;Lieferant',
    'ST-1;Stuhl Müller;12,50;EUR;Ja;standard;Aktiv;0004006381333931;stuehle;Hof',
    ';;;;;;;;;',
    'ST-2;Tisch Größe L;1.234,5;EUR;Nein;Standard;inactive;4006381333931;"tische; esszimmer";Hof',
  ].join('\r\n');

  it('is read as Windows-1252 with semicolons, its values converted, unknown columns left unmapped', async () => {
    const c = await convertSheet(new Blob([windows1252(csv)]), 'artikel.csv', 'product', choice);
    expect(c).toMatchObject({ format: 'csv', encoding: 'windows-1252', delimiter: ';', headerRow: 1, elements: 2, emptyRows: 1, style: 'de' });
    expect(c.columns.map((col) => col.guessed)).toEqual([
      'code', 'name.de-de', 'price.price', 'price.currencyCode', 'isInventoryManaged', 'modelType', 'status', 'identifiers.ean', 'categories', null,
    ]);
    const [first, second] = await elementsOf(c.json);
    expect(first).toEqual({
      code: 'ST-1',
      name: { 'de-de': 'Stuhl Müller' },
      price: { price: 12.5, currencyCode: 'EUR' },
      isInventoryManaged: true,
      modelType: 'standard',
      status: 'Aktiv',
      identifiers: { ean: '0004006381333931' },
      categories: [{ code: 'stuehle' }],
    });
    expect(second).toMatchObject({ price: { price: 1234.5 }, isInventoryManaged: false, modelType: 'standard', status: 'inactive', categories: [{ code: 'tische' }, { code: 'esszimmer' }] });
    expect(c.rowNumbers).toEqual([2, 4]);
  });

  it('maps values the merchant matched ("Aktiv" → active) and columns as the merchant chose', async () => {
    const first = await convertSheet(new Blob([windows1252(csv)]), 'artikel.csv', 'product', choice);
    const mapping = first.mapping.map((path, i) => (i === 9 ? 'identifiers.distiPartNum' : path));
    const c = await convertSheet(new Blob([windows1252(csv)]), 'artikel.csv', 'product', { ...choice, mapping, valueMaps: { status: { Aktiv: 'active' } } });
    const [el] = await elementsOf(c.json);
    expect(el).toMatchObject({ status: 'active', identifiers: { ean: '0004006381333931', distiPartNum: 'Hof' } });
  });

  it('lists the words of an enumeration that match none of its values, for the value step', async () => {
    const c = await convertSheet(new Blob([windows1252(csv)]), 'artikel.csv', 'product', choice);
    expect(c.unmatched).toEqual({ status: [['Aktiv', 1]] });
  });

  it('applies a saved mapping to a sheet with the same headers, and only then', async () => {
    const first = await convertSheet(new Blob([windows1252(csv)]), 'artikel.csv', 'product', choice);
    const headers = first.columns.map((col) => col.header.toUpperCase());
    const saved = [{ id: 'm1', headers, mapping: first.mapping.map((p, i) => (i === 9 ? 'identifiers.distiPartNum' : p)), valueMaps: { status: { Aktiv: 'active' } } }];
    const again = await convertSheet(new Blob([windows1252(csv)]), 'artikel.csv', 'product', { ...choice, saved });
    expect(again).toMatchObject({ appliedMapping: 'm1', unmatched: {} });
    expect((await elementsOf(again.json))[0]).toMatchObject({ status: 'active', identifiers: { distiPartNum: 'Hof' } });
    const other = await convertSheet(new Blob([windows1252(csv)]), 'artikel.csv', 'product', { ...choice, saved: [{ ...saved[0]!, headers: headers.slice(1).concat('X') }] });
    expect(other.appliedMapping).toBeNull();
  });

  it('names a finding by its cell, as the sheet shows it', async () => {
    const c = await convertSheet(new Blob([windows1252(csv)]), 'artikel.csv', 'product', choice);
    expect(findingCell(c, 'product', 1, 'price.price')).toBe("'artikel.csv'!C4");
    expect(findingCell(c, 'product', 0, 'categories[0].code')).toBe("'artikel.csv'!I2");
    expect(findingCell(c, 'product', 0, 'name')).toBe("'artikel.csv'!B2");
    expect(findingCell(c, 'product', 0, 'longName')).toBe("'artikel.csv'!2:2");
  });

  it('says which row an unclosed quote opens on', async () => {
    const broken = 'code;name\na;"open\nb;c\n';
    await expect(convertSheet(new Blob([broken]), 'x.csv', 'product', choice)).rejects.toMatchObject({ code: 'unclosedQuote' });
  });

  it('reads UTF-8 with its byte order mark, and commas in an English file', async () => {
    const text = '\ufeffcode,name.en-us,price.price,price.currencyCode\nA-1,Chair,"1,234.50",USD\n';
    const c = await convertSheet(new Blob([text]), 'en.csv', 'product', { locale: 'en-us', style: 'en' });
    expect(c).toMatchObject({ encoding: 'utf-8-bom', delimiter: ',' });
    expect((await elementsOf(c.json))[0]).toEqual({ code: 'A-1', name: { 'en-us': 'Chair' }, price: { price: 1234.5, currencyCode: 'USD' } });
  });
});

describe('the header row', () => {
  it('is the first row mostly of text that fills the table, not a title above it', () => {
    expect(findHeaderRow([['Preisliste 2024'], [], ['code', 'name', 'price'], ['a', 'A', 1]])).toBe(2);
    expect(findHeaderRow([['code', 'name', 'price'], ['a', 'A', 1]])).toBe(0);
  });
  it('matches localized columns written several ways', () => {
    expect(matchHeader('product', 'Name (en-US)', 'de-de')?.path).toBe('name.en-us');
    expect(matchHeader('product', 'name.de-de', 'en-us')?.path).toBe('name.de-de');
    // the layout's own spelling keeps the locale as written: an export of a catalogue in `de-DE` reads back as `de-DE`
    expect(matchHeader('product', 'name.de-DE', 'en-us')?.path).toBe('name.de-DE');
    expect(matchHeader('attribute', 'values.name.en-US', 'de-de')?.path).toBe('values.name.en-US');
    // any other spelling is a locale in lower case, as the spec's examples write them
    expect(matchHeader('product', 'name.DE-de', 'en-us')?.path).toBe('name.de-de');
    expect(matchHeader('product', 'name.DE-DE', 'en-us')?.path).toBe('name.de-de');
    expect(matchHeader('product', 'Beschreibung_en_gb', 'de-de')?.path).toBe('longDescription.en-gb');
    expect(matchHeader('product', 'options.surface', 'de-de')?.path).toBe('options.surface');
    expect(matchHeader('customer', 'PLZ', 'de-de')?.path).toBe('contacts.postalCode');
    expect(matchHeader('product', 'Lieblingsfarbe', 'de-de')).toBeNull();
  });
});

describe('a workbook', () => {
  it('gives each sheet its entity type by its name, reads typed cells and the sheet asked for', async () => {
    const blob = await writeExcelFile([
      { sheet: 'Kategorien', data: [['code', 'name.de-de', 'sequenceId'], ['stuehle', 'Stühle', 1]] },
      {
        sheet: 'Produkte',
        data: [
          ['code', 'name.de-de', 'modelType', 'isInventoryManaged', 'price.price', 'price.currencyCode', 'identifiers.ean', 'startDate', 'options.surface'],
          ['p-1', 'Stuhl', 'standard', true, 12.5, 'EUR', 4006381333931, { value: new Date(Date.UTC(2024, 2, 1)), format: 'dd.mm.yyyy' }, 'oak;walnut'],
        ],
      },
    ]).toBlob();
    const c = await convertSheet(blob, 'katalog.xlsx', 'product', choice);
    expect(c).toMatchObject({ format: 'xlsx', sheetName: 'Produkte', sheetNames: ['Kategorien', 'Produkte'], sheetGuesses: { Kategorien: 'category', Produkte: 'product' } });
    expect((await elementsOf(c.json))[0]).toEqual({
      code: 'p-1',
      name: { 'de-de': 'Stuhl' },
      modelType: 'standard',
      isInventoryManaged: true,
      price: { price: 12.5, currencyCode: 'EUR' },
      identifiers: { ean: '4006381333931' },
      startDate: '2024-03-01T00:00:00.000Z',
      options: [{ code: 'surface', values: [{ code: 'oak' }, { code: 'walnut' }] }],
    });
    expect(findingCell(c, 'product', 0, 'price.price')).toBe('Produkte!E2');
    const categories = await convertSheet(blob, 'katalog.xlsx', 'category', choice);
    expect((await elementsOf(categories.json))[0]).toEqual({ code: 'stuehle', name: { 'de-de': 'Stühle' }, sequenceId: 1 });
  });

  it('refuses merged cells in the table and formulas saved without results, naming them; a title merged above the table is fine', async () => {
    const title = [{ value: 'Preisliste 2024', columnSpan: 3 }, null, null];
    const header = ['code', 'name.de-de', 'price.price'];
    const fine = await writeExcelFile([title, header, ['p-1', 'Stuhl', 12]]).toBlob();
    expect((await convertSheet(fine, 'liste.xlsx', 'product', choice)).headerRow).toBe(2);
    const merged = await writeExcelFile([title, header, [{ value: 'p-1', rowSpan: 2 }, 'Stuhl', 12], [null, 'Tisch', 13]], { sheet: 'Produkte' }).toBlob();
    await expect(convertSheet(merged, 'liste.xlsx', 'product', choice)).rejects.toMatchObject({ code: 'mergedCells', params: { sheet: 'Produkte', ranges: 'A3:A4' } });
    const formula = await writeExcelFile([header, ['p-1', 'Stuhl', { type: 'Formula', value: '=10+2' }]], { sheet: 'Produkte' }).toBlob();
    await expect(convertSheet(formula, 'liste.xlsx', 'product', choice)).rejects.toMatchObject({ code: 'formulasWithoutValues', params: { cells: 'C2' } });
  });

  it('says an old .xls, a password and a broken zip each in its own words', async () => {
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(convertSheet(new Blob([ole]), 'alt.xls', 'product', choice)).rejects.toMatchObject({ code: 'oldExcel' });
    const locked = new Uint8Array(1024);
    locked.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    locked.set([...'EncryptedPackage'].flatMap((ch) => [ch.charCodeAt(0), 0]), 600);
    await expect(convertSheet(new Blob([locked]), 'geheim.xlsx', 'product', choice)).rejects.toMatchObject({ code: 'passwordProtected' });
    const whole = new Uint8Array(await (await writeExcelFile([['a']]).toBlob()).arrayBuffer());
    await expect(convertSheet(new Blob([whole.slice(0, whole.length / 2)]), 'halb.xlsx', 'product', choice)).rejects.toMatchObject({ code: 'brokenZip' });
    await expect(convertSheet(new Blob(['{}']), 'kaputt.xlsx', 'product', choice)).rejects.toMatchObject({ code: 'brokenZip' });
  });
});

describe("Shopify's product export", () => {
  const csv = [
    'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Variant SKU,Variant Grams,Variant Price,Variant Compare At Price,Variant Taxable,Variant Barcode,Status',
    'oak-chair,Oak chair,<p>Solid oak</p>,Hof,Chairs,wood,TRUE,OC-1,4500,129.00,149.00,TRUE,04006381333931,active',
  ].join('\n');

  it('is matched as its columns say, its shop-own "Type" left unmapped rather than read as a model type', async () => {
    const c = await convertSheet(new Blob([csv]), 'products_export_1.csv', 'product', { locale: 'en-us', style: 'en' });
    expect(Object.fromEntries(c.columns.map((col) => [col.header, c.mapping[col.index]]))).toEqual({
      Handle: 'code',
      Title: 'name.en-us',
      'Body (HTML)': 'longDescription.en-us',
      Vendor: null,
      Type: null,
      Tags: null,
      Published: null,
      'Variant SKU': 'identifiers.sku',
      'Variant Grams': 'shippingInformation.weight',
      'Variant Price': 'price.price',
      'Variant Compare At Price': 'price.msrp',
      'Variant Taxable': 'isTaxed',
      'Variant Barcode': 'identifiers.ean',
      Status: 'status',
    });
    expect((await elementsOf(c.json))[0]).toMatchObject({
      code: 'oak-chair',
      price: { price: 129, msrp: 149 },
      isTaxed: true,
      identifiers: { sku: 'OC-1', ean: '04006381333931' },
      status: 'active',
    });
  });

  it('reads "Type" as the model type in a sheet that is not Shopify\'s', async () => {
    const c = await convertSheet(new Blob(['Code,Name,Type\nc-1,Chair,standard']), 'p.csv', 'product', { locale: 'en-us', style: 'en' });
    expect(c.mapping).toEqual(['code', 'name.en-us', 'modelType']);
  });
});

describe('a second German file from the same system, with no saved mapping', () => {
  it('is mapped by its header words alone, as the first was', async () => {
    const header = 'Artikelnummer;Bezeichnung;Preis;Währung;Bestandsgeführt;Typ';
    const first = await convertSheet(new Blob([windows1252(`${header}\r\nA-1;Stuhl;12,50;EUR;Ja;standard`)]), 'januar.csv', 'product', choice);
    const second = await convertSheet(new Blob([windows1252(`${header}\r\nB-7;Bank;99,00;EUR;Nein;standard\r\nB-8;Hocker;5;EUR;ja;standard`)]), 'februar.csv', 'product', choice);
    expect(second.appliedMapping).toBeNull();
    expect(second.mapping).toEqual(first.mapping);
    expect(await elementsOf(second.json)).toEqual([
      { code: 'B-7', name: { 'de-de': 'Bank' }, price: { price: 99, currencyCode: 'EUR' }, isInventoryManaged: false, modelType: 'standard' },
      { code: 'B-8', name: { 'de-de': 'Hocker' }, price: { price: 5, currencyCode: 'EUR' }, isInventoryManaged: true, modelType: 'standard' },
    ]);
  });
});
