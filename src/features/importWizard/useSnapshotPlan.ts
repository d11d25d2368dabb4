import { useQuery } from '@tanstack/react-query';
import type { EntityType } from '@/contract';
import type { PreviewState } from '@/features/importWizard/preview/useFilePreviews';
import { freeStorage } from '@/engine';
import { snapshotBytes } from '@/features/snapshots';
import { previewSubjectsOf } from './store/slotRules';
import type { WizardState } from './store/wizardState';

/** Whether a snapshot is worth taking, its size, and where it goes: as chosen, else the browser; a download when it has no room (unknown: no). */
export function useSnapshotPlan(state: WizardState, previews: Partial<Record<EntityType, PreviewState>>) {
  const { data: free = null } = useQuery({ queryKey: ['browser', 'freeStorage'], queryFn: freeStorage, staleTime: 10_000 });
  const files = previewSubjectsOf(state).map(({ entity, file }) => {
    const check = state.slots[entity].check;
    const elements = check.status === 'done' ? check.result.elements : 0;
    const preview = previews[entity];
    // until the preview says, every element may change
    const counts = preview?.status === 'done' ? preview.preview.counts : { new: 0, changed: elements, deleted: 0 };
    return { bytes: file.size, elements, changed: counts.changed, deleted: counts.deleted, created: counts.new };
  });
  const relevant = files.some((f) => f.changed + f.deleted + f.created > 0);
  // the products it restores, and the description reads that takes: one per product and locale (until the preview says, every element, one locale)
  const restored = previewSubjectsOf(state).flatMap(({ entity }) => {
    if (entity !== 'product') return [];
    const preview = previews[entity];
    const check = state.slots[entity].check;
    if (preview?.status === 'done') return [{ products: preview.preview.counts.changed + preview.preview.counts.deleted, locales: Math.max(1, preview.preview.reach.locales.length) }];
    return [{ products: check.status === 'done' ? check.result.elements : 0, locales: 1 }];
  });
  const described = restored.reduce((sum, r) => sum + r.products, 0);
  const descriptionReads = restored.reduce((sum, r) => sum + r.products * r.locales, 0);
  const describe = described > 0 && (state.snapshotDescriptions ?? descriptionReads <= manyDescriptionReads);
  const needed = snapshotBytes(files);
  const roomy = free !== null && needed <= free;
  const chosen = state.snapshotChoice ?? (roomy ? 'browser' : 'download');
  const choice = !relevant ? 'none' : chosen === 'browser' && !roomy ? 'download' : chosen;
  return { relevant, needed, roomy, free, choice, described, descriptionReads, describe };
}

/** more description reads than a snapshot makes unless asked: at six at a time, several minutes */
export const manyDescriptionReads = 2_000;
