import { describe, expect, it } from 'vitest';
import { readSheets } from '../sheets/readSheets';
import { exportCatalog, exportFilters, exportWholeCatalog, type WholeCatalog } from './exportCatalog';

const signal = new AbortController().signal;

describe('exportCatalog', () => {
  it('writes every page into one JSON array, one element a line, and counts them', async () => {
    const all = Array.from({ length: 2_500 }, (_, i) => ({ code: `p-${i}`, name: { 'de-de': `Produkt ${i}` } }));
    const asked: unknown[] = [];
    const catalog: WholeCatalog = {
      async whole(offset, filters) {
        asked.push(filters);
        return { items: all.slice(offset, offset + 1000), unread: offset ? [] : ['shortDescription'], total: all.length };
      },
    };
    const progress: number[] = [];
    const { blob, count, unread } = await exportCatalog({ entity: 'product', status: 'active' }, { catalog, signal, onProgress: (p) => progress.push(p.done) });
    const text = await blob.text();
    expect(JSON.parse(text)).toEqual(all);
    expect(text.split('\n')).toHaveLength(2_500 + 3);
    expect(count).toBe(2_500);
    expect(unread).toEqual(['shortDescription']);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(asked[0]).toEqual({ status: 'active' });
  });

  it('reads on to the first empty page where the service says no total', async () => {
    const all = Array.from({ length: 2_500 }, (_, i) => ({ code: `p-${i}` }));
    const asked: number[] = [];
    const catalog: WholeCatalog = { whole: async (offset) => (asked.push(offset), { items: all.slice(offset, offset + 1000), unread: [], total: undefined }) };
    const { blob, count } = await exportCatalog({ entity: 'product' }, { catalog, signal });
    expect(asked).toEqual([0, 1000, 2000, 2500]);
    expect(count).toBe(2_500);
    expect(JSON.parse(await blob.text())).toEqual(all);
  });

  it('an empty catalog is an empty array', async () => {
    const { blob, count } = await exportCatalog({ entity: 'attribute' }, { catalog: { whole: async () => ({ items: [], unread: [], total: 0 }) }, signal });
    expect(JSON.parse(await blob.text())).toEqual([]);
    expect(count).toBe(0);
  });

  it('filters as the list call spells them: stock by product code and location, attributes without a status', () => {
    expect(exportFilters({ entity: 'inventory', codeContains: 'tee', status: 'inactive', locationCode: 'berlin' })).toEqual({
      productCode: { $ct: 'tee' },
      status: 'inactive',
      locationCode: 'berlin',
    });
    expect(exportFilters({ entity: 'attribute', codeContains: 'col', status: 'active' })).toEqual({ code: { $ct: 'col' } });
  });

  it('filters customers by e-mail address, status and, with the switch, registered ones only', () => {
    expect(exportFilters({ entity: 'customer', codeContains: 'example.com', status: 'active', leaveOutGuests: true })).toEqual({
      emailAddress: { $ct: 'example.com' },
      status: 'active',
      isAnonymous: false,
    });
    // the switch is the customer list's: stock has no guests
    expect(exportFilters({ entity: 'inventory', leaveOutGuests: true })).toEqual({});
  });

  it('pages on by what the service read, and counts apart the customers it could not write', async () => {
    // pages of 3 customers, of which the guests without a number become no element
    const all = Array.from({ length: 7 }, (_, i) => (i % 3 === 2 ? null : { externalCustomerNumber: `c-${i}` }));
    const asked: number[] = [];
    const catalog: WholeCatalog = {
      async whole(offset) {
        asked.push(offset);
        const page = all.slice(offset, offset + 3);
        const items = page.filter((c) => c !== null);
        return { items, read: page.length, keyless: page.length - items.length, unread: ['password'], total: all.length };
      },
    };
    const { blob, count, keyless } = await exportCatalog({ entity: 'customer' }, { catalog, signal });
    expect(asked).toEqual([0, 3, 6]);
    expect(count).toBe(5);
    expect(keyless).toBe(2);
    expect(JSON.parse(await blob.text())).toEqual(all.filter((c) => c !== null));
  });
});

