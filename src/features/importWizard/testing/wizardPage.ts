/** The wizard's page as its tests drive it: the whole app against the mock, one step at a time as a merchant takes it. */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import type { EntityType } from '@/contract';
import { sessionStore } from '@/features/auth/session';
import { getImport } from '@/features/importHistory/api/getImport';
import { createImport } from '@/features/importWizard/api/createImport';
import { requestUploadAddress } from '@/features/importWizard/api/requestUploadAddress';
import { triggerImport } from '@/features/importWizard/api/triggerImport';
import { corpusBytes } from '@/engine/checker/testing/corpus';
import { renderApp, signIn, withTestPlatform } from '@/testing/app';

type User = ReturnType<typeof userEvent.setup>;

/** The mock for a file of page tests, signed in as demo before each test; after each, the wizards end and the mock starts afresh. */
export const withWizardPlatform = () => {
  const platform = withTestPlatform();
  afterEach(async () => {
    // ends the wizards the registry keeps for this session, and their uploads
    sessionStore.set(null);
    await fetch(`${platform().apiUrl}/__control/reset`, { method: 'POST' });
    await platform().control({ pace: 100_000 });
  });
  return platform;
};

export const newImportPath = '/demo/settings/imports/new';
export const fixture = (name: string) => new File([corpusBytes(name)], name, { type: 'application/json' });
export const fileInput = (title: string) => screen.getByLabelText(`${title} file`, { selector: 'input' });
/** the drop zone's code loads after the page's first paint: wait for its input */
export const findFileInput = (title: string) => screen.findByLabelText(`${title} file`, { selector: 'input' });
export const slot = (title: string) => screen.getByRole('region', { name: title });

export const choose = async (user: User, title: string, name: string) => {
  await user.upload(await findFileInput(title), fixture(name));
  // the slot draws the chosen file in a render of its own (a transition)
  await within(slot(title)).findAllByText(name);
};

/**
 * Presses the start button; these tests are about uploads and the start, so they take no snapshot
 * (the test browser has neither Workers nor the storage for files): "No snapshot" is chosen first.
 */
export const pressStart = async (user: User, name: string) => {
  const none = screen.queryByRole('radio', { name: 'No snapshot' });
  if (none) await user.click(none);
  await user.click(screen.getByRole('button', { name }));
};

/** The import the wizard created, once the address names it (the page puts it there after the render that shows it). */
export const importRefInAddress = async () => {
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/demo\/settings\/imports\/new\/[\w-]+$/));
  return window.location.pathname.split('/').at(-1)!;
};

/** The page's heading: "New import" until the import exists, then the import by its reference, as its own page names it. */
export const importHeading = (importRef: string) => ({ level: 1, name: new RegExp(`^Import ${importRef.slice(0, 8)}`) });

export const openWizard = async (path = newImportPath) => {
  renderApp(path);
  const importRef = path.match(/\/new\/([^/?]+)/)?.[1];
  return screen.findByRole('heading', importRef ? importHeading(importRef) : { level: 1, name: 'New import' });
};

/** Puts a file in an import over the API, as an earlier visit of the wizard would have. */
export const uploadOverApi = async (importRef: string, entity: EntityType, name: string, catalogCode?: string) => {
  const address = await requestUploadAddress('demo', importRef, { entity, importStrategy: 'full', ...(catalogCode ? { catalogCode } : {}) });
  const res = await fetch(address.url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: corpusBytes(name) });
  expect(res.status).toBe(200);
};

/**
 * Imports the corpus' full files (attributes, categories, products) over the API and waits for the end: the files
 * the tests start imports with name those codes and delete those products, whatever another test file imported or deleted.
 */
export const catalogFromCorpus = async () => {
  // a file's first hook: signed in for these calls before the tests' own sign-in
  await signIn();
  const { importRef } = await createImport('demo', { source: 'test' });
  await uploadOverApi(importRef, 'attribute', 'attributes.json');
  await uploadOverApi(importRef, 'category', 'categories.json', 'default');
  await uploadOverApi(importRef, 'product', 'products.json', 'default');
  await triggerImport('demo', importRef);
  await vi.waitFor(async () => expect((await getImport('demo', importRef)).status).toBe('finished'), { timeout: 20_000, interval: 50 });
};
