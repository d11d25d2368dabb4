/** The workbook writer: what read-excel-file (and so Excel's format) reads back, and the parts a spreadsheet program shows. */
import { unzipSync, strFromU8 } from 'fflate';
import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { writeXlsx, xmlText } from './xlsxWriter';

const partsOf = async (blob: Blob) => {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
};

describe('the workbook writer', () => {
  it('writes typed cells that read back as they were, in sheets of their own names', async () => {
    const when = new Date('2025-03-01T00:00:00.000Z');
    const blob = writeXlsx([
      { name: 'Produkte', header: ['code', 'price', 'flag', 'date', 'text'], textColumns: [true], rows: [['0042', 12.5, true, when, '  Ä & <b> "x"  '], ['p-2', -3, false, null, null]] },
      { name: 'Produkte', rows: [['a', 'b']] },
    ]);
    const sheets = (await readXlsxFile(await blob.arrayBuffer())) as unknown as { sheet: string; data: unknown[][] }[];
    expect(sheets.map((s) => s.sheet)).toEqual(['Produkte', 'Produkte 2']);
    expect(sheets[0]!.data).toEqual([
      ['code', 'price', 'flag', 'date', 'text'],
      // the reader trims text; the file keeps the spaces (below)
      ['0042', 12.5, true, when, 'Ä & <b> "x"'],
      ['p-2', -3, false, null, null],
    ]);
    expect((await partsOf(blob))['xl/worksheets/sheet1.xml']).toContain('<is><t xml:space="preserve">  Ä &amp; &lt;b&gt; &quot;x&quot;  </t></is>');
    expect(sheets[1]!.data).toEqual([['a', 'b']]);
  });

  it('freezes and bolds the header, keeps codes in the text format, and sizes the columns by what they hold', async () => {
    const parts = await partsOf(writeXlsx([{ name: 'S', header: ['code', 'name'], textColumns: [true, false], rows: [['4006381333931', 'x'.repeat(100)]] }]));
    const sheet = parts['xl/worksheets/sheet1.xml']!;
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t>code</t></is></c>');
    expect(sheet).toContain('<c r="A2" s="2" t="inlineStr"><is><t>4006381333931</t></is></c>');
    expect(sheet).toContain('<col min="1" max="1" width="15" customWidth="1"/><col min="2" max="2" width="60" customWidth="1"/>');
    expect(parts['xl/styles.xml']).toContain('<xf numFmtId="49"');
    // no formula is ever written
    expect(sheet).not.toContain('<f>');
  });

  it('keeps text that would start a formula as text, with Excel’s quote prefix and no apostrophe in its value', async () => {
    const blob = writeXlsx([{ name: 'S', header: ['=code', 'phone'], textColumns: [true, false], rows: [['=1+2', '+49 6033 1234'], ['-5 %', '@home']] }]);
    const parts = await partsOf(blob);
    const sheet = parts['xl/worksheets/sheet1.xml']!;
    expect(sheet).toContain('<c r="A1" s="7" t="inlineStr"><is><t>=code</t></is></c>');
    expect(sheet).toContain('<c r="A2" s="6" t="inlineStr"><is><t>=1+2</t></is></c>');
    expect(sheet).toContain('<c r="B2" s="5" t="inlineStr"><is><t>+49 6033 1234</t></is></c>');
    expect(parts['xl/styles.xml']).toContain('<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>');
    expect(parts['xl/styles.xml']).toContain('<cellXfs count="8">');
    const [read] = (await readXlsxFile(await blob.arrayBuffer())) as unknown as { data: unknown[][] }[];
    expect(read!.data).toEqual([['=code', 'phone'], ['=1+2', '+49 6033 1234'], ['-5 %', '@home']]);
  });

  it('leaves out what XML cannot hold rather than write a file Excel refuses', () => {
    expect(xmlText('a\u0001b\u000bc\ud800d')).toBe('abcd');
    expect(xmlText('tab\tand\nline')).toBe('tab\tand\nline');
  });
});
