/**
 * The preview, the snapshot and the export in the real app, against a catalog of `elements`
 * products (imported first through the service's calls): the preview of as many products, half of
 * them changed, beside the checker's time for the same file (same run); the catalog requests the
 * preview makes; and the time and the peak memory (the page's heap and its workers') of the
 * snapshot and of the export.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, signInThroughUi } from '../lib/browser';
import { peakMemory } from '../lib/peakMemory';
import { importThroughApi } from '../lib/importThroughApi';
import { tokenFor, type MockProcess } from '../lib/mockProcess';
import type { BenchRow } from '../lib/report';

/** `n` products; `changed(i)`: this one's price differs */
async function writeProducts(path: string, n: number, changed: (i: number) => boolean) {
  const out = createWriteStream(path);
  let part = '[';
  for (let i = 0; i < n; i++) {
    const price = changed(i) ? 79.2 : 99;
    part += `${i ? ',\n' : '\n'}${JSON.stringify({ code: `work-${i}`, name: { 'en-us': `Product ${i}`, 'de-de': `Produkt ${i}` }, modelType: 'standard', isInventoryManaged: false, price: { price, currencyCode: 'EUR' } })}`;
    if (part.length > 1 << 20) {
      if (!out.write(part)) await once(out, 'drain');
      part = '';
    }
  }
  out.end(`${part}\n]\n`);
  await once(out, 'finish');
}

/**
 * The preview's list calls alone: the very requests it made (each batch of codes once per locale),
 * made again from the page as many at a time as the preview has in flight, with the app's token,
 * each answer parsed, nothing read from a file and nothing compared. The catalog's answers are
 * all the preview waits for besides its own work, so this is its floor here.
 */
function listCallsAlone(page: Page, urls: readonly string[], authorization: string, inFlight: number): Promise<number> {
  return page.evaluate(
    async ({ urls, authorization, inFlight }) => {
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          for (let i = next++; i < urls.length; i = next++) {
            const response = await fetch(urls[i]!, { headers: { Accept: 'application/json', Authorization: authorization } });
            await response.json();
          }
        }),
      );
      return performance.now() - started;
    },
    { urls, authorization, inFlight },
  );
}

/** the locales the bench's files write, each read once per batch */
const locales = 2;

