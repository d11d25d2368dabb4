import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { EntityType } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { describeError } from '@/lib/errors';
import { useFocusWhen } from '@/lib/useFocusWhen';
import type { PreviewState } from '@/features/importWizard/preview/useFilePreviews';
import { rememberImportLocales } from '@/engine';
import { ConfirmImportDialog } from './ConfirmImportDialog';
import { SnapshotChoice } from './SnapshotChoice';
import { SnapshotStatus } from './SnapshotStatus';
import { useSnapshotPlan } from './useSnapshotPlan';
import { useWizardState } from './store/useWizardSelection';
import { importPlan } from './store/importPlan';
import type { WizardStore } from './store/wizardStore';

/** The one button that creates, uploads and starts, with what stops it and how the start went. */
export function StartImportBar({ blockers, previews, store }: { blockers: readonly string[]; previews: Partial<Record<EntityType, PreviewState>>; store: WizardStore }) {
  const { t } = useTranslation('wizard');
  const state = useWizardState(store);
  // the same plan while only the confirmation opens and closes: each of those renders is a click's task
  const plan = useMemo(() => importPlan(state, t, blockers), [state, t, blockers]);
  const snapshot = useSnapshotPlan(state, previews);
  const [confirming, setConfirming] = useState(false);
  const { merchantCode = '' } = useParams();
  // what gets the focus scrolls clear of the bar where it stays in view (wizard.css says where)
  useEffect(() => {
    document.documentElement.classList.add('wizard-sticky-actions');
    return () => document.documentElement.classList.remove('wizard-sticky-actions');
  }, []);
  const go = () => {
    status.arm();
    setConfirming(false);
    // what was confirmed may have changed while the dialog was open; it closes in this task, the locked page renders in the next
    if (!plan.canPress) return;
    setTimeout(() => {
      // the import does not wait for a comparison, and one still running would take the CPU and the
      // connections the uploads need (stopped with the start, so the slot says why at once)
      for (const preview of Object.values(previews)) if (preview?.status === 'running') preview.cancel();
      // the export suggests the locales of the last import
      rememberImportLocales(merchantCode, Object.values(previews).flatMap((p) => (p?.status === 'done' ? p.preview.reach.locales : [])));
      void store.start(snapshot.choice, snapshot.describe);
    }, 0);
  };
  // while files upload or the snapshot is taken the button goes: the focus it had goes to the line that says what happens,
  // not to the page's start
  const status = useFocusWhen<HTMLParagraphElement>(!plan.hasButton);
  const onPress = () => {
    if (plan.fullFiles.length > 0 || state.undoOf) setConfirming(true);
    else go();
  };

  return (
    <>
      <SnapshotChoice store={store} plan={snapshot} canChoose={plan.canPress && !plan.starting} />
      {/* what stays in view on wide screens: the start's state, why it waits, and the button; kept short, so that it hides little of the slots */}
      <div className="wizard-actions">
        <SnapshotStatus store={store} />
        {state.createError && (
          <Alert tone="danger" title={t('start.createFailedTitle')}>
            {t('start.createFailed', { error: describeError(state.createError.error, t) })}
          </Alert>
        )}
        {state.trigger.status === 'failed' && (
          <Alert
            tone="danger"
            title={t('start.triggerFailedTitle')}
            action={
              <Button variant="primary" busy={plan.starting} onClick={() => void store.trigger()}>
                {t('start.tryAgain')}
              </Button>
            }
          >
            {t('start.triggerFailed', { error: describeError(state.trigger.error, t) })}
          </Alert>
        )}
        <p role="status" className="muted" ref={status.target} tabIndex={-1}>
          {plan.progress}
        </p>
        {plan.blockers.length > 0 && !plan.starting && (
          <ul className="wizard-blockers" aria-label={t('start.blockersLabel')}>
            {plan.blockers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {/* while the start is under way and nothing new waits, the button has nothing to do: the progress says what happens */}
        {plan.hasButton && (
          <div className="row">
            <Button variant="primary" disabled={!plan.canPress} busy={plan.starting} onClick={onPress}>
              {plan.label}
            </Button>
          </div>
        )}
        <ConfirmImportDialog
          undoOf={state.undoOf}
          previews={previews}
          open={confirming}
          fullFiles={plan.fullFiles}
          confirmLabel={plan.confirmLabel}
          onConfirm={go}
          onCancel={() => setConfirming(false)}
        />
      </div>
    </>
  );
}
