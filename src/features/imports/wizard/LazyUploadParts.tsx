import { lazy, Suspense } from 'react';
import type { EntityType } from '@/api';
import type { WizardStore } from './wizardStore';

// what shows an upload loads with the first upload, as the upload code itself does (WizardStore)
const UploadProgress = lazy(() => import('./UploadProgress').then((m) => ({ default: m.UploadProgress })));
const LiveUploadStatus = lazy(() => import('./UploadStatus').then((m) => ({ default: m.LiveUploadStatus })));

/** The uploads at the top of the page (UploadProgress), once there are any. */
export function LazyUploadProgress({ store }: { store: WizardStore }) {
  return (
    <Suspense fallback={null}>
      <UploadProgress store={store} />
    </Suspense>
  );
}

/** A slot's upload with its cancel and retry (LiveUploadStatus), once it has one. */
export function LazyLiveUploadStatus(props: { store: WizardStore; entity: EntityType; fileName: string }) {
  return (
    <Suspense fallback={null}>
      <LiveUploadStatus {...props} />
    </Suspense>
  );
}