export async function benchCatalogWork(mock: MockProcess, appUrl: string, elements: number): Promise<BenchRow[]> {
  const base = join(tmpdir(), `bench-catalog-${elements}.json`);
  const half = join(tmpdir(), `bench-catalog-${elements}-half-changed.json`);
  await writeProducts(base, elements, () => false);
  await writeProducts(half, elements, (i) => i % 2 === 0);
  const token = await tokenFor(mock.apiUrl, 'demo');
  const seeded = await importThroughApi(mock.apiUrl, 'demo', token, base, { entity: 'product', importStrategy: 'partial', catalogCode: 'default' });
  if (seeded.status !== 'finished' || seeded.failed) throw new Error(`the catalog's import ended ${seeded.status} with ${seeded.failed} failed`);

  const browser = await launchChromium(['--js-flags=--max-old-space-size=8192']);
  try {
    const page = await browser.newPage();
    let catalogCalls = 0;
    /** the preview's list calls by codes, made again by listCallsAlone */
    const byCodes: string[] = [];
    let authorization = '';
    let longestAddress = 0;
    page.context().on('request', (r) => {
      if (r.method() === 'GET' && /\/products\?.*filters=/.test(r.url())) {
        byCodes.push(r.url());
        authorization = r.headers().authorization ?? authorization;
      }
      if (r.url().includes('/catalog/') || /\/(products|attributes|categories|inventories)\?/.test(r.url())) {
        catalogCalls++;
        longestAddress = Math.max(longestAddress, r.url().length);
      }
    });
    page.on('console', (m) => { if (m.text().includes('PREVIEWT')) console.log(m.text()); });
    await signInThroughUi(page, appUrl, 'demo');
    await page.goto(`${appUrl}/demo/settings/imports/new`);
    const slot = page.getByRole('region', { name: 'Products' });
    // requests counted from the file's choice: none made while the file is checked is missed
    const callsBefore = catalogCalls;
    await page.getByLabel('Products file', { exact: true }).setInputFiles(half);
    await slot.getByRole('radio', { name: /^Partial/ }).check();
    const checkStarted = performance.now();
    await slot.getByText(/ is ready/).first().waitFor({ timeout: 10 * 60_000 });
    const checkMs = performance.now() - checkStarted;
    const preview = await peakMemory(browser, page, () => slot.getByText(/changes in the catalogue: /).first().waitFor({ timeout: 30 * 60_000 }));
    const previewText = (await slot.getByText(/changes in the catalogue: /).first().textContent()) ?? '';
    const half1 = Math.ceil(elements / 2).toLocaleString('en');
    if (!previewText.includes(`0 new · ${half1} changed`)) throw new Error(`the preview says "${previewText}"`);
    const previewCalls = catalogCalls - callsBefore;
    // the preview's own calls: the floor's, made again below, match the same pattern
    const previewByCodes = byCodes.splice(0);
    if (!previewByCodes.length) throw new Error('the preview asked the catalog for no codes');
    // its three batches in flight, each asking in every locale at once; the median of three runs, as
    // one run of them alone varies by a third on this machine
    const floorRuns: number[] = [];
    for (let run = 0; run < 3; run++) floorRuns.push(await listCallsAlone(page, previewByCodes, authorization, 3 * locales));
    const listCallsMs = floorRuns.sort((a, b) => a - b)[1]!;

    // the snapshot, downloaded; the start is made to fail, so nothing is imported
    await mock.control('', { failNext: { trigger: 1000 } });
    await page.getByRole('radio', { name: /^Download the snapshot/ }).check();
    const snapshot = await peakMemory(browser, page, async () => {
      const download = page.waitForEvent('download', { timeout: 30 * 60_000 });
      await page.getByRole('button', { name: 'Import 1 file' }).click();
      await (await download).path();
    });
    await mock.control('/reset', {});

    await page.goto(`${appUrl}/demo/settings/imports/export`);
    await page.getByRole('radio', { name: 'Products' }).check();
    const exported = await peakMemory(browser, page, async () => {
      const download = page.waitForEvent('download', { timeout: 30 * 60_000 });
      await page.getByRole('button', { name: 'Export Products' }).click();
      await (await download).path();
    });
    const n = elements.toLocaleString('en');
    // each code costs its JSON, encoded, and a comma (%2C); an address holds 7,500 bytes of them at least
    let codeBytes = 0;
    for (let i = 0; i < elements; i++) codeBytes += `work-${i}`.length + 9;
    const fewestCalls = locales * Math.ceil(codeBytes / 7_500);
    const memory = (what: string, m: { pageMb: number; workersMb: number }): BenchRow => ({
      section: 'catalog',
      metric: `${what}: peak memory, page heap + workers (page ${Math.round(m.pageMb)} MB)`,
      value: m.pageMb + m.workersMb,
      unit: 'MB',
      goal: '< 400 MB',
      met: m.pageMb + m.workersMb < 400,
    });
    return [
      {
        section: 'catalog',
        metric: `preview of ${n} products in ${locales} locales against a catalog of ${n} (half changed), after the check`,
        value: preview.ms / 1000,
        unit: 's',
        reference: { label: "the checker's time for the same file, s", value: checkMs / 1000 },
        ratio: preview.ms / checkMs,
        goal: '≤ 1.5× the check',
        met: preview.ms / checkMs <= 1.5,
      },
      {
        section: 'catalog',
        metric: `preview of ${n} products, after the check, beside its floor: its own list calls alone, made again from the page (nothing read or compared)`,
        value: preview.ms / 1000,
        unit: 's',
        reference: { label: 'the list calls alone (median of 3), s', value: listCallsMs / 1000 },
        ratio: preview.ms / listCallsMs,
        goal: '≤ 1.2× its list calls',
        met: preview.ms / listCallsMs <= 1.2,
      },
      { section: 'catalog', metric: `preview of ${n} products: from the file's choice to the preview shown`, value: (checkMs + preview.ms) / 1000, unit: 's' },
      {
        section: 'catalog',
        metric: `preview of ${n} products: catalog requests`,
        value: previewCalls,
        unit: 'requests',
        goal: `≤ ${fewestCalls} (as many codes a request as 8,000 bytes of address hold, once per locale)`,
        met: previewCalls <= fewestCalls,
      },
      {
        section: 'catalog',
        metric: 'longest catalog address sent (preview, snapshot and export)',
        value: longestAddress,
        unit: 'bytes',
        goal: '≤ 8,000',
        met: longestAddress <= 8_000,
      },
      memory(`preview of ${n} products`, preview),
      { section: 'catalog', metric: `snapshot of ${n} products (half changed), downloaded`, value: snapshot.ms / 1000, unit: 's' },
      memory(`snapshot of ${n} products`, snapshot),
      { section: 'catalog', metric: `export of the products (${n} and the seeded ones)`, value: exported.ms / 1000, unit: 's' },
      memory('export of the products', exported),
    ];
  } finally {
    await browser.close();
    await Promise.all([rm(base, { force: true }), rm(half, { force: true })]);
  }
}
