import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkProgress } from '@/engine/catalog/catalogMessages';
import type { FieldChange } from '@/engine/preview/compareElements';
import { PreviewList } from './PreviewList';
import type { PreviewEntry, SentPreview } from '@/engine/preview/previewFile';
import type { CompareDescriptions } from './useFilePreviews';

const sent = (entries: PreviewEntry[]): SentPreview => ({
  counts: { new: 0, changed: entries.length, unchanged: 0, deleted: 0, refused: 0 },
  reach: { locales: ['de-de', 'en-us'], notCompared: ['shortDescription'], notRead: [] },
  cut: false,
  listed: entries.length,
  entriesJson: JSON.stringify(entries),
});

const price: FieldChange = { path: ['price', 'price'], before: 10, after: 12 };
const entries: PreviewEntry[] = [
  { kind: 'changed', key: 'shirt', changes: [price], currency: 'EUR', describes: ['de-de', 'en-us'] },
  { kind: 'changed', key: 'shoe', changes: [price], currency: 'EUR', describes: ['de-de'] },
  { kind: 'changed', key: 'sock', changes: [price], currency: 'EUR' },
];

/** a compare whose work the test settles */
const controlled = () => {
  const asked: (readonly string[])[] = [];
  let settle!: { resolve: (changes: Record<string, FieldChange[]>) => void; reject: (error: unknown) => void };
  let report!: (p: WorkProgress) => void;
  const compare: CompareDescriptions = (keys, onProgress) => {
    asked.push(keys);
    report = onProgress;
    const done = new Promise<Record<string, FieldChange[]>>((resolve, reject) => (settle = { resolve, reject }));
    return { done, cancel: () => settle.reject(new Error('cancelled')) };
  };
  return { compare, asked, settle: () => settle, report: (p: WorkProgress) => report(p) };
};

const row = (code: string) => screen.getByRole('rowheader', { name: code }).closest('tr')!;

describe('the preview list compares descriptions on request', () => {
  it('offers the requests it takes for the page, reads them, and shows each product’s description change or that none changes', async () => {
    const work = controlled();
    render(<PreviewList fileName="products.json" preview={sent(entries)} compareDescriptions={work.compare} />);
    expect(within(row('shirt')).getByText('Descriptions: not compared yet')).toBeInTheDocument();
    expect(within(row('sock')).queryByText(/Descriptions/)).not.toBeInTheDocument();
    // each line names its field in the merchant's words, each value beside the name of its column on a phone
    expect(within(row('sock')).getByText('Price: €10.00 → €12.00').closest('td')).toHaveAttribute('data-label', 'Details');
    expect(screen.getByText(/Comparing those of the 2 products on this page takes 3 requests, one for each product and locale\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Compare the descriptions on this page' }));
    expect(work.asked).toEqual([['shirt', 'shoe']]);
    expect(screen.getByRole('progressbar', { name: 'Reading descriptions' })).toBeInTheDocument();
    work.report({ phase: 'descriptions', done: 1, total: 3 });
    expect(await screen.findByText(/^33\s?%$/)).toBeInTheDocument();

    work.settle().resolve({ shirt: [{ path: ['shortDescription', 'de-de'], before: 'Alt', after: 'Neu' }], shoe: [] });
    expect(await screen.findByRole('status')).toHaveTextContent('Descriptions compared for 2 products: 1 with changes.');
    expect(within(row('shirt')).getByText('Short description (shortDescription, de-de): Alt → Neu')).toBeInTheDocument();
    expect(within(row('shoe')).getByText('Descriptions: as in the catalogue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Compare the descriptions/ })).not.toBeInTheDocument();
  });

  it('says when the reading fails, keeps the offer to try again, and stops when asked', async () => {
    const work = controlled();
    render(<PreviewList fileName="products.json" preview={sent(entries)} compareDescriptions={work.compare} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare the descriptions on this page' }));
    work.settle().reject(new Error('The service is unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The descriptions could not be read:/);
    expect(within(row('shirt')).getByText('Descriptions: not compared yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Compare the descriptions on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop reading descriptions' }));
    expect(screen.getByRole('status')).toHaveTextContent('Reading the descriptions was stopped.');
    expect(screen.getByRole('button', { name: 'Compare the descriptions on this page' })).toBeInTheDocument();
  });

  it('has nothing to offer for a file that writes no descriptions', () => {
    render(<PreviewList fileName="products.json" preview={sent([entries[2]!])} compareDescriptions={controlled().compare} />);
    expect(screen.queryByRole('button', { name: /Compare the descriptions/ })).not.toBeInTheDocument();
  });
});
