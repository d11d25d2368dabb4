/** A slot given a spreadsheet: read, its columns matched, the rows checked as a JSON file is, each finding named by its cell. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fileInput, openWizard, slot, withWizardPlatform } from './testing/wizardPage';

withWizardPlatform();

/** Windows-1252 bytes of a text of Latin-1 letters, as German Excel saves "CSV (Trennzeichen-getrennt)" */
const windows1252 = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

const germanCsv = (price: string) =>
  new File(
    [
      windows1252(
        [
          'Artikelnummer;Bezeichnung;Preis;Währung;Bestandsgeführt;Typ;Lieferant',
          `st-1;Stuhl Müller;${price};EUR;Ja;standard;Hof`,
          'st-2;Tisch Größe L;1.234,5;EUR;Nein;standard;Hof',
        ].join('\r\n'),
      ),
    ],
    'artikel.csv',
    { type: 'text/csv' },
  );

describe('a spreadsheet in a slot', () => {
  it('is read, mapped, checked by its cells, and read again once a column is mapped by hand', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.upload(fileInput('Products'), germanCsv('12,5O'));
    const products = slot('Products');
    const facts = await within(products).findByText((_, el) => el?.tagName === 'P' && /^artikel\.csv: 2 rows became 2 elements/.test(el.textContent ?? ''));
    expect(facts).toHaveTextContent(
      'artikel.csv: 2 rows became 2 elements; the header is row 1. Read as Windows-1252, as German Excel saves CSV files, columns separated by semicolons. Numbers are read as written in German (1.234,5).',
    );
    expect(within(products).getByText('1 column is not imported: G (Lieferant).')).toBeInTheDocument();
    expect(within(products).getByRole('combobox', { name: 'Field for column C (Preis)' })).toHaveValue('price.price');

    // the bad price is pointed to by its cell, with what the cell says
    const problems = await within(products).findByRole('region', { name: /Problems found in artikel\.csv\.json/ });
    const row = within(problems).getByRole('row', { name: /'artikel\.csv'!C2/ });
    expect(row).toHaveTextContent('12,5O');
    expect(screen.getByRole('button', { name: 'Import 1 file' })).toBeDisabled();

    // the supplier column mapped by hand: read again, and the mapping is what the select shows
    await user.selectOptions(within(products).getByRole('combobox', { name: 'Field for column G (Lieferant)' }), 'identifiers.distiPartNum');
    expect(await within(products).findByText('Every column is imported.')).toBeInTheDocument();

    // the same sheet with the price fixed: ready, and the start is open
    await user.upload(fileInput('Products'), germanCsv('12,50'));
    expect(await within(products).findByText(/artikel\.csv\.json is ready/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 file' })).toBeEnabled();
  });

  it('says what an old Excel file is and how to save it, and keeps the other slots', async () => {
    const user = userEvent.setup();
    await openWizard();
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await user.upload(fileInput('Products'), new File([ole], 'alt.xls', { type: 'application/vnd.ms-excel' }));
    const alert = await within(slot('Products')).findByText('alt.xls cannot be read');
    expect(alert.closest('.alert')).toHaveTextContent('save it as .xlsx or .csv');
    expect(screen.getByText('alt.xls cannot be imported: replace it.')).toBeInTheDocument();
  });
});

describe('the grid of a sheet’s rows', () => {
  it('corrects a bad cell in place, replaces a value in a column, leaves a row out, and checks each change at once', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.upload(fileInput('Products'), germanCsv('12,5O'));
    const products = slot('Products');
    const grid = await within(products).findByRole('region', { name: 'Rows of artikel.csv' });
    expect(within(products).getByText(/^1 row has problems/)).toBeInTheDocument();
    // only the row with the problem, its bad cell marked and named
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    const price = within(grid).getByRole('textbox', { name: 'C2 (Preis)' });
    await waitFor(() => expect(price).toHaveValue('12,5O'));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/^C: .*12,5O/);
    expect(screen.getByRole('button', { name: 'Import 1 file' })).toBeDisabled();

    await user.clear(price);
    await user.type(price, '12,50{Enter}');
    expect(await within(products).findByText(/artikel\.csv\.json is ready/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 file' })).toBeEnabled();
    // the corrected row stays in view, saying so, and the cell keeps what was written
    expect(within(grid).getByText('No problem now.')).toBeInTheDocument();
    expect(within(grid).getByRole('textbox', { name: 'C2 (Preis)' })).toHaveValue('12,50');
    expect(within(products).getByText(/^Corrections — cells written anew: 1, column replacements: 0, rows left out: 0\./)).toBeInTheDocument();

    // a value replaced in every row of a column, counted
    await user.click(within(products).getByRole('checkbox', { name: 'Only rows with problems' }));
    await user.selectOptions(within(products).getByRole('combobox', { name: 'Column' }), 'C (Preis)');
    await user.type(within(products).getByRole('textbox', { name: 'Find' }), '1.234,5');
    await user.type(within(products).getByRole('textbox', { name: 'Replace with' }), '1.300');
    await user.click(within(products).getByRole('button', { name: 'Replace in every row' }));
    const replacements = await within(products).findByRole('list', { name: 'Replacements' });
    await waitFor(() => expect(replacements).toHaveTextContent('“1.234,5” → “1.300” in column C: 1 cell'));
    await waitFor(() => expect(within(grid).getByRole('textbox', { name: 'C3 (Preis)' })).toHaveValue('1.300'));

    // a row left out: one element fewer, and it can be taken back
    await user.click(within(grid).getByRole('button', { name: 'Leave out row 3' }));
    expect(await within(products).findByText(/1 row became 1 element/)).toBeInTheDocument();
    expect(within(products).getByText('1 row was left out by you.', { exact: false })).toBeInTheDocument();
    await user.click(await within(grid).findByRole('button', { name: 'Take back row 3' }));
    expect(await within(products).findByText(/2 rows became 2 elements/)).toBeInTheDocument();

    await user.click(within(products).getByRole('button', { name: 'Undo all corrections' }));
    expect(await within(products).findByRole('region', { name: /Problems found in artikel\.csv\.json/ })).toBeInTheDocument();
  });
});
