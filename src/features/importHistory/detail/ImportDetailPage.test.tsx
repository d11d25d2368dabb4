import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportRecord } from '@/contract';
import { setLanguage } from '@/i18n/i18n';
import { renderApp, signIn, withTestPlatform } from '@/testing/app';
import { countRequests } from '@/testing/countRequests';
import { createImport } from '@/features/importWizard/api/createImport';
import { listImports } from '@/features/importHistory/api/listImports';
import { requestUploadAddress } from '@/features/importWizard/api/requestUploadAddress';
import { triggerImport } from '@/features/importWizard/api/triggerImport';

const downloads = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('@/lib/download', async (original) => ({
  ...(await original<typeof import('@/lib/download')>()),
  downloadText: (fileName: string, text: string) => downloads.push({ fileName, text }),
}));

const platform = withTestPlatform();
let seeded: ImportRecord[];
beforeAll(async () => {
  await signIn();
  seeded = (await listImports('demo', { limit: 1000, offset: 0 })).imports;
});
afterEach(() => platform().control({ pace: 100_000 }));

const entities = (i: ImportRecord) => i.entityFiles.map((f) => f.entity).join(',');
const seededImport = (test: (i: ImportRecord) => boolean) => {
  const found = seeded.find(test);
  if (!found) throw new Error('not in the seed');
  return found;
};
const detailPath = (ref: string) => `/demo/settings/imports/${ref}`;
const logSection = () => screen.getByRole('region', { name: 'Log' });
const logRows = () => within(within(logSection()).getByRole('table')).getAllByRole('row').slice(1);
/** The visible sentence an outcome's bar stands over. */
const sentenceOf = (bar: HTMLElement) => bar.parentElement!.querySelector('.outcome-sentence')!.textContent;
/** How often a figure stands in a text, as a whole number ("686", not "1,686" nor "6860"). */
const occurrences = (text: string, figure: string) => (text.match(new RegExp(`(?<![\\d,])${figure}(?![\\d,.]?\\d)`, 'g')) ?? []).length;

