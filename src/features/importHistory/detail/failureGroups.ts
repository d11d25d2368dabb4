import type { EntityType, ImportLogEntry } from '@/contract';
import { i18next } from '@/i18n/i18n';
import { toCsv } from '@/lib/csv';
import { entityLabel } from '@/i18n/entityLabels';
import { elementNumber } from './importLogText';

/** One failed element as the log tells it: which element, its key, and each reason it failed. */
export interface FailedElement {
  entity?: EntityType;
  /** 0-based, as on the wire; absent when the service did not say */
  index?: number;
  /** the element's key ("sku-17"), when the message names it */
  key?: string;
  reasons: string[];
}

type LogLine = Pick<ImportLogEntry, 'message'> & Partial<Pick<ImportLogEntry, 'entity' | 'index' | 'level'>>;

/** "Product "sku-1": name is required; attribute "x" does not exist" → subject and reasons. */
const subjectPattern = /^(?:(?:Attribute|Category|Product|Inventory) "((?:[^"\\]|\\.)*)"|Element \d+): ([\s\S]+)$/;

export const readFailure = ({ entity, index, message }: LogLine): FailedElement => {
  const match = subjectPattern.exec(message.trim());
  if (!match) return { entity, index, reasons: [message.trim()] };
  const text = match[2]!.trim();
  // several problems come joined by "; "; a duplicate's one reason has a "; " of its own
  const reasons = text.startsWith('appears again') ? [text] : text.split('; ').map((r) => r.trim()).filter(Boolean);
  return { entity, index, key: match[1], reasons };
};

/** An error naming an element by index or by its subject in the text (a service that logs plain text sends no level or index). */
const isElementFailure = (entry: LogLine) =>
  (entry.level === undefined || entry.level === 'error') && (entry.index !== undefined || subjectPattern.test(entry.message.trim()));

/** The cause a reason shares with others: a duplicate's "(first at element 3)" differs per element, the cause does not. */
const causeOf = (reason: string) => reason.replace(/ \(first at element \d+\)/, '');

export interface FailureGroup {
  entity?: EntityType;
  cause: string;
  elements: FailedElement[];
}

/** The failed elements a log names, each once. */
export const readFailures = (entries: readonly LogLine[]) => entries.filter(isElementFailure).map(readFailure);

/** The failed elements grouped by cause within each entity type, biggest group first (an element with two reasons is in two). */
export const groupFailures = (failures: readonly FailedElement[]): FailureGroup[] => {
  const groups = new Map<string, FailureGroup>();
  for (const failure of failures) {
    for (const reason of failure.reasons) {
      const cause = causeOf(reason);
      const id = `${failure.entity ?? ''}\u0000${cause}`;
      const group = groups.get(id) ?? { entity: failure.entity, cause, elements: [] };
      group.elements.push(failure);
      groups.set(id, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.elements.length - a.elements.length || a.cause.localeCompare(b.cause));
};

/** The field a reason is about, when it starts with one: 'name is required' → name, 'attribute "x" does not exist' → attribute. */
export const fieldOf = (reason: string) => /^([A-Za-z_][\w.[\]]*)(?: "[^"]*")? (?:is|are|must|should|has|does|names|cannot)\b/.exec(reason)?.[1] ?? '';

/** One row per reason of each failed element: for the spreadsheet people, headed in the page's language. */
export const failuresCsv = (failures: readonly FailedElement[]) =>
  toCsv([
    (['entity', 'element', 'key', 'field', 'reason'] as const).map((column) => i18next.t(`importHistory:failuresFile.${column}`)),
    ...failures.flatMap((f) =>
      f.reasons.map((reason) => [
        f.entity ? entityLabel(f.entity) : '',
        f.index === undefined ? '' : String(elementNumber(f.index)),
        f.key ?? '',
        fieldOf(reason),
        reason,
      ]),
    ),
  ]);

export const failuresFileName = (importRef: string) => `import-${importRef.replace(/[^A-Za-z0-9._-]+/g, '_')}-failed-elements.csv`;
