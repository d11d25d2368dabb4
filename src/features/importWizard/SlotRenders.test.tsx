/** A slot renders again only when its own part of the wizard's state changes, and never for a step of progress. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityType } from '@/contract';
import type { CheckProgress } from '@/engine/checker/checkResult';
import { corpusFile } from '@/engine/checker/testing/corpus';
import { validateImportFile } from '@/engine/checker/validateImportFile';
import type { PutFileOptions } from '@/features/importWizard/upload/putFile';
import { formatBytes } from '@/i18n/format';
import { slotAnnouncement } from './slotAnnouncement';
import type { WizardServices } from './store/wizardState';
import { WizardStore } from './store/wizardStore';
import { renderWizard } from './testing/renderWizard';

// each render of a slot asks once what its live region says: a count of renders per slot
vi.mock('./slotAnnouncement', async (original) => {
  const real = await original<typeof import('./slotAnnouncement')>();
  return { ...real, slotAnnouncement: vi.fn(real.slotAnnouncement) };
});

const rendersOf = (entity: EntityType) => vi.mocked(slotAnnouncement).mock.calls.filter(([, e]) => e === entity).length;

describe('the slots of the wizard', () => {
  it('re-renders only the slot whose state changed', async () => {
    // no file is chosen, so no call goes out: the services are never used
    const store = new WizardStore({} as WizardServices);
    renderWizard(store);
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    vi.mocked(slotAnnouncement).mockClear();

    act(() => store.refuseDrop('product', { reason: 'severalFiles', names: ['a.json', 'b.json'], kept: null }));
    expect(await screen.findByText('Drop one file at a time: 2 files were dropped (a.json, b.json). Nothing was changed.')).toBeInTheDocument();
    expect(rendersOf('product')).toBeGreaterThan(0);
    expect(rendersOf('attribute')).toBe(0);
    expect(rendersOf('inventory')).toBe(0);
    expect(rendersOf('category')).toBe(0);

    // a change every slot depends on (a new strategy is not one: another slot's is its own)
    vi.mocked(slotAnnouncement).mockClear();
    act(() => store.setStrategy('category', 'partial'));
    expect(rendersOf('category')).toBeGreaterThan(0);
    expect(rendersOf('product')).toBe(0);
  });

  it('moves a check’s bar with each step of the checker without rendering any slot again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let tell: ((p: CheckProgress) => void) | undefined;
    const store = new WizardStore({
      startFileCheck: (_file, options) => {
        tell = options.onProgress;
        return { result: new Promise(() => undefined), cancel: () => undefined };
      },
    } as Partial<WizardServices> as WizardServices);
    renderWizard(store);
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    act(() => store.chooseFile('product', new File(['[]'], 'products.json')));
    const bar = await screen.findByRole('progressbar', { name: 'Check of products.json' });
    vi.mocked(slotAnnouncement).mockClear();

    const step = (bytesChecked: number) => ({ bytesChecked, totalBytes: 4096, elements: bytesChecked / 1024, problems: 0 });
    for (const bytes of [1024, 2048, 4096]) {
      act(() => {
        tell!(step(bytes));
        vi.advanceTimersByTime(200);
      });
      expect(bar).toHaveAttribute('aria-valuetext', `${formatBytes(bytes)} of ${formatBytes(4096)} checked · ${bytes / 1024} element${bytes === 1024 ? '' : 's'} so far`);
    }
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(vi.mocked(slotAnnouncement)).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('moves an upload’s bars and share with each step without rendering any slot again, and says at the end that it arrived', async () => {
    const puts: { options: PutFileOptions; finish: () => void }[] = [];
    const store = new WizardStore({
      startFileCheck: (file, options) => ({ result: validateImportFile(file, options), cancel: () => undefined }),
      createImport: async () => ({ importRef: 'imp-1', status: 'new', createDate: '2030-01-01T00:00:00Z', entityFiles: [] }),
      requestUploadAddress: async () => ({ url: 'https://uploads.example/a', expiresAt: '2999-01-01T00:00:00Z' }),
      putFile: (_url, _file, options = {}) => new Promise<void>((resolve) => puts.push({ options, finish: resolve })),
      save: () => undefined,
      watchImport: () => () => undefined,
      refreshImport: () => undefined,
    } as Partial<WizardServices> as WizardServices);
    renderWizard(store);
    await screen.findByRole('heading', { level: 2, name: 'Attributes' });
    const file = corpusFile('attributes.json');
    act(() => store.chooseFile('attribute', file));
    const slot = screen.getByRole('region', { name: 'Attributes' });
    await within(slot).findByText(/^attributes\.json checked: [\d,]+ elements?, no problems/);
    act(() => void store.start());
    await waitFor(() => expect(puts).toHaveLength(1));
    const fileBar = await screen.findByRole('progressbar', { name: 'Upload of attributes.json' });
    const allBar = screen.getByRole('progressbar', { name: 'Upload of all files' });
    const share = await within(slot).findByText(/^Uploading attributes\.json:/);
    const size = file.size;
    // the queue tells an upload's progress a few times a second: the step is sent until it shows
    const sendUntilShown = async (loaded: number) =>
      waitFor(() => {
        puts[0]!.options.onProgress!(loaded, size);
        expect(share).toHaveTextContent(`Uploading attributes.json: ${Math.floor((loaded / size) * 100)}%`);
        expect(allBar).toHaveAttribute('aria-valuenow', String(Math.round((loaded / size) * 100)));
      });
    await sendUntilShown(Math.floor(size / 4));
    vi.mocked(slotAnnouncement).mockClear();

    await sendUntilShown(Math.floor(size / 2));
    await sendUntilShown(size - 1);
    expect(fileBar.getAttribute('aria-valuetext')).toMatch(/^attributes\.json: [\d.]+ kB of [\d.]+ kB · 99%/);
    expect(vi.mocked(slotAnnouncement)).not.toHaveBeenCalled();

    // the end is a change of status: rendered; the file's size stays on its line, said once
    act(() => puts[0]!.finish());
    expect(await within(slot).findByText('attributes.json uploaded')).toBeInTheDocument();
    expect(within(slot).getAllByText(new RegExp(formatBytes(size).replace('.', '\\.')))).toHaveLength(1);
    expect(rendersOf('attribute')).toBeGreaterThan(0);
  });
});
