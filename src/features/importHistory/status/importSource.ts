/**
 * What the wizard writes into an import's `source` (the service keeps it as text of at most 255
 * characters), and how a page reads it back: who started the import and with which files. The
 * format is ours (docs/api-notes.md); a source written elsewhere is shown as it is.
 *
 *   Merchant Admin: started by anna; files: products.json, categories.json; attempt k3j4h5g6
 */
export const maxSourceLength = 255;

const prefix = 'Merchant Admin: started by ';
const filesPart = '; files: ';
const attemptPart = '; attempt ';

/** The file names that fit in `room` characters, whole, then how many more there are. */
const fitNames = (names: readonly string[], room: number) => {
  const all = names.join(', ');
  if (all.length <= room) return all;
  for (let kept = names.length - 1; kept >= 0; kept--) {
    const more = `+${names.length - kept} more`;
    const text = [...names.slice(0, kept), more].join(', ');
    if (text.length <= room) return text;
  }
  return '';
};

/** The source of an import the wizard creates: the signed-in user, the files' names, and the attempt's mark. */
export function wizardSource(user: string, fileNames: readonly string[], attempt: string): string {
  const head = `${prefix}${user.slice(0, 64)}`;
  const tail = `${attemptPart}${attempt}`;
  const names = fitNames(fileNames, maxSourceLength - head.length - filesPart.length - tail.length);
  return `${head}${names ? filesPart + names : ''}${tail}`;
}

const pattern = /^Merchant Admin: started by (.+?)(?:; files: (.*?))?; attempt [a-z0-9]+$/;

/** Who started an import and with which files (the last may be "+N more"), when the wizard wrote its source; nulls otherwise. */
export function readSource(source: string | null | undefined): { startedBy: string | null; files: string | null } {
  const match = source ? pattern.exec(source) : null;
  return { startedBy: match?.[1] ?? null, files: match?.[2] ?? null };
}
