import { lazy, Suspense } from 'react';
import type { EntityType } from '@/api';
import { Loading } from '@/components/ui/QueryState';
import type { WizardStore } from './wizardStore';
import type { FileCheckReportProps } from './FileCheckReport';

// a check's progress and its report show only once a file is chosen: their code (and the CSV of
// problems) loads then, or before, in idle time (preloadWizardCode)
const FileCheckReport = lazy(() => import('./FileCheckReport').then((m) => ({ default: m.FileCheckReport })));
const LiveCheckProgress = lazy(() => import('./SlotProgress').then((m) => ({ default: m.LiveCheckProgress })));

/** The slot's file-check report, with a spoken loading state while its code arrives. */
export function LazyFileCheckReport(props: FileCheckReportProps) {
  return (
    <Suspense fallback={<Loading label={`Checking ${props.fileName}…`} />}>
      <FileCheckReport {...props} />
    </Suspense>
  );
}

/** The check of the slot's file as it runs (LiveCheckProgress), with the same loading state while its code arrives. */
export function LazyCheckProgress(props: { store: WizardStore; entity: EntityType; fileName: string }) {
  return (
    <Suspense fallback={<Loading label={`Checking ${props.fileName}…`} />}>
      <LiveCheckProgress {...props} />
    </Suspense>
  );
}
