import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmImportDialog } from './ConfirmImportDialog';
import { useWizardState } from './useWizard';
import { importPlan } from './wizardPlan';
import type { WizardStore } from './wizardStore';

/** The one button that creates, uploads and starts, with what stops it and how the start went. */
export function StartImportBar({ blockers, store }: { blockers: readonly string[]; store: WizardStore }) {
  const state = useWizardState(store);
  const plan = importPlan(state, blockers);
  const [confirming, setConfirming] = useState(false);
  const go = () => {
    setConfirming(false);
    // what was confirmed may have changed while the dialog was open (a check found a problem).
    // The dialog closes in this task; the page locking every slot for the upload renders in the next
    if (plan.canPress) setTimeout(() => void store.start(), 0);
  };
  const onPress = () => {
    if (plan.fullFiles.length > 0) setConfirming(true);
    else go();
  };
  const trigger = state.trigger;
  const starting = state.creating || trigger.status === 'starting';

  return (
    <div className="wizard-actions">
      {state.createError && (
        <Alert tone="danger" title="Nothing was uploaded">
          {state.createError} Your files and choices are kept: try again.
        </Alert>
      )}
      {trigger.status === 'failed' && (
        <Alert
          tone="danger"
          title="The import did not start"
          action={
            <Button variant="primary" busy={starting} onClick={() => void store.trigger()}>
              Try starting the import again
            </Button>
          }
        >
          {trigger.message} Every file is uploaded and kept; trying again first checks whether the import started after all, so it never runs twice.
        </Alert>
      )}
      <p role="status" className="muted">
        {plan.progress}
      </p>
      {plan.blockers.length > 0 && !starting && (
        <ul className="wizard-blockers" aria-label="Before the import can start">
          {plan.blockers.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      {/* while files upload and nothing new waits, the button has nothing to do: the progress says what happens */}
      {trigger.status !== 'failed' && !(plan.uploading && !plan.canPress && !starting) && (
        <div className="row">
          <Button variant="primary" disabled={!plan.canPress} busy={starting} onClick={onPress}>
            {plan.label}
          </Button>
        </div>
      )}
      <ConfirmImportDialog open={confirming} fullFiles={plan.fullFiles} confirmLabel={plan.confirmLabel} onConfirm={go} onCancel={() => setConfirming(false)} />
    </div>
  );
}
