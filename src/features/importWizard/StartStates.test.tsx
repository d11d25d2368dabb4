/** What the slots and the start bar say at a glance: each fact once, and only what is so now. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '@/engine/checker/testing/corpus';
import { validateImportFile } from '@/engine/checker/validateImportFile';
import type { SnapshotManifest } from '@/engine/snapshot/snapshotStore';
import type { SnapshotProgress } from '@/features/snapshots/takeSnapshot';
import { formatBytes } from '@/i18n/format';
import type { WizardServices } from './store/wizardState';
import { WizardStore } from './store/wizardStore';
import { renderWizard } from './testing/renderWizard';

/** A store over fake services: each upload and the snapshot wait until the test lets them go. */
const setup = () => {
  const puts: (() => void)[] = [];
  const sent = { triggers: 0 };
  const snapshot = { tell: (_p: SnapshotProgress) => undefined as void, settle: () => undefined as void };
  const services = {
    startFileCheck: (file, options) => ({ result: validateImportFile(file, options), cancel: () => undefined }),
    createImport: async () => ({ importRef: 'imp-1', status: 'new', createDate: '2030-01-01T00:00:00Z', entityFiles: [] }),
    requestUploadAddress: async () => ({ url: 'https://uploads.example/a', expiresAt: '2999-01-01T00:00:00Z' }),
    putFile: () => new Promise<void>((resolve) => puts.push(resolve)),
    triggerImport: async () => void sent.triggers++,
    getImport: async () => ({ importRef: 'imp-1', status: 'new', createDate: '2030-01-01T00:00:00Z', entityFiles: [] }),
    save: () => undefined,
    watchImport: () => () => undefined,
    refreshImport: () => undefined,
    onStarted: () => undefined,
    takeSnapshot: (importRef, _subjects, _keep, onProgress) => {
      snapshot.tell = onProgress;
      const done = new Promise<SnapshotManifest>((resolve) => {
        snapshot.settle = () => resolve({ importRef, merchantCode: 'demo', takenAt: '2030-01-01T00:00:00Z', files: [] });
      });
      return { done, cancel: () => undefined };
    },
  } satisfies Partial<WizardServices>;
  const store = new WizardStore(services as Partial<WizardServices> as WizardServices);
  renderWizard(store);
  return { store, puts, sent, snapshot };
};

const slot = (title: string) => screen.getByRole('region', { name: title });

/** What the slot shows, without its live region (which may announce what the page also shows). */
const visibleText = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return copy.textContent ?? '';
};
const occurrences = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

/** the start bar's line that says what happens (the page's only status line outside the slots) */
const startLine = () => screen.getAllByRole('status').find((el) => el.tagName === 'P' && !el.closest('.wizard-slot'))!;
const startButtons = () => screen.queryAllByRole('button', { name: /import|upload/i }).filter((b) => !b.closest('.wizard-slot'));

const chooseAttributes = async (store: WizardStore) => {
  await screen.findByRole('heading', { level: 2, name: 'Attributes' });
  const file = corpusFile('attributes.json');
  act(() => store.chooseFile('attribute', file));
  await within(slot('Attributes')).findByText(/^attributes\.json is ready: /);
  return file;
};

describe('the wizard at a glance', () => {
  it('states a ready file’s elements, its readiness and its size once in its slot', async () => {
    const { store } = setup();
    const file = await chooseAttributes(store);
    const elements = (store.getState().slots.attribute.check as { result: { elements: number } }).result.elements;
    const text = visibleText(slot('Attributes'));
    const size = formatBytes(file.size);
    expect(occurrences(text, new RegExp(size.replace('.', '\\.')))).toBe(1);
    // the figure alone, not inside the size or another number
    expect(occurrences(text.replace(size, ''), new RegExp(`(?<![\\d.,])${elements}(?![\\d.,])`))).toBe(1);
    expect(occurrences(text, /ready/i)).toBe(1);
    expect(within(slot('Attributes')).getByText(`attributes.json is ready: ${elements} attributes to add or change.`)).toBeInTheDocument();
    // the live region still tells a screen reader what the check found
    expect(within(slot('Attributes')).getByText(`attributes.json checked: ${elements} elements, no problems.`)).toHaveClass('visually-hidden');
  });

  it('says "processed first" on the one slot processed first', async () => {
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Attributes' });
    const first = screen.getAllByText('Processed first');
    expect(first).toHaveLength(1);
    expect(slot('Attributes')).toContainElement(first[0]!);
    expect(within(slot('Inventory')).getByText('Processed at the same time as attributes')).toBeInTheDocument();
    expect(within(slot('Products')).getByText('Processed after attributes and categories')).toBeInTheDocument();
    expect(within(slot('Customers')).getByText("Processed after the catalogue's files")).toBeInTheDocument();
    expect(within(slot('Segments')).getByText('Processed after customers')).toBeInTheDocument();
  });

  it('names what the start button does, and shows none while there is nothing to import', async () => {
    const { store } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Attributes' });
    expect(startButtons()).toEqual([]);
    expect(screen.queryByText(/\b0 files?\b/)).not.toBeInTheDocument();
    expect(screen.getByText('Choose at least one file.')).toBeInTheDocument();
    await chooseAttributes(store);
    expect(startButtons().map((b) => b.textContent)).toEqual(['Import 1 file']);
  });

  it('says the snapshot’s own progress, and offers no start while the start is under way', async () => {
    const { store, puts, sent, snapshot } = setup();
    const file = await chooseAttributes(store);
    act(() => void store.start('browser'));
    await waitFor(() => expect(puts).toHaveLength(1));
    const bar = await screen.findByRole('progressbar', { name: 'Snapshot before the import' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Taking the snapshot…');
    const step = { total: file.size, entity: 'attribute', file: 1, files: 1 } as const;
    await waitFor(() => {
      act(() => snapshot.tell({ ...step, done: file.size * 0.4, step: 'reading', stepDone: file.size * 0.4, stepTotal: file.size }));
      expect(bar).toHaveAttribute('aria-valuetext', 'Taking the snapshot: 40% of the attributes file read');
    });
    expect(startLine()).toHaveTextContent('Uploading and taking the snapshot: the import starts by itself once both are done.');
    expect(startButtons()).toEqual([]);

    // uploaded, the snapshot still going: the page says the start waits for it, and asks nothing of the merchant
    act(() => puts[0]!());
    await waitFor(() => expect(startLine()).toHaveTextContent('Every file is uploaded: the import starts by itself once the snapshot is taken.'));
    expect(screen.queryByText(/start the import when you are ready/)).not.toBeInTheDocument();
    expect(startButtons()).toEqual([]);
    await waitFor(() => {
      act(() => snapshot.tell({ ...step, done: file.size, step: 'deletions', stepDone: 12, stepTotal: 30 }));
      expect(bar).toHaveAttribute('aria-valuetext', 'Taking the snapshot: 12 of 30 attributes in the catalogue looked through');
    });

    act(() => snapshot.settle());
    await waitFor(() => expect(sent.triggers).toBe(1));
  });
});
