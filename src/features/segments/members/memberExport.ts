/**
 * A fixed segment's members as a CSV file, read page after page by cursor. Each page becomes a Blob part at once, which the
 * browser keeps outside the page's memory, so a hundred thousand members are never held as objects or one long string.
 */
import type { Member } from '@/contract';
import { toCsv } from '@/lib/csv';

export interface MemberPage {
  members: Member[];
  /** the cursor of the next page; none after the last */
  after?: string;
  /** how many members the service counts in all */
  total: number;
}

/** Reads one page of members after `after` (the first page without it). */
export type ReadMemberPage = (after: string | undefined, signal: AbortSignal) => Promise<MemberPage>;

export interface MemberExport {
  /** the CSV text written so far: the header, then a part per page */
  parts: Blob[];
  /** the cursor to read next from; undefined before the first page and after the last */
  after?: string;
  pages: number;
  rows: number;
  /** the service's count, once a page has said it */
  total?: number;
  finished: boolean;
}

/** A page of members that could not be read: which one, how far the export had come, and why. */
export class MemberPageFailed extends Error {
  constructor(readonly page: number, readonly rows: number, cause: unknown) {
    super(`Page ${page} of the members could not be read`, { cause });
    this.name = 'MemberPageFailed';
  }
}

const csvType = 'text/csv;charset=utf-8';

/** A new export whose file starts with the header row. */
export const startMemberExport = (header: readonly string[]): MemberExport => ({
  parts: [new Blob([toCsv([header])], { type: csvType })],
  pages: 0,
  rows: 0,
  finished: false,
});

/**
 * Reads the pages from where `state` stands to the last and answers the whole file. Cancelling rejects with the signal's reason,
 * `state` as after the last page read; a page that fails rejects with {@link MemberPageFailed}, and calling again rereads it.
 */
export async function continueMemberExport(
  state: MemberExport,
  { readPage, row, signal, onProgress }: {
    readPage: ReadMemberPage;
    /** one member as a CSV row, in the order of the header */
    row: (member: Member) => readonly unknown[];
    signal: AbortSignal;
    onProgress?: (p: { rows: number; total: number; pages: number }) => void;
  },
): Promise<Blob> {
  while (!state.finished) {
    signal.throwIfAborted();
    let page: MemberPage;
    try {
      page = await readPage(state.after, signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new MemberPageFailed(state.pages + 1, state.rows, error);
    }
    signal.throwIfAborted();
    if (page.members.length) state.parts.push(new Blob([toCsv(page.members.map(row))], { type: csvType }));
    state.pages += 1;
    state.rows += page.members.length;
    state.total = page.total;
    // an empty page ends the list even if it names a cursor, so a confused service cannot loop us
    state.after = page.members.length ? page.after : undefined;
    state.finished = state.after === undefined;
    onProgress?.({ rows: state.rows, total: Math.max(state.total, state.rows), pages: state.pages });
  }
  return new Blob(state.parts, { type: csvType });
}

/** `members-vip-2024-05-01.csv`: characters a file system may refuse are replaced. */
export const safeFilePart = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '_');

/** The local date as YYYY-MM-DD, which sorts and reads the same in every language. */
export const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
