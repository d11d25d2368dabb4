/**
 * The wizard's code that loads on first use (a file chosen, a check, the confirmation, an upload),
 * fetched and run ahead, while the page is idle. Loaded at the moment of use, the evaluation of a
 * module (the import schemas above all) was a long task of its own, in the middle of a check or as
 * the uploads began; in idle time nobody waits for it, and the page still shows without it.
 * In the order they are needed; one module per idle period, so that each evaluation is its own task.
 */
const checker = () => import('@/features/imports/checker/startFileCheck');

const parts: readonly (() => Promise<unknown>)[] = [
  () => import('./SlotProgress'),
  checker,
  () => import('./FileCheckReport'),
  () => import('./CatalogChecksProbe'),
  () => import('@/api/imports'),
  () => import('@/features/imports/api/createImport'),
  () => import('@/features/imports/api/requestUploadAddress'),
  () => import('./importRecordCache'),
  () => import('./ImportRecordProbe'),
  () => import('@/components/ui/CopyButton'),
  () => import('@/features/imports/api/triggerImport'),
  () => import('./ConfirmImportDialog'),
  () => import('./wizardUploads'),
  () => import('@/features/imports/upload/putFile'),
  () => import('@/features/imports/checker/readText'),
  () => import('./UploadProgress'),
  () => import('./UploadStatus'),
];

type Cancel = () => void;

/** requestIdleCallback where the browser has it (not Safari): else a short timeout, after the page drew. */
const whenIdle = (run: () => void): Cancel => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
};

/**
 * Loads the parts one by one in idle time; returns how to stop (the page went). A part that fails
 * to load is left for its first use, which tries again and says so if it fails there too. Once the
 * checker's client has loaded, its workers start as well (`prepareFileCheck`): a check then finds
 * their code loaded, about a tenth of a 100 MB file's check. They end when the page goes.
 */
export function preloadWizardCode(): Cancel {
  let next = 0;
  let stopped = false;
  let cancel: Cancel = () => undefined;
  let releaseWorkers: Cancel = () => undefined;
  const step = () => {
    const part = parts[next++];
    if (!part || stopped) return;
    void part()
      .then((loaded) => {
        if (part === checker && !stopped) releaseWorkers = (loaded as Awaited<ReturnType<typeof checker>>).prepareFileCheck();
      })
      .catch(() => undefined)
      .then(() => {
        if (!stopped) cancel = whenIdle(step);
      });
  };
  cancel = whenIdle(step);
  return () => {
    stopped = true;
    cancel();
    releaseWorkers();
  };
}
