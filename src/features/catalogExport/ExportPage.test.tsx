import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, withTestPlatform } from '@/testing/app';
import { rememberImportLocales } from '@/engine/catalog/importLocales';
import { saveSheetMapping } from '@/engine';

withTestPlatform();

/** The catalog's worker, as far as the page sees it: the work it is given. */
function stubCatalogWorker<M>() {
  const sent: M[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      onmessage = null;
      onerror = null;
      postMessage(message: M) {
        sent.push(message);
      }
      terminate() {}
    },
  );
  return sent;
}

describe('the export page’s locales', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('suggests the catalog’s default locale and those of the last import, and says what the list calls leave out', async () => {
    rememberImportLocales('demo', ['de-de', 'en-us']);
    renderApp('/demo/settings/imports/export');
    const locales = await screen.findByLabelText('Locales of the texts');
    // the demo's catalog "default" says en-us
    await waitFor(() => expect(locales).toHaveValue('en-us, de-de'));
    expect(locales).toHaveAccessibleDescription(/Suggested: en-us and de-de \(the catalog’s default locale and those of the last import started in this browser\)\./);
    expect(screen.getByText('Left out, because the service’s list calls do not return them: short description and long description. Importing the file in place of the catalogue may clear them.')).toBeInTheDocument();
    // stock has no texts, and nothing is left out of it
    await userEvent.click(screen.getByRole('radio', { name: 'Inventory' }));
    expect(screen.queryByLabelText('Locales of the texts')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Left out/)).not.toBeInTheDocument();
  });

  it('refuses what is not a locale code, and an empty list, before anything is asked', async () => {
    renderApp('/demo/settings/imports/export');
    const locales = await screen.findByLabelText('Locales of the texts');
    await waitFor(() => expect(locales).toHaveValue('en-us'));
    await userEvent.clear(locales);
    await userEvent.type(locales, 'de-de, german');
    await userEvent.click(screen.getByRole('button', { name: 'Export Products' }));
    expect(locales).toHaveAccessibleDescription(/Not a locale code: german\. Write locale codes such as de-de or en-us\./);
    expect(locales).toHaveFocus();
    await userEvent.clear(locales);
    await userEvent.click(screen.getByRole('button', { name: 'Export Products' }));
    expect(locales).toHaveAccessibleDescription(/Enter at least one locale code, such as de-de\./);
    expect(screen.queryByText(/Exporting/)).not.toBeInTheDocument();
  });

  it('a click before the suggestion has arrived waits for it and exports in its locales, not an empty list', async () => {
    const sent = stubCatalogWorker<unknown>();
    renderApp('/demo/settings/imports/export');
    await userEvent.click(await screen.findByRole('button', { name: 'Export Products' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'start', work: { type: 'export', scope: { entity: 'product', locales: ['en-us'] } } });
    expect(screen.queryByText(/Enter at least one locale code/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop the export' })).toBeInTheDocument();
  });
});

describe('the export page’s spreadsheets', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a workbook or a CSV file through the default layout or a saved mapping, in the page’s way of writing', async () => {
    saveSheetMapping('demo', { entity: 'product', source: 'artikel.csv', headers: ['Artikelnummer', 'Preis'], mapping: ['code', 'price.price'], valueMaps: {} });
    const sent = stubCatalogWorker<{ work: { sheet?: Record<string, unknown> } }>();
    renderApp('/demo/settings/imports/export');
    await waitFor(() => expect(screen.getByLabelText('Locales of the texts')).toHaveValue('en-us'));
    expect(screen.queryByLabelText('Columns')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'CSV file (.csv)' }));
    expect(screen.getByText(/^Commas between cells and a decimal point/)).toBeInTheDocument();
    const layout = screen.getByLabelText('Columns');
    expect(layout).toHaveDisplayValue('Default layout: one column per field, named by its path');
    await userEvent.selectOptions(layout, screen.getByRole('option', { name: /^Your mapping of artikel\.csv/ }));
    expect(layout).toHaveAccessibleDescription(/^Your headers, in their order/);
    await userEvent.click(screen.getByRole('button', { name: 'Export Products' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.work.sheet).toMatchObject({ format: 'csv', mapping: { headers: ['Artikelnummer', 'Preis'] }, csv: { delimiter: ',', decimal: '.', yes: 'Yes', no: 'No' }, sheetName: 'Products' });
  });
});

describe('the export page’s customers', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for what a customer list has, and sends the customer service’s export', async () => {
    const sent = stubCatalogWorker<unknown>();
    renderApp('/demo/settings/imports/export');
    await userEvent.click(await screen.findByRole('radio', { name: 'Customers' }));
    // no catalog, no texts in locales
    expect(screen.queryByLabelText('Catalog code')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Locales of the texts')).not.toBeInTheDocument();
    expect(screen.getByText(/^Not in the file, because the customer list does not return them: passwords \(never returned\) and customer attributes/)).toBeInTheDocument();
    expect(screen.getByText(/^Customers without a customer number \(guests, mostly\) are not in the file: a customers file knows each customer by that number. Imported as a full import, the file deletes every customer it does not name/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail addresses containing'), 'example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Leave out guests' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export Customers' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      type: 'start',
      work: { type: 'export', filter: { entity: 'customer', codeContains: 'example.com', leaveOutGuests: true }, scope: { merchantCode: 'demo', entity: 'customer' } },
    });
  });

  it('exports the whole catalogue, not the customers, when the whole catalogue is chosen after them', async () => {
    const sent = stubCatalogWorker<{ work: { scope: { entity: string; catalogCode?: string }; whole?: unknown } }>();
    renderApp('/demo/settings/imports/export');
    await userEvent.click(await screen.findByRole('radio', { name: 'Excel workbook (.xlsx)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Customers' }));
    await userEvent.click(screen.getByRole('radio', { name: 'The whole catalogue (one workbook, a sheet each)' }));
    await waitFor(() => expect(screen.getByLabelText('Locales of the texts')).toHaveValue('en-us'));
    await userEvent.click(screen.getByRole('button', { name: 'Export the whole catalogue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.work.scope).toMatchObject({ entity: 'product', catalogCode: 'default' });
    expect(sent[0]!.work.whole).toBeDefined();
  });
});
