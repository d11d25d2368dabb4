import type { EntityType, ImportStrategy } from '@/contract/imports';
import type { ElementProblem } from '@/engine/format/elementChecker';
import type { ReferenceKind } from '@/engine/format/elementReferences';
import type { Problem } from '@/engine/format/problems';
import type { TextPosition } from '@/engine/format/textPosition';

/** One thing wrong with one element of the file, and where: put into words where it is shown, in the page's language. */
export interface ElementProblemAt extends ElementProblem {
  /** 0-based position of the element in the file's array */
  index: number;
  /** the element's key when it has one, to find it in the file */
  key: string | null;
}

/** Something that makes the whole file unusable: it is not read past this point. */
export interface FileProblem extends Problem {
  kind: 'empty' | 'encoding' | 'notArray' | 'syntax' | 'unreadable';
  position: TextPosition | null;
  /** 0-based index of the element the problem is in, when it is in one */
  elementIndex: number | null;
  byteOffset: number | null;
}

export interface CheckProgress {
  bytesChecked: number;
  totalBytes: number | null;
  elements: number;
  problems: number;
}

export interface FileCheckResult {
  entity: EntityType;
  strategy: ImportStrategy;
  bytes: number;
  elements: number;
  /** elements without problems that add or change an entity */
  toAddOrChange: number;
  /** elements without problems that delete one (partial files, importType D) */
  toDelete: number;
  elementsWithProblems: number;
  problemCount: number;
  /** the first problems, at most `keptProblemsLimit` */
  problems: ElementProblemAt[];
  /** what the service accepts but the merchant should know (ignored or repeated fields, parents to be found in the catalog) */
  elementsWithWarnings: number;
  warningCount: number;
  /** the first warnings, at most `keptProblemsLimit` */
  warnings: ElementProblemAt[];
  /** codes of other entity types the file names: checked against the import's other files and the catalog */
  references: CodeReferences;
  /** the file's keys (attribute files also `attribute/value` pairs); empty and `keysComplete` false for very large files */
  keys: string[];
  keysComplete: boolean;
  fileProblem: FileProblem | null;
  /** the entity type the elements look like, when it is not the slot's */
  looksLike: EntityType | null;
  durationMs: number;
}

/** `[code, number of elements naming it]`; attribute values as `attribute/value`. */
export type CodeReferences = Record<ReferenceKind, [string, number][]>;

/** Problems kept in full for the download; the rest are counted. */
export const keptProblemsLimit = 10_000;
/** Problems shown on the page. */
export const shownProblemsLimit = 100;

export const fileIsUsable = (r: FileCheckResult) => r.fileProblem === null && r.problemCount === 0;
