import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileCheckResult } from '@/engine/checker/checkResult';
import { setLanguage } from '@/i18n/i18n';
import { FileCheckReport } from './FileCheckReport';
import { problemsCsv } from './problemWords';
import type { CrossFileFinding } from './useCatalogChecks';

const result = (over: Partial<FileCheckResult> = {}): FileCheckResult => ({
  entity: 'product',
  strategy: 'full',
  bytes: 2048,
  elements: 3,
  toAddOrChange: 3,
  toDelete: 0,
  elementsWithProblems: 0,
  problemCount: 0,
  problems: [],
  elementsWithWarnings: 1,
  warningCount: 1,
  warnings: [{ index: 1, key: 'sofa-2', field: 'color', code: 'unknownProductField' }],
  references: { category: [], attribute: [], attributeValue: [] },
  keys: ['sofa-1', 'sofa-2', 'sofa-3'],
  keysComplete: true,
  fileProblem: null,
  looksLike: null,
  durationMs: 3,
  ...over,
});
const finding = (severity: CrossFileFinding['severity'], code: string): CrossFileFinding => ({
  kind: 'category',
  code,
  elements: 2,
  deletedBy: null,
  severity,
  reason: `category “${code}” (named by 2 elements of products.json) is in no file of this import; ${severity}`,
});
const show = (r: FileCheckResult, extra: Partial<Parameters<typeof FileCheckReport>[0]> = {}) =>
  render(<FileCheckReport entity="product" fileName="products.json" check={{ status: 'done', result: r }} catalogCode="default" {...extra} />);

