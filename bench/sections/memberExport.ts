/**
 * A fixed segment of `members` customers, imported through the service's calls (customers, the
 * segment, its members), exported from the segment page as a CSV: the time, the member-list
 * requests, the peak memory (the page's heap and its workers'), and the rows the file holds.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { generatedElement } from '../../src/engine/checker/testing/generateImportFile';
import { launchChromium, signInThroughUi } from '../lib/browser';
import { importThroughApi } from '../lib/importThroughApi';
import { tokenFor, type MockProcess } from '../lib/mockProcess';
import { peakMemory } from '../lib/peakMemory';
import type { BenchRow } from '../lib/report';

const segment = 'bench-export';

/** A JSON array of `n` elements made by `element`, written in parts. */
async function writeElements(path: string, n: number, element: (i: number) => unknown) {
  const out = createWriteStream(path);
  let part = '[';
  for (let i = 0; i < n; i++) {
    part += `${i ? ',\n' : '\n'}${JSON.stringify(element(i))}`;
    if (part.length > 1 << 20) {
      if (!out.write(part)) await once(out, 'drain');
      part = '';
    }
  }
  out.end(`${part}\n]\n`);
  await once(out, 'finish');
}

const linesOf = async (path: string) => {
  let lines = 0;
  for await (const line of createInterface({ input: createReadStream(path) })) if (line) lines++;
  return lines;
};

export async function benchMemberExport(mock: MockProcess, appUrl: string, members: number): Promise<BenchRow[]> {
  const files = { customer: join(tmpdir(), `bench-customers-${members}.json`), segment: join(tmpdir(), 'bench-segment.json'), segmentMember: join(tmpdir(), `bench-members-${members}.json`) };
  await writeElements(files.customer, members, (i) => generatedElement('customer', i));
  await writeElements(files.segment, 1, () => ({ code: segment, name: 'Bench export', type: 'fixed', status: 'active' }));
  await writeElements(files.segmentMember, members, (i) => ({ segmentCode: segment, externalCustomerNumber: (generatedElement('customer', i) as { externalCustomerNumber: string }).externalCustomerNumber }));
  const token = await tokenFor(mock.apiUrl, 'demo');
  // in the service's order: the members' customers and segment first
  for (const entity of ['customer', 'segment', 'segmentMember'] as const) {
    const done = await importThroughApi(mock.apiUrl, 'demo', token, files[entity], { entity, importStrategy: 'partial' });
    if (done.status !== 'finished' || done.failed) throw new Error(`the ${entity} import ended ${done.status} with ${done.failed} failed`);
  }

  const browser = await launchChromium(['--js-flags=--max-old-space-size=8192']);
  const csv = join(tmpdir(), `bench-members-${members}.csv`);
  try {
    const page = await browser.newPage();
    let memberCalls = 0;
    let customerCalls = 0;
    page.context().on('request', (r) => {
      if (r.method() !== 'GET') return;
      if (r.url().includes(`/segments/${segment}/members`)) memberCalls++;
      else if (r.url().includes('/customers?')) customerCalls++;
    });
    // the service's own time, apart from the app's
    const spent = { members: 0, customers: 0 };
    page.context().on('requestfinished', (r) => {
      const t = r.timing();
      const key = r.url().includes('/members') ? 'members' : r.url().includes('/customers?') ? 'customers' : null;
      if (key && t.responseEnd > 0) spent[key] += t.responseEnd - t.requestStart;
    });
    await signInThroughUi(page, appUrl, 'demo');
    await page.goto(`${appUrl}/demo/segments/${segment}`);
    await page.getByRole('button', { name: 'Export members (CSV)' }).waitFor();
    const callsBefore = memberCalls;
    const exported = await peakMemory(browser, page, async () => {
      const download = page.waitForEvent('download', { timeout: 30 * 60_000 });
      await page.getByRole('button', { name: 'Export members (CSV)' }).click();
      await (await download).saveAs(csv);
    });
    const rows = (await linesOf(csv)) - 1;
    const n = members.toLocaleString('en');
    return [
      { section: 'segments', metric: `export of ${n} members as CSV`, value: exported.ms / 1000, unit: 's' },
      {
        section: 'segments',
        metric: `export of ${n} members: member-list requests (pages of the service's largest size)`,
        value: memberCalls - callsBefore,
        unit: 'requests',
      },
      { section: 'segments', metric: `export of ${n} members: the mock's answers to them, summed`, value: spent.members / 1000, unit: 's' },
      {
        section: 'segments',
        metric: `export of ${n} members: customer-list requests (whether each is a guest, ${n} ids a hundred a time, ten at once)`,
        value: customerCalls,
        unit: 'requests',
      },
      {
        section: 'segments',
        metric: `export of ${n} members: peak memory, page heap + workers (page ${Math.round(exported.pageMb)} MB)`,
        value: exported.pageMb + exported.workersMb,
        unit: 'MB',
        goal: '< 400 MB',
        met: exported.pageMb + exported.workersMb < 400,
      },
      { section: 'segments', metric: `export of ${n} members: rows in the file`, value: rows, unit: 'rows', reference: { label: 'members', value: members }, goal: 'all of them', met: rows === members },
    ];
  } finally {
    await browser.close();
    await Promise.all([...Object.values(files), csv].map((f) => rm(f, { force: true })));
  }
}
