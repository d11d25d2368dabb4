import { elementKey, JsonArraySplitter, type ScanStep, decodeUtf8, readBytes } from '@/engine';
import { i18next } from '@/i18n/i18n';
import { mismatchText, type Mismatch } from './fileMismatch';
import type { EntityType } from '@/contract';
import { toCsv } from '@/lib/csv';
import { elementNumber } from '@/features/importHistory/detail/importLogText';
import type { FailedElement } from '@/features/importHistory/detail/failureGroups';

const pieceBytes = 4 * 1024 * 1024;
const runChars = 1024 * 1024;

/** The chosen file is not the file of the import: what differs. */
export class NotTheSameFile extends Error {
  override name = 'NotTheSameFile';
  constructor(readonly mismatch: Mismatch) {
    super(mismatchText(mismatch));
  }
}

/**
 * Reads the file again as a stream (memory grows with the failed elements, not with the file) and keeps only the
 * elements that failed, checking on the way that it is the imported file: as many elements, and each failed one at its
 * place with the key the log names. `json`: those elements as they were; `report`: where each was and why it failed.
 */
export async function extractFailedElements(
  source: Blob,
  entity: EntityType,
  expectedTotal: number,
  failures: readonly FailedElement[],
  options: { signal?: AbortSignal; onProgress?: (bytesRead: number) => void } = {},
) {
  // the log names elements by index; a service that logs text only names them by key
  const byIndex = new Map<number, FailedElement>();
  const byKey = new Map<string, FailedElement>();
  for (const f of failures) {
    if (f.index !== undefined) byIndex.set(f.index, f);
    else if (f.key !== undefined) byKey.set(f.key, f);
  }
  const parts: string[] = [];
  const rows: string[][] = [(['inThisFile', 'inImportedFile', 'key', 'reason'] as const).map((column) => i18next.t(`importHistory:failedElementsReport.${column}`))];
  const found = new Set<FailedElement>();
  let index = 0;

  const keep = (elements: readonly unknown[]) => {
    for (const el of elements) {
      const key = elementKey(entity, el);
      const failure = byIndex.get(index) ?? (key === null ? undefined : byKey.get(key));
      if (failure) {
        if (failure.key !== undefined && failure.key !== key) {
          const position = elementNumber(index);
          throw new NotTheSameFile(
            key === null ? { reason: 'noKey', position, expected: failure.key } : { reason: 'otherKey', position, found: key, expected: failure.key },
          );
        }
        found.add(failure);
        parts.push(`${parts.length === 0 ? '' : ',\n'}  ${JSON.stringify(el)}`);
        for (const reason of failure.reasons) rows.push([String(parts.length), String(elementNumber(index)), key ?? '', reason]);
      }
      index++;
    }
  };

  const scanner = new JsonArraySplitter();
  const take = (first: ScanStep) => {
    const { step, parsed } = scanner.settleGuess(first);
    if (parsed) return keep(parsed);
    if (step.run) keep(JSON.parse(`[${step.run.text}]`) as unknown[]);
    if (step.error) throw new NotTheSameFile({ reason: 'unreadable', detail: step.error.message });
  };

  let pending: string[] = [];
  let pendingChars = 0;
  for await (const text of decodeUtf8(readBytes(source, pieceBytes, options.signal), (n) => options.onProgress?.(n))) {
    pending.push(text);
    pendingChars += text.length;
    if (pendingChars >= runChars && pendingChars >= scanner.carriedChars) {
      take(scanner.push(pending.join('')));
      pending = [];
      pendingChars = 0;
    }
  }
  if (pendingChars > 0) take(scanner.push(pending.join('')));
  take(scanner.finish());

  if (index !== expectedTotal) {
    throw new NotTheSameFile({ reason: 'otherCount', found: index, expected: expectedTotal });
  }
  const missing = failures.length - found.size;
  if (missing > 0) throw new NotTheSameFile({ reason: 'missing', missing });
  return { json: new Blob(['[\n', ...parts, '\n]\n'], { type: 'application/json' }), report: toCsv(rows), count: parts.length };
}