describe('FileCheckReport', () => {
  it('a file with only warnings is ready, with its warnings listed apart and counted', () => {
    show(result(), { findings: [finding('warning', 'hats')] });
    expect(screen.getByText('products.json is ready: 3 products to add or change.')).toBeInTheDocument();
    expect(screen.getByText('products.json: 2 warnings')).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Warnings for products.json' })).getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2sofa-2coloris not a field of a product and will be ignored');
    expect(within(screen.getByRole('list', { name: 'Codes products.json names outside its file' })).getByRole('listitem')).toHaveTextContent('category “hats”');
    // the counts are said in the sentences above, not again in a list of figures
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('a code the catalog lacks too is an error that blocks, named apart from the warnings', () => {
    show(result({ warnings: [], warningCount: 0, elementsWithWarnings: 0 }), { findings: [finding('error', 'hats')] });
    expect(screen.getByText('products.json names 1 code that will not exist')).toBeInTheDocument();
    expect(screen.queryByText(/is ready/)).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing was sent, and the import does not start until this is fixed\./)).toBeInTheDocument();
  });

  it('a full file says what it deletes, and the preview counts it once it has compared', () => {
    const { rerender } = show(result());
    // what a full file deletes is what it leaves out: no count of its own that says 0
    expect(screen.queryByText(/to delete\./)).not.toBeInTheDocument();
    expect(screen.getByText(/every existing product in catalog default that the file does not contain will be deleted\./)).toBeInTheDocument();
    const preview = { counts: { new: 2, changed: 3, unchanged: 1_204, deleted: 7, refused: 0 }, reach: { locales: ['en-us'], notCompared: ['properties'], notRead: ['shortDescription', 'longDescription'] }, cut: false, listed: 0, entriesJson: '[]' };
    rerender(
      <FileCheckReport entity="product" fileName="products.json" check={{ status: 'done', result: result() }} catalogCode="default" preview={{ status: 'done', preview }} />,
    );
    expect(screen.getByText('What products.json changes in the catalogue:').parentElement).toHaveTextContent(
      'What products.json changes in the catalogue: 2 new · 3 changed · 1,204 unchanged · 7 to delete',
    );
    // what the counts hold for, said once
    expect(screen.getByText(/^Compared in the fields the catalogue service returns, with texts in en-us;/)).toBeInTheDocument();
    expect(screen.getByText('Not compared, because the service does not return them exactly: properties (a value name matches no attribute value, or several).')).toBeInTheDocument();
    expect(screen.getAllByText(/The service does not return short description and long description/)).toHaveLength(1);
  });

  it('a full inventory file limited to some locations says only their stock goes', () => {
    render(
      <FileCheckReport
        entity="inventory"
        fileName="stock.json"
        check={{ status: 'done', result: { ...result(), entity: 'inventory' } }}
        catalogCode={undefined}
        locationCodes={['store-berlin']}
      />,
    );
    expect(screen.getByText(/every existing inventory record at store-berlin that the file does not contain will be deleted\./)).toBeInTheDocument();
  });

  it('says the same check in the language of the page: after a switch to German, in German, without checking again', async () => {
    const problems: FileCheckResult['problems'] = [
      { index: 0, key: 'sofa-1', field: 'name.en-us', code: 'tooLong', params: { max: 255, actual: 300 } },
      { index: 0, key: 'sofa-1', field: 'price.currencyCode', code: 'notKnownCode', params: { found: 'string', value: '"EURO"' } },
    ];
    const checked = result({ problemCount: 2, elementsWithProblems: 1, toAddOrChange: 2, problems, warnings: [], warningCount: 0, elementsWithWarnings: 0 });
    show(checked);
    const rows = () => within(screen.getByRole('region', { name: /products\.json$/ })).getAllByRole('row');
    expect(screen.getByText('products.json has 2 problems in 1 element')).toBeInTheDocument();
    // the field in the merchant's words, with its path as the file writes it
    expect(rows()[1]).toHaveTextContent('1sofa-1Name (name.en-us)must be at most 255 characters (it has 300)');
    expect(rows()[2]).toHaveTextContent('Currency (price.currencyCode)must be a known code, not string "EURO"');
    try {
      await act(() => setLanguage('de'));
      expect(screen.getByText('products.json hat 2 Fehler in 1 Element')).toBeInTheDocument();
      expect(rows()[1]).toHaveTextContent('1sofa-1Name (name.en-us)muss höchstens 255 Zeichen lang sein (es sind 300)');
      expect(rows()[2]).toHaveTextContent('Währung (price.currencyCode)muss ein bekannter Code sein, ist aber der Text "EURO"');
      expect(screen.getByText(/Es wurde nichts gesendet, und der Import startet erst, wenn das behoben ist\./)).toBeInTheDocument();
      expect(problemsCsv(checked).split('\r\n').slice(0, 2)).toEqual(['Element,Code,Feld,Grund,Art', '1,sofa-1,name.en-us,muss höchstens 255 Zeichen lang sein (es sind 300),Fehler']);
    } finally {
      await act(() => setLanguage('en'));
    }
    expect(rows()[1]).toHaveTextContent('must be at most 255 characters (it has 300)');
  });

  it('shows each problem as a card on a phone: every cell names its column', () => {
    const problems: FileCheckResult['problems'] = [{ index: 4, key: 'sofa-5', field: 'price.salePrice', code: 'notNumber', params: { found: 'string', value: '"9,99"' } }];
    show(result({ problemCount: 1, elementsWithProblems: 1, problems, warnings: [], warningCount: 0, elementsWithWarnings: 0 }));
    const table = within(screen.getByRole('region', { name: 'Problems found in products.json' })).getByRole('table');
    expect(table).toHaveClass('cards-on-phone');
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Element', 'Key', 'Field', 'Problem']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['5', 'sofa-5', 'Sale price (price.salePrice)', 'must be a number, not string "9,99"']);
    // the path is the file's own text
    expect(within(cells[2]!).getByText('price.salePrice')).toHaveAttribute('translate', 'no');
  });

  it('names a file problem with its place', () => {
    show(result({ fileProblem: { kind: 'syntax', code: 'expectedAfterProperty', params: { found: 'char', value: '"' }, position: { line: 13, column: 5 }, elementIndex: 1, byteOffset: null } }));
    expect(screen.getByText('products.json cannot be imported').closest('.alert')).toHaveTextContent(
      "Expected ',' or '}' after a property value but found '\"' (line 13, column 5, in element 2)",
    );
  });
});
