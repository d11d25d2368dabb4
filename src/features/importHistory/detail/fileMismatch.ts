import { i18next } from '@/i18n/i18n';

/** What differs between the chosen file and the file of the import, as a message of the `imports` catalog. */
export type Mismatch =
  | { reason: 'otherKey'; position: number; found: string; expected: string }
  | { reason: 'noKey'; position: number; expected: string }
  | { reason: 'unreadable'; detail: string }
  | { reason: 'otherCount'; found: number; expected: number }
  | { reason: 'missing'; missing: number };

/** The mismatch in the page's language, read when it is shown; the reader's own words on what it could not read kept as they are. */
export const mismatchText = (mismatch: Mismatch) =>
  mismatch.reason === 'unreadable'
    ? i18next.t('importHistory:notTheSameFile.unreadable', { reason: mismatch.detail })
    : i18next.t(`importHistory:notTheSameFile.${mismatch.reason}`, mismatch);
