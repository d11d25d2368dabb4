import { lazy, Suspense } from 'react';
import { Loading } from '@/components/ui/QueryState';
import type { FileDropZoneProps } from './FileDropZone';

// react-dropzone is a sixth of the wizard's weight: its code loads beside the page's first paint,
// so the slots show at once and each takes files as soon as it is there
const FileDropZone = lazy(() => import('./FileDropZone').then((m) => ({ default: m.FileDropZone })));

/** The slot's drop zone, with a spoken loading state while its code arrives. */
export function LazyFileDropZone(props: FileDropZoneProps) {
  return (
    <Suspense
      fallback={
        <div className="dropzone">
          <Loading label="Preparing the file picker…" />
        </div>
      }
    >
      <FileDropZone {...props} />
    </Suspense>
  );
}
