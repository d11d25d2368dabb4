import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { ProgressBar } from '@/components/ui/ProgressBar';
import type { MembersExport } from './useMembersExport';

/** Where an export stands: a progress bar with a cancel while it runs, what failed with a retry, and a status line. */
export function ExportMembersPanel({ exporting, segmentName }: { exporting: MembersExport; segmentName: string }) {
  const { t } = useTranslation('segments');
  const { state } = exporting;
  const status =
    state.step === 'running'
      ? t('exportMembers.progress', { done: state.rows, count: state.total })
      : state.step === 'done'
        ? t('exportMembers.done', { count: state.rows, file: state.fileName })
        : state.step === 'cancelled'
          ? t('exportMembers.cancelled')
          : '';
  return (
    <div className="stack">
      {state.step === 'running' && (
        <div className="card stack">
          <ProgressBar label={t('exportMembers.label', { name: segmentName })} value={state.rows} max={Math.max(state.total, 1)} valueText={status} />
          <div className="row">
            <Button onClick={exporting.cancel}>{t('exportMembers.cancel')}</Button>
          </div>
        </div>
      )}
      {state.step === 'failed' && (
        <Alert
          tone="danger"
          title={t('exportMembers.failed', { page: state.error.page })}
          action={
            <div className="row">
              <Button variant="primary" onClick={exporting.retry}>{t('exportMembers.retry', { page: state.error.page })}</Button>
              <Button onClick={exporting.cancel}>{t('exportMembers.giveUp')}</Button>
            </div>
          }
        >
          <ErrorMessage error={state.error.cause} /> {t('exportMembers.kept', { count: state.rows })}
        </Alert>
      )}
      {/* always in the page, so what it says is announced as it changes; the bar's caption shows the progress */}
      <p role="status" className={status && state.step !== 'running' ? 'muted' : 'visually-hidden'}>
        {status}
      </p>
    </div>
  );
}