describe('the import detail page', () => {
  it('copies the import reference, and says so when the browser refuses', async () => {
    const user = userEvent.setup();
    const record = seeded[0]!;
    renderApp(detailPath(record.importRef));
    const copy = await screen.findByRole('button', { name: `Copy import reference ${record.importRef}` });
    await user.click(copy);
    // the status is there, empty, before the clipboard answers: its words are the state waited for
    await waitFor(() => expect(within(copy).getByRole('status')).toHaveTextContent('Copied to the clipboard'));
    await expect(navigator.clipboard.readText()).resolves.toBe(record.importRef);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(copy);
    await waitFor(() => expect(within(copy).getByRole('status')).toHaveTextContent('Not copied: the browser refused.'));
  });

  it('shows a finished import: status, times, one card per file in processing order, each count once', async () => {
    const finished = seededImport((i) => i.status === 'finished' && entities(i).split(',').length === 3 && i.entityFiles.some((f) => f.total === 640));
    renderApp(detailPath(finished.importRef));
    expect(await screen.findByRole('heading', { level: 1, name: `Import ${finished.importRef.slice(0, 8)}…` })).toBeInTheDocument();
    // 640 products with 12 failed: never a plain green "Finished"; the numbers are the sentence's, below
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('Status'))!;
    expect(within(status).getByText('Finished with failures')).toHaveClass('badge-warning');
    expect(document.title).toContain('(Finished with 13 failures)');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText(finished.importRef)).toBeInTheDocument();
    expect(within(summary).getByText('PIM sync')).toBeInTheDocument();
    expect(within(summary).getByText('Duration').nextSibling).not.toHaveTextContent('not yet');
    // the import once: one bar and one sentence whose parts add up to its 686 elements, the full files' deletions apart
    const whole = within(summary).getByRole('progressbar', { name: 'All files together processed' });
    expect(whole).toHaveAttribute('aria-valuetext', '686 elements: 673 imported, 13 failed. Also 5 deleted because they were not in the file.');
    expect(sentenceOf(whole)).toBe('686 elements: 673 imported, 13 failed. Also 5 deleted because they were not in the file.');
    expect(within(summary).queryByRole('list')).not.toBeInTheDocument();

    // drawn after the summary
    const files = await screen.findByRole('region', { name: 'Entity files' });
    expect(within(files).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Attributes', 'Categories', 'Products']);
    const products = within(files).getByRole('region', { name: 'Products' });
    expect(within(products).getByText('Finished with failures')).toHaveClass('badge-warning');
    expect(within(products).getByText('Full (replace all)')).toBeInTheDocument();
    expect(within(products).getByText('default')).toBeInTheDocument();
    const bar = within(products).getByRole('progressbar', { name: 'Products processed' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(sentenceOf(bar)).toBe('640 elements: 628 imported, 12 failed.');
    // the split by operation, which the sentence does not give: its rows add up to the sentence's parts
    const file = finished.entityFiles.find((f) => f.entity === 'product')!;
    const table = within(products).getByRole('table', { name: 'Products by change' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Change', 'Succeeded', 'Failed']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Created', 'Updated', 'Deleted because not in the file']);
    expect(within(table).getByRole('rowheader', { name: 'Created' }).closest('tr')).toHaveTextContent(`Created${file.created.succeeded}${file.created.failed}`);
    expect(within(table).getByRole('rowheader', { name: 'Deleted because not in the file' }).closest('tr')).toHaveTextContent('Deleted because not in the file50');
    expect(file.created.succeeded + file.updated.succeeded).toBe(628);

    // each failed count once for the import and once per file; the failed elements' section gives causes, not the count again
    const failedCounts = (el: HTMLElement) => el.textContent!.match(/\d+ failed/g) ?? [];
    expect(failedCounts(summary)).toEqual(['13 failed']);
    expect(failedCounts(products)).toEqual(['12 failed']);
    expect(failedCounts(within(files).getByRole('region', { name: 'Categories' }))).toEqual(['1 failed']);
    expect(failedCounts(within(files).getByRole('region', { name: 'Attributes' }))).toEqual([]);
    // the reference is letters and digits: left out, so that only figures count
    const figures = `${summary.textContent!.replaceAll(finished.importRef, '')} ${files.textContent}`;
    expect(occurrences(figures, '686')).toBe(1);
    expect(occurrences(figures, '640')).toBe(1);
    const failures = await screen.findByRole('region', { name: 'Failed elements' });
    await within(failures).findByText(/^By cause/);
    expect(occurrences(failures.querySelector('p')!.textContent!, '13')).toBe(0);

    expect(screen.getByRole('link', { name: 'Import again' })).toHaveAttribute(
      'href',
      '/demo/settings/imports/new?preset=attribute%3Afull%2Ccategory%3Afull%3Adefault%2Cproduct%3Afull%3Adefault',
    );
  });

  it('says the total of a one-file import once: no "all files together", and no bar in its card', async () => {
    const clean = seededImport((i) => i.status === 'finished' && entities(i) === 'inventory' && i.entityFiles[0]!.total === 3380);
    renderApp(detailPath(clean.importRef));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).queryByText('All files together')).not.toBeInTheDocument();
    expect(within(summary).getByText('Finished')).toHaveClass('badge-success');
    const bar = within(summary).getByRole('progressbar', { name: 'Inventory processed' });
    const files = await screen.findByRole('region', { name: 'Entity files' });
    const card = within(files).getByRole('region', { name: 'Inventory' });
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toEqual([bar]);
    // its total once on the page, its log (the service's words) aside
    const log = await screen.findByRole('region', { name: 'Log' });
    const outside = [...document.querySelectorAll('main')].map((m) => m.textContent!.replace(log.textContent!, '')).join('');
    expect(outside.match(/3,380/g)).toHaveLength(1);
    expect(sentenceOf(bar)).toMatch(/^3,380 elements: [\d,]+ imported$|^3,380 elements, all imported\.$/);
  });

  it('shows no estimate for an ended import, nor for one that stands still', async () => {
    const finished = seededImport((i) => i.status === 'finished' && entities(i) === 'inventory' && i.entityFiles[0]!.total === 3380);
    const { unmount } = renderApp(detailPath(finished.importRef));
    await screen.findByRole('region', { name: 'Entity files' });
    expect(document.querySelector('.import-estimate')).toBeNull();
    expect(screen.queryByText(/Estimating|left$/)).not.toBeInTheDocument();
    unmount();

    // the seed's running imports are frozen: the service says "processing", but nothing moves
    const frozen = seededImport((i) => i.status === 'processing' && entities(i) === 'attribute,product');
    const polls = countRequests((url) => url.pathname.endsWith('/imports'));
    renderApp(detailPath(frozen.importRef));
    await screen.findByRole('button', { name: 'Tell me when it ends' });
    // the record read again a few times (the third request goes out once the second answer is in), its counts standing still
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(document.querySelector('.import-estimate')).toBeNull();
    expect(screen.queryByText('Estimating when it ends…')).not.toBeInTheDocument();
  });

  it('groups every failed element by cause, opens a cause onto its elements, and downloads them as CSV', async () => {
    const user = userEvent.setup();
    const allFailed = seededImport((i) => i.status === 'finished' && i.entityFiles.some((f) => f.total === 150 && f.created.failed + f.updated.failed === 150));
    renderApp(detailPath(allFailed.importRef));
    const section = await screen.findByRole('region', { name: 'Failed elements' });
    expect(await within(section).findByText(/^By cause \(\d+ causes?\): open a cause to see its elements\.$/)).toBeInTheDocument();
    // every failure is in the groups: their counts add up to 150
    const summaries = [...section.querySelectorAll('summary')];
    const counted = summaries.map((s) => Number(/— ([\d,]+) elements?$/.exec(s.textContent ?? '')![1]!.replace(/,/g, '')));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(150);
    const first = summaries[0]!;
    await user.click(first);
    const items = within(first.parentElement!).getAllByRole('listitem');
    expect(items).toHaveLength(counted[0]!);
    expect(items[0]!.textContent).toMatch(/^element \d+ \(sku-\d+\)$/);

    downloads.length = 0;
    await user.click(within(section).getByRole('button', { name: 'Download the failed elements (.csv)' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toBe(`import-${allFailed.importRef}-failed-elements.csv`);
    const lines = downloads[0]!.text.trim().split('\r\n');
    expect(lines[0]).toBe('Entity,Element,Key,Field,Reason');
    expect(lines).toHaveLength(151);
  });

  it('shows no failures section when nothing failed', async () => {
    const clean = seededImport((i) => i.status === 'finished' && i.entityFiles.length === 4);
    renderApp(detailPath(clean.importRef));
    await screen.findByRole('region', { name: 'Entity files' });
    expect(screen.getAllByRole('status').find((s) => s.textContent?.includes('Status'))).toHaveTextContent(/Status\s*Finished Every file was processed/);
    expect(screen.getAllByRole('status').find((s) => s.textContent?.includes('Status'))).not.toHaveTextContent('failure');
    expect(screen.queryByRole('region', { name: 'Failed elements' })).not.toBeInTheDocument();
  });

  it('pages and filters the log in the URL, naming entity and element', async () => {
    const user = userEvent.setup();
    const finished = seededImport((i) => i.status === 'finished' && i.entityFiles.some((f) => f.total === 640));
    renderApp(`${detailPath(finished.importRef)}?other=kept`);
    await screen.findByRole('region', { name: 'Log' });
    await waitFor(() => expect(logRows().length).toBeGreaterThan(3));
    expect(within(logSection()).getByText('Import finished')).toBeInTheDocument();

    await user.selectOptions(within(logSection()).getByLabelText('Level'), 'error');
    await waitFor(() => expect(window.location.search).toBe('?other=kept&logLevel=error'));
    await waitFor(() => expect(logRows().every((r) => within(r).queryByText('Error'))).toBe(true));
    const first = logRows()[0]!;
    expect(first).toHaveTextContent(/element \d+/);
    expect(first).not.toHaveTextContent(/index/);

    await user.selectOptions(within(logSection()).getByLabelText('Entity'), 'attribute');
    expect(await within(logSection()).findByText('No log entries match these filters')).toBeInTheDocument();
    const empty = within(logSection()).getByText('No log entries match these filters').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear log filters' }));
    await waitFor(() => expect(window.location.search).toBe('?other=kept'));
    expect(within(logSection()).getByLabelText('Entity')).toHaveFocus();
  });

  it("marks the service's messages as its English words, and says in German what the app knows they mean", async () => {
    const aborted = seededImport((i) => i.status === 'aborted' && entities(i) === 'category,product');
    renderApp(detailPath(aborted.importRef));
    await screen.findByRole('region', { name: 'Log' });
    await waitFor(() => expect(logRows().length).toBeGreaterThan(3));
    // the section by its place, since its name changes with the language
    const log = logSection();
    expect(within(log).getByRole('columnheader', { name: 'Message from the service' })).toBeInTheDocument();
    const aborting = 'Import aborted: a file could not be processed (see the entries above)';
    const original = within(log).getByText(aborting);
    expect(original).toHaveAttribute('lang', 'en');
    expect(original).toHaveAttribute('translate', 'no');
    // an English page reads the service's words as they are: no meaning said twice
    expect(original.closest('td')!.querySelector('.log-meaning')).toBeNull();

    await act(() => setLanguage('de'));
    try {
      const meaning = await within(log).findByText('Import abgebrochen: Eine Datei konnte nicht verarbeitet werden (siehe die Einträge oben).');
      const cell = meaning.closest('td')!;
      expect(cell).toHaveTextContent('Im Wortlaut des Dienstes:');
      expect(within(cell).getByText(aborting)).toHaveAttribute('lang', 'en');
      // the file's rejection is said in German; its reason stays the service's words
      const rejected = within(log).getByText('Kategorien: Die Datei wurde abgelehnt. Den Grund nennt der Dienst unten in seinen Worten.').closest('td')!;
      expect(within(rejected).getByText(/^The category file was rejected: /)).toHaveAttribute('lang', 'en');
      expect(within(log).getByRole('columnheader', { name: 'Meldung des Dienstes (auf Englisch)' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows an aborted import with its failed and skipped files, and downloads the whole log as text', async () => {
    const user = userEvent.setup();
    const aborted = seededImport((i) => i.status === 'aborted' && entities(i) === 'category,product');
    renderApp(`${detailPath(aborted.importRef)}?logLevel=warning`);
    const files = await screen.findByRole('region', { name: 'Entity files' });
    expect(within(within(files).getByRole('region', { name: 'Categories' })).getByText('Failed', { selector: '.badge' })).toBeInTheDocument();
    const products = within(files).getByRole('region', { name: 'Products' });
    expect(within(products).getByText('Skipped', { selector: '.badge' })).toBeInTheDocument();
    // skipped is not processed: no full bar, and the words say skipped
    const skippedBar = within(products).getByRole('progressbar', { name: 'Products processed' });
    expect(skippedBar).toHaveAttribute('aria-valuenow', '0');
    expect(skippedBar).toHaveAttribute('aria-valuetext', '220 elements, all skipped.');
    expect(within(products).queryByRole('table')).not.toBeInTheDocument();
    const categories = within(files).getByRole('region', { name: 'Categories' });
    expect(within(categories).getByText('The file could not be read: none of its elements was processed.')).toBeInTheDocument();

    downloads.length = 0;
    await user.click(within(logSection()).getByRole('button', { name: 'Download the whole log (.txt)' }));
    expect(await within(logSection()).findByText(/Downloaded the whole log: \d+ entries\./)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toBe(`import-${aborted.importRef}-log.txt`);
    // the whole log, not only the warnings on screen
    expect(downloads[0]!.text).toContain('The category file was rejected');
    expect(downloads[0]!.text).toContain('Import aborted');
  });

  it('offers to continue an import that was never started', async () => {
    const draft = seededImport((i) => i.status === 'new' && i.entityFiles.length === 2);
    renderApp(detailPath(draft.importRef));
    expect(await screen.findByRole('link', { name: 'Continue this import in the wizard' })).toHaveAttribute('href', `/demo/settings/imports/new/${draft.importRef}`);
    expect(screen.queryByRole('link', { name: 'Import again' })).not.toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Attributes' })).getByText('Waiting for its file')).toBeInTheDocument();
  });

  it('shows a running import live and announces when it finishes', async () => {
    const elements = Array.from({ length: 30 }, (_, i) => ({ code: `ct-${i}`, name: { 'en-us': `Colour ${i}` }, type: 'text', use: 'property' }));
    elements[4] = { code: '', name: {}, type: 'nope', use: 'nope' } as never;
    const { importRef } = await createImport('demo', { source: 'component test' });
    const { url } = await requestUploadAddress('demo', importRef, { entity: 'attribute', importStrategy: 'partial' });
    const put = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(elements) });
    expect(put.ok).toBe(true);
    await platform().control({ pace: 15 });
    await triggerImport('demo', importRef);

    renderApp(detailPath(importRef));
    const status = await screen.findByText('Status');
    const live = status.closest('[role="status"]')!;
    await waitFor(() => expect(live).toHaveTextContent(/Started|Processing/));
    const bar = await screen.findByRole('progressbar', { name: 'Attributes processed' });
    expect(screen.queryByRole('link', { name: 'Import again' })).not.toBeInTheDocument();
    await waitFor(() => expect(live).toHaveTextContent('Finished with failures'), { timeout: 30_000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByRole('link', { name: 'Import again' })).toBeInTheDocument();
    // one file: its outcome is the import's, said once, and the estimate has gone with the end
    expect(bar).toHaveAttribute('aria-valuetext', '30 elements: 29 created, 1 failed.');
    expect(document.querySelector('.import-estimate')).toBeNull();
    // the log caught up with the end of the import, including the failed element
    await waitFor(() => expect(within(logSection()).getByText('element 5')).toBeInTheDocument());
  }, 20_000);

  it('says plainly when the import does not exist or belongs to another merchant', async () => {
    renderApp(detailPath('no-such-import'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import not found' })).toBeInTheDocument();
    expect(screen.getByText('no-such-import')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Imports' })).toHaveAttribute('href', '/demo/settings/imports');
    expect(document.title).toContain('Import not found');
  });
});
