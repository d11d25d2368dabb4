import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, withTestPlatform } from '@/testing/app';
import { rememberImportLocales } from './importLocales';

withTestPlatform();

describe('the export page’s locales', () => {
  beforeEach(() => localStorage.clear());

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
});
