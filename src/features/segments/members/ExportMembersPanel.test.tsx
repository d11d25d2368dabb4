import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toMemberRef, type Customer } from '@/contract';
import { renderApp, signIn, withTestPlatform } from '@/testing/app';
import { createTestSegment, findCustomers, uniqueCode } from '@/features/segments/testing/testHelpers';
import { isoDate } from './memberExport';

const platform = withTestPlatform();
let customers: Customer[];
beforeAll(async () => {
  await signIn();
  customers = (await findCustomers({})).filter((c) => c.status === 'active').slice(0, 3);
});
afterEach(() => vi.restoreAllMocks());

/** What the page hands to the browser's download: the file's name and its text. */
const catchDownload = () => {
  const file = { name: '', text: '' };
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    // jsdom's Blob has no text()
    const reader = new FileReader();
    reader.onload = () => (file.text = String(reader.result));
    reader.readAsText(blob as Blob);
    return 'blob:members';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    file.name = this.download;
  });
  return file;
};

describe("exporting a segment's members", () => {
  it('downloads every member as CSV named after the segment and the date, and says so', async () => {
    const code = uniqueCode('export');
    await createTestSegment({ code, members: customers.map((c) => toMemberRef(c.id)) });
    const file = catchDownload();
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}`);
    await user.click(await screen.findByRole('button', { name: 'Export members (CSV)' }));
    const name = `members-${code}-${isoDate(new Date())}.csv`;
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === `Exported 3 members to ${name}.`)).toBe(true));
    await waitFor(() => expect(file.text).not.toBe(''));
    expect(file.name).toBe(name);
    const lines = file.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('customer number,e-mail,name,guest or registered');
    expect(lines).toHaveLength(4);
    for (const c of customers) expect(file.text).toContain(c.emailAddress!);
  });

  it('says of every member whether it is a guest, though the public member list leaves that out', async () => {
    // four members: a guest among them (the seed's guests share addresses, so one is found by its flag)
    const guest = (await findCustomers({})).find((c) => c.isAnonymous && c.status === 'active')!;
    const members = [...customers, guest];
    const code = uniqueCode('export');
    await createTestSegment({ code, members: members.map((c) => toMemberRef(c.id)) });
    await fetch(`${platform().apiUrl}/__control/dialect`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"dialect":"public"}' });
    try {
      const file = catchDownload();
      const user = userEvent.setup();
      renderApp(`/demo/segments/${code}`);
      await user.click(await screen.findByRole('button', { name: 'Export members (CSV)' }));
      await waitFor(() => expect(file.text).not.toBe(''));
      const kinds = new Map(file.text.trimEnd().split('\r\n').slice(1).map((l) => [l.split(',')[0], l.split(',').at(-1)]));
      expect(kinds).toEqual(new Map(members.map((c) => [c.externalCustomerNumber ?? c.internalCustomerNumber ?? '', c.isAnonymous ? 'guest' : 'registered'])));
    } finally {
      await fetch(`${platform().apiUrl}/__control/dialect`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"dialect":"brief"}' });
    }
  });

  it('names the page that failed and goes on from it when retried', async () => {
    const code = uniqueCode('export');
    await createTestSegment({ code, members: customers.map((c) => toMemberRef(c.id)) });
    const file = catchDownload();
    const realFetch = globalThis.fetch;
    let failed = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!failed && url.includes(`/segments/${code}/members?`) && url.includes('limit=1000')) {
        failed = true;
        throw new TypeError('Failed to fetch');
      }
      return realFetch(input, init);
    });
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}`);
    await user.click(await screen.findByRole('button', { name: 'Export members (CSV)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not read page 1 of the members');
    await user.click(within(alert).getByRole('button', { name: 'Retry from page 1' }));
    await waitFor(() => expect(file.text.trimEnd().split('\r\n')).toHaveLength(4));
  });
});
