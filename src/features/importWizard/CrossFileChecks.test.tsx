/** The checks across an import's files and the catalog, in the whole app against the mock. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/app';
import { slot, withWizardPlatform } from './testing/wizardPage';

withWizardPlatform();

const json = (name: string, content: unknown[]) => new File([JSON.stringify(content)], name, { type: 'application/json' });
const product = (code: string, categories: string[]) => ({ code, name: { 'en-us': code }, modelType: 'standard', isInventoryManaged: true, categories: categories.map((c) => ({ code: c })) });

describe('codes across the import’s files', () => {
  it('a category in neither the categories file nor the catalog blocks; one the catalog has is fine', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports/new');
    // the first render loads the lazy page: give a busy machine time
    await screen.findByRole('heading', { level: 1, name: 'New import' }, { timeout: 30_000 });
    // the drop zones load after the page's first paint
    await user.upload(await screen.findByLabelText('Categories file', { selector: 'input' }), json('categories.json', [{ code: 'hats', name: { 'en-us': 'Hats' }, sequenceId: 1, parentCategoryCode: 'accessories' }]));
    await user.click(await within(slot('Categories')).findByRole('radio', { name: /Partial/ }));
    await user.upload(
      await screen.findByLabelText('Products file', { selector: 'input' }),
      json('products.json', [product('cap', ['hats', 'shirts']), product('beret', ['hats', 'berets']), product('tam', ['berets'])]),
    );
    await user.click(await within(slot('Products')).findByRole('radio', { name: /Partial/ }));

    // hats: in categories.json; shirts: in the catalog; berets: nowhere → an error naming the count of products
    expect(await within(slot('Products')).findByText('products.json names 1 code that will not exist', {}, { timeout: 30_000 })).toBeInTheDocument();
    const list = within(slot('Products')).getByRole('list', { name: 'Codes products.json names that will not exist' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'category “berets” (named by 2 elements of products.json) is not in categories.json, and catalog default does not have it',
    );
    expect(screen.getByText(/products\.json names 1 code that will not exist: see its report\./)).toBeInTheDocument();
    // the categories file's parent is not in the file but in the catalog: ready, with the element's warning only
    expect(await within(slot('Categories')).findByText(/^categories\.json is ready/)).toBeInTheDocument();
    expect(within(slot('Categories')).getByText('categories.json: 1 warning')).toBeInTheDocument();
    expect(within(slot('Categories')).queryByRole('list', { name: /Codes categories\.json names/ })).not.toBeInTheDocument();
  });

  it('an option value the attributes file leaves out of its attribute blocks, so named; one of an attribute without a values list is fine', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports/new');
    await screen.findByRole('heading', { level: 1, name: 'New import' }, { timeout: 30_000 });
    const size = { code: 'size', type: 'text', use: 'option', name: { 'en-us': 'Size' }, values: [{ code: 's', sequenceId: 1, name: { 'en-us': 'S' } }] };
    const material = { code: 'material', type: 'text', use: 'option', name: { 'en-us': 'Material' } };
    await user.upload(await screen.findByLabelText('Attributes file', { selector: 'input' }), json('attributes.json', [size, material]));
    await user.click(await within(slot('Attributes')).findByRole('radio', { name: /Partial/ }));
    // material: no values list in the file; color: none in the catalog (the seed's) — both take any value
    const options = [{ code: 'size', values: [{ code: 'xl' }] }, { code: 'material', values: [{ code: 'wool' }] }, { code: 'color', values: [{ code: 'teal' }] }];
    await user.upload(await screen.findByLabelText('Products file', { selector: 'input' }), json('products.json', [{ ...product('cap', ['shirts']), options }]));
    await user.click(await within(slot('Products')).findByRole('radio', { name: /Partial/ }));

    expect(await within(slot('Products')).findByText('products.json names 1 code that will not exist', {}, { timeout: 30_000 })).toBeInTheDocument();
    const list = within(slot('Products')).getByRole('list', { name: 'Codes products.json names that will not exist' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'option value “size/xl” (named by 1 element of products.json) is not among the values attributes.json gives attribute “size”: the import replaces them, so the catalog will not have it',
    );
  });
});
