import { lazy, Suspense } from 'react';
import { Loading } from '@/components/ui/QueryState';
import type { FileCheckReportProps } from './FileCheckReport';

// a report shows only once a file is chosen: its code (and the CSV of problems) loads then
const FileCheckReport = lazy(() => import('./FileCheckReport').then((m) => ({ default: m.FileCheckReport })));

/** The slot's file-check report, with a spoken loading state while its code arrives. */
export function LazyFileCheckReport(props: FileCheckReportProps) {
  return (
    <Suspense fallback={<Loading label={`Checking ${props.fileName}…`} />}>
      <FileCheckReport {...props} />
    </Suspense>
  );
}
