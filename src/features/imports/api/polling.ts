import { isTerminalImportStatus, type ImportRecord } from '../../../api';

export const livePollMs = 1_000;
export const hiddenPollMs = 15_000;

/** While an import runs: poll every second, slower when the tab is hidden; not at all once it ended. */
export const importPollInterval = (imports: readonly ImportRecord[] | undefined) => {
  if (!imports || imports.every((i) => isTerminalImportStatus(i.status))) return false;
  return typeof document !== 'undefined' && document.visibilityState === 'hidden' ? hiddenPollMs : livePollMs;
};
