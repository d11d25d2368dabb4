import { findSettledTable } from '@/testing/findSettledTable';
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toMemberRef, type Customer } from '@/contract';
import { renderApp, signIn, withTestPlatform } from '@/testing/app';
import { aloneAtTheirAddress, bucketCount, bucketCounts, createTestSegment, findCustomers, openWithList, resultCount, uniqueCode } from '@/features/segments/testing/testHelpers';

const platform = withTestPlatform();
let registered: Customer[];
beforeAll(async () => {
  await signIn();
  // customers with an address of their own
  const all = await findCustomers({});
  registered = aloneAtTheirAddress(all);
});
afterEach(() => vi.restoreAllMocks());


describe('adding members from a list', () => {
  it('sorts each address into its bucket, adds the sure ones and reports what was not added', async () => {
    const code = uniqueCode('list');
    const member = registered[0]!;
    await createTestSegment({ code, members: [toMemberRef(member.id)] });
    const fresh = registered.slice(1, 6);
    const list = [
      'E-mail,Name',
      ...fresh.map((c) => `${c.emailAddress!.toUpperCase()},"${c.lastName}, ${c.firstName}"`),
      `${fresh[0]!.emailAddress},again`,
      'alex.morgan@example.com,shared with guests',
      'casey.kim@example.com,guests only',
      `${member.emailAddress},member`,
      'nobody@nowhere.example,unknown',
      'not an address,garbage',
      ',',
    ].join('\n');
    const user = await openWithList('add-by-list', code, list);
    const review = { add: '6', choose: '0', guestsOnly: '1', alreadyMember: '1', notFound: '1', invalid: '1', duplicates: '1', blanks: '1' };
    expect(bucketCounts(review)).toEqual(review);

    // with guests, the shared address and the guests-only one need a choice
    await user.click(screen.getByRole('switch', { name: 'Leave out guests' }));
    expect(bucketCount('choose')).toBe('2');
    expect(bucketCount('guestsOnly')).toBe('0');
    expect(screen.getByText('2 addresses still need a choice')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'choose');
    const casey = screen.getByRole('group', { name: 'Customer to add for casey.kim@example.com' });
    await user.click(within(casey).getAllByRole('radio')[0]!);
    expect(screen.getByText('1 address still needs a choice')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Add 6 members to Segment ${code}` }));
    expect(await screen.findByText(`Added 6 members to Segment ${code}.`)).toBeInTheDocument();
    expect(resultCount('added')).toBe('6');
    expect(resultCount('leftOut')).toBe('4');
    // the page itself lists what was not added, with the reason, in list order
    const notAdded = await findSettledTable('Entries not added, in list order');
    const reasonOf = (entry: string) => within(within(notAdded).getByText(entry).closest('tr')!).getAllByRole('cell').at(-1)!.textContent;
    expect(within(notAdded).getAllByRole('row')).toHaveLength(5);
    expect(reasonOf('alex.morgan@example.com')).toBe('Several customers have this address and none was chosen');
    expect(reasonOf(member.emailAddress!)).toBe('A customer with this address is already a member');
    expect(reasonOf('nobody@nowhere.example')).toBe('No customer has this address');
    expect(reasonOf('not an address')).toBe('Not an e-mail address');
    expect(screen.getByRole('heading', { name: 'Not added (4)' })).toBeInTheDocument();

    let csv = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      // jsdom's Blob has no text()
      const reader = new FileReader();
      reader.onload = () => (csv = String(reader.result));
      reader.readAsText(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // jsdom cannot follow the download link
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download the 4 entries not added (CSV)' }));
    await waitFor(() => expect(csv).toContain('line,entry,reason,customer numbers,internal IDs'));
    expect(csv).toContain('alex.morgan@example.com,Several customers have this address and none was chosen');
    expect(csv).toContain(`${member.emailAddress},A customer with this address is already a member,${member.externalCustomerNumber},${member.id}`);
    expect(csv).toContain('nobody@nowhere.example,No customer has this address');
    expect(csv).toContain('not an address,Not an e-mail address');
  });

  it('names each customer by customer number, the internal ID only on request, and an entry that is no address in one word', async () => {
    const code = uniqueCode('list');
    await createTestSegment({ code });
    const customer = registered[1]!;
    const user = await openWithList('add-by-list', code, [customer.emailAddress, 'not an address'].join('\n'));
    const rows = await findSettledTable('Each address of the list and what happens to it');
    const row = within(rows).getByText(customer.emailAddress!).closest('tr')!;
    expect(row).toHaveTextContent(`Customer number ${customer.externalCustomerNumber}`);
    expect(within(rows).queryByText(customer.id)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show internal IDs' }));
    expect(within(row).getByText(customer.id)).toBeInTheDocument();
    // the same words in the counts and on the entry's row
    const counts = screen.getByRole('table', { name: 'Addresses per result' });
    expect(within(counts).getByRole('rowheader', { name: 'Not an e-mail address' })).toBeInTheDocument();
    expect(within(within(rows).getByText('not an address').closest('tr')!).getByText('Not an e-mail address')).toBeInTheDocument();
  });

  it("meets every case the README's sample list promises, against the seeded customers", async () => {
    const readme = readFileSync('README.md', 'utf8');
    const sample = /A sample list for[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(sample).toBeDefined();
    const code = uniqueCode('sample');
    await createTestSegment({ code });
    const user = await openWithList('add-by-list', code, sample!);
    // anna, ben (other case), clara, maria and alex (guests left out: the registered one)
    expect(bucketCount('add')).toBe('5');
    expect(bucketCount('guestsOnly')).toBe('1');
    expect(bucketCount('notFound')).toBe('1');
    expect(bucketCount('invalid')).toBe('1');
    expect(bucketCount('duplicates')).toBe('1');
    // with guests, the shared address asks for a choice and the guests-only one too
    await user.click(screen.getByRole('switch', { name: 'Leave out guests' }));
    expect(bucketCount('add')).toBe('4');
    expect(bucketCount('choose')).toBe('2');
  });

  it('reads 10,000 lines with blanks, duplicates and garbage in few requests, at most 3 at a time', async () => {
    const code = uniqueCode('list');
    await createTestSegment({ code });
    const lines: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const kind = i % 5;
      if (kind === 0) lines.push('');
      else if (kind === 1) lines.push(`#${i} garbage`);
      else if (kind === 2) lines.push(registered[i % registered.length]!.emailAddress!);
      else lines.push(`unknown${i % 3000}@nowhere.example`);
    }
    let inFlight = 0;
    let peak = 0;
    let lookups = 0;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!/\/customers\?|\/members\?/.test(url)) return realFetch(input, init);
      lookups++;
      peak = Math.max(peak, ++inFlight);
      try {
        return await realFetch(input, init);
      } finally {
        inFlight--;
      }
    });
    await openWithList('add-by-list', code, lines.join('\n'));
    const unknown = new Set(lines.filter((l) => l.startsWith('unknown'))).size;
    const known = Math.min(registered.length, 2000);
    expect(bucketCount('blanks')).toBe('2,000');
    expect(bucketCount('invalid')).toBe('2,000');
    expect(bucketCount('notFound')).toBe(unknown.toLocaleString());
    expect(bucketCount('add')).toBe(known.toLocaleString());
    expect(bucketCount('duplicates')).toBe((6000 - unknown - known).toLocaleString());
    expect(peak).toBeLessThanOrEqual(3);
    expect(lookups).toBeLessThanOrEqual(Math.ceil((unknown + known) / 100));
    // ten thousand rows, fifty on a page
    expect(within(await findSettledTable(/Each address of the list/)).getAllByRole('row')).toHaveLength(51);
  });

  it('says what was added and what was not when a batch fails half-way; retrying adds only the rest', async () => {
    const demo = platform().platform.store.merchant('demo')!;
    const extra: Customer[] = Array.from({ length: 700 }, (_, i) => ({
      id: `bulk-${uniqueCode('c')}-${i}`,
      firstName: 'Bulk',
      lastName: `Customer ${i}`,
      emailAddress: `bulk.customer.${i}.${Date.now()}@example.org`,
      isAnonymous: false,
      status: 'active',
    }));
    for (const c of extra) platform().platform.store.addCustomer(demo, c);
    const code = uniqueCode('list');
    await createTestSegment({ code });

    const realFetch = globalThis.fetch;
    const posted: number[] = [];
    let posts = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'POST' && url.endsWith(`/segments/${code}/members`)) {
        posted.push((JSON.parse(String(init.body)) as unknown[]).length);
        if (++posts === 2) throw new TypeError('Failed to fetch');
      }
      return realFetch(input, init);
    });
    const user = await openWithList('add-by-list', code, extra.map((c) => c.emailAddress).join('\n'));
    expect(bucketCount('add')).toBe('700');
    await user.click(screen.getByRole('button', { name: `Add 700 members to Segment ${code}` }));
    expect(await screen.findByText('Added 500 members; 200 members not added because a request failed')).toBeInTheDocument();
    expect(resultCount('rest')).toBe('200');
    expect(posted).toEqual([500, 200]);

    await user.click(screen.getByRole('button', { name: 'Retry the rest (200 members)' }));
    expect(await screen.findByText(`Added 700 members to Segment ${code}.`)).toBeInTheDocument();
    expect(posted).toEqual([500, 200, 200]);
    expect(demo.segments.get(code)!.members.size).toBe(700);
  });

  it('keeps the list when nothing in it is an address', async () => {
    const code = uniqueCode('list');
    await createTestSegment({ code });
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}/add-by-list`);
    const box = await screen.findByRole('textbox', { name: 'E-mail addresses' });
    await user.click(box);
    await user.paste('hello\nworld');
    await user.click(screen.getByRole('button', { name: 'Check the addresses' }));
    expect(box).toHaveAccessibleDescription(/None of the 2 entries is an e-mail address, e.g. line 1: “hello”/);
    expect(box).toHaveValue('hello\nworld');
    expect(box).toHaveFocus();
  });

  it('reads a chosen CSV file into the box, finding the e-mail column by its header', async () => {
    const code = uniqueCode('list');
    await createTestSegment({ code });
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}/add-by-list`);
    await screen.findByRole('button', { name: 'Choose a file with e-mail addresses' });
    const csv = ['"Name","E-mail address"', `"Kim, Casey",casey.kim@example.com`, `"${registered[0]!.lastName}",${registered[0]!.emailAddress}`].join('\r\n');
    await user.upload(screen.getByLabelText('File with e-mail addresses'), new File([csv], 'people.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Read people.csv: 3 lines. They are in the box above; check them when ready.')).toBeInTheDocument();
    // a text box keeps line breaks as \n
    const asTyped = csv.replace(/\r\n/g, '\n');
    expect(screen.getByRole('textbox', { name: 'E-mail addresses' })).toHaveValue(asTyped);
    await user.click(screen.getByRole('button', { name: 'Check the addresses' }));
    await screen.findByRole('heading', { name: 'Step 2 of 3: check and confirm' });
    expect(bucketCount('add')).toBe('1');
    expect(bucketCount('guestsOnly')).toBe('1');
    // back to the list, which is kept
    await user.click(screen.getByRole('button', { name: 'Edit the list' }));
    expect(screen.getByRole('textbox', { name: 'E-mail addresses' })).toHaveValue(asTyped);
  });
});
