/**
 * A step of a check or an upload renders nothing of the wizard: the bars and the share uploaded
 * move without React (LiveProgressBar, LiveText). Counted with React's Profiler, which reports
 * every commit of the tree it wraps.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBytes } from '@/lib/format';
import type { CheckProgress } from '@/features/imports/checker/checkResult';
import { corpusFile } from '@/features/imports/checker/testing/corpus';
import { validateImportFile } from '@/features/imports/checker/validateImportFile';
import type { PutFileOptions } from '@/features/imports/upload/putFile';
import { useSettledState } from './useSettledState';
import type { WizardServices } from './wizardState';
import { WizardStore } from './wizardStore';
import { FilesStep } from './FilesStep';

function Wizard({ store }: { store: WizardStore }) {
  const state = useSettledState(store)!;
  return <FilesStep merchantCode="demo" store={store} state={state} />;
}

/** The wizard in a Profiler: `commits()` is how many times React committed any part of it. */
const renderCounted = (store: WizardStore) => {
  let count = 0;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Profiler id="wizard" onRender={() => count++}>
          <Wizard store={store} />
        </Profiler>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { commits: () => count };
};


// the wizard's lazily loaded parts, loaded before: their arrival is a commit, which a test must not
// take for one of a step (React.lazy then resolves within a tick, long before a step shows)
beforeAll(async () => {
  await Promise.all([
    import('./CatalogChecksProbe'),
    import('./FileDropZone'),
    import('./FileCheckReport'),
    import('./SlotProgress'),
    import('./UploadProgress'),
    import('./UploadStatus'),
    import('./ConfirmImportDialog'),
    import('./preloadWizardCode'),
  ]);
});

describe('progress in the wizard', () => {
  it('moves a check’s bar with each step of the checker without rendering the wizard', async () => {
    let tell: ((p: CheckProgress) => void) | undefined;
    const store = new WizardStore({
      startFileCheck: (_file, options) => {
        tell = options.onProgress;
        return { result: new Promise(() => undefined), cancel: () => undefined };
      },
    } as Partial<WizardServices> as WizardServices);
    const { commits } = renderCounted(store);
    await screen.findByRole('heading', { level: 2, name: 'Products' });
    act(() => store.chooseFile('product', new File(['[]'], 'products.json')));
    const bar = await screen.findByRole('progressbar', { name: 'Check of products.json' });
    const step = (bytesChecked: number) => ({ bytesChecked, totalBytes: 4096, elements: bytesChecked / 1024, problems: 0 });
    act(() => tell!(step(1024)));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '1.0 KB of 4.0 KB checked · 1 element so far'));
    // whatever loaded and settled until now is not a step's doing
    await waitFor(() => expect(screen.queryByText(/^Checking products\.json…$/)).not.toBeInTheDocument());
    const before = commits();

    for (const bytes of [2048, 3072, 4096]) {
      act(() => tell!(step(bytes)));
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', `${(bytes / 1024).toFixed(1)} KB of 4.0 KB checked · ${bytes / 1024} elements so far`));
    }
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(commits()).toBe(before);
  });

  it('moves an upload’s bars and share with each step without rendering the wizard, and shows every byte at the end', async () => {
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
    const { commits } = renderCounted(store);
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
        expect(share).toHaveTextContent(`Uploading attributes.json: ${Math.floor((loaded / size) * 100)} %`);
        expect(allBar).toHaveAttribute('aria-valuenow', String(Math.round((loaded / size) * 100)));
      });
    await sendUntilShown(Math.floor(size / 4));
    const before = commits();

    await sendUntilShown(Math.floor(size / 2));
    await sendUntilShown(size - 1);
    expect(fileBar.getAttribute('aria-valuetext')).toMatch(/^attributes\.json: [\d.]+ KB of [\d.]+ KB · 99 %/);
    expect(commits()).toBe(before);

    // the end is a change of status: rendered, with every byte
    act(() => puts[0]!.finish());
    expect(await within(slot).findByText(`All ${formatBytes(size)} arrived.`)).toBeInTheDocument();
    expect(commits()).toBeGreaterThan(before);
  });
});