describe('exportCatalog as a spreadsheet', () => {
  const sheet = {
    format: 'csv' as const,
    mapping: null,
    csv: { delimiter: ';' as const, decimal: ',' as const, yes: 'Ja', no: 'Nein' },
    sheetName: 'Produkte',
    notes: { sheetName: 'Hinweise', sheetHeading: 'Blatt', unread: 'Nicht geliefert', left: 'Keine Spalte:', keyless: 'Ohne Kundennummer' },
    tooManyRows: '{{sheet}}: {{count}} > {{limit}}',
    numberLocale: 'de',
  };
  const pagesOf = (all: Record<string, unknown>[], unread: string[] = []): WholeCatalog => ({
    whole: async (offset) => ({ items: all.slice(offset, offset + 2), unread, total: all.length }),
  });

  it('writes every page as rows of one CSV file, in the page’s way, and counts what no column holds', async () => {
    const all = [
      { code: 'p-1', name: { 'de-de': 'Stuhl' }, isInventoryManaged: true, price: { price: 12.5, currencyCode: 'EUR' } },
      { code: 'p-2', name: { 'de-de': 'Tisch' }, isInventoryManaged: false, media: [{ url: 'https://example.com/t.jpg', type: 'image' }] },
      { code: 'p-3', name: { 'de-de': 'Bank' } },
    ];
    const { blob, count, left, unread } = await exportCatalog({ entity: 'product' }, { catalog: pagesOf(all, ['shortDescription']), signal, sheet });
    expect(count).toBe(3);
    expect(unread).toEqual(['shortDescription']);
    expect(left).toEqual([['media', 1]]);
    expect([...new Uint8Array(await blob.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blob.text()).split('\r\n')).toEqual(['code;name.de-de;isInventoryManaged;price.price;price.currencyCode', 'p-1;Stuhl;Ja;12,5;EUR', 'p-2;Tisch;Nein;;', 'p-3;Bank;;;', '']);
  });

  it('refuses, before the rest is read, more rows than the wizard reads back from such a sheet', async () => {
    const asked: number[] = [];
    const catalog: WholeCatalog = { whole: async (offset) => (asked.push(offset), { items: [{ code: 'p' }], unread: [], total: 250_001 }) };
    await expect(exportCatalog({ entity: 'product' }, { catalog, signal, sheet: { ...sheet, format: 'xlsx' } })).rejects.toThrow('Produkte: 250.001 > 250.000');
    expect(asked).toEqual([0]);
  });

  it('refuses as soon as the rows pass the limit where the service says no total', async () => {
    const catalog: WholeCatalog = { whole: async () => ({ items: Array.from({ length: 100_000 }, (_, i) => ({ code: `p-${i}` })), unread: [], total: undefined }) };
    await expect(exportCatalog({ entity: 'product' }, { catalog, signal, sheet: { ...sheet, format: 'xlsx' } })).rejects.toThrow('Produkte: 300.000 > 250.000');
  });

  it('writes the whole catalogue as one workbook, a sheet per entity type in the order of the import, and its notes', async () => {
    const catalogs: Record<string, WholeCatalog> = {
      attribute: pagesOf([{ code: 'surface', type: 'text', use: 'option', name: { 'de-de': 'Oberfläche' }, values: [{ code: 'oak', sequenceId: 0, name: { 'de-de': 'Eiche' } }] }]),
      category: pagesOf([{ code: 'chairs', name: { 'de-de': 'Stühle' }, sequenceId: 1 }]),
      product: pagesOf([{ code: 'p-1', name: { 'de-de': 'Stuhl' }, modelType: 'standard', isInventoryManaged: true }], ['shortDescription']),
      inventory: pagesOf([{ productCode: 'p-1', locationCode: 'main', sku: 'p-1', onHand: 3 }]),
    };
    const sheetNames = { attribute: 'Attribute', category: 'Kategorien', product: 'Produkte', inventory: 'Bestand' };
    const { blob, count } = await exportWholeCatalog((entity) => catalogs[entity]!, { signal, sheet: { ...sheet, format: 'xlsx' }, sheetNames });
    expect(count).toBe(4);
    const read = await readSheets(blob, 'katalog.xlsx');
    expect(read.sheets.map((s) => s.name)).toEqual(['Attribute', 'Kategorien', 'Produkte', 'Bestand', 'Hinweise']);
    expect(read.sheets[3]!.rows).toEqual([['productCode', 'locationCode', 'sku', 'onHand'], ['p-1', 'main', 'p-1', 3]]);
    expect(read.sheets[4]!.rows).toEqual([['Blatt', 'Hinweise', null], ['Produkte', 'Nicht geliefert', 'shortDescription']]);
  });

  it('writes customers a row each, their address as contacts columns, and notes the ones without a number', async () => {
    const catalog: WholeCatalog = {
      whole: async () => ({
        items: [
          {
            externalCustomerNumber: '0042',
            firstName: 'Erika',
            lastName: 'Mustermann',
            emailAddress: 'erika@example.com',
            isAnonymous: false,
            contacts: [{ firstName: 'Erika', lastName: 'Mustermann', address1: 'Heidestraße 17', city: 'Köln', postalCode: '51147', country: 'DE' }],
            settings: { marketingOptIn: true },
          },
        ],
        read: 2,
        keyless: 1,
        unread: ['password', 'attributes'],
        total: 2,
      }),
    };
    const { blob, count, keyless } = await exportCatalog({ entity: 'customer' }, { catalog, signal, sheet: { ...sheet, format: 'xlsx', sheetName: 'Kunden' } });
    expect([count, keyless]).toEqual([1, 1]);
    const read = await readSheets(blob, 'kunden.xlsx');
    const [header, row] = read.sheets[0]!.rows;
    const cell = (name: string) => row![header!.indexOf(name)];
    // the number stays text, its leading zeros kept
    expect([cell('externalCustomerNumber'), cell('contacts.address1'), cell('contacts.postalCode'), cell('settings.marketingOptIn')]).toEqual(['0042', 'Heidestraße 17', '51147', true]);
    expect(read.sheets[1]!.rows).toEqual([
      ['Blatt', 'Hinweise', null],
      ['Kunden', 'Nicht geliefert', 'password, attributes'],
      ['Kunden', 'Ohne Kundennummer', 1],
    ]);
  });
});
