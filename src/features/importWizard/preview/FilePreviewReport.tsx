import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatList, formatPercent } from '@/i18n/format';
import { countsText } from './previewWords';
import { PreviewList } from './PreviewList';
import { usePreviewProgress, type PreviewState } from './useFilePreviews';
import type { PreviewReach } from '@/engine';
import { unreadFieldWords } from '@/i18n/unreadFieldWords';
import './preview.css';

/**
 * What a checked file will do to the catalog: the comparison's progress (with a cancel), then
 * its counts, and the list of what changes on request. Not a live region: the slot announces.
 */
export function FilePreviewReport({ fileName, state }: { fileName: string; state: PreviewState }) {
  const { t } = useTranslation('wizard');
  const [open, setOpen] = useState(false);
  if (state.status === 'running') return <RunningPreview fileName={fileName} progressKey={state.progress} cancel={state.cancel} />;
  if (state.status === 'cancelled' && state.byStart) return <p className="preview-report">{t('preview.stoppedByStart', { fileName })}</p>;
  if (state.status !== 'done') {
    return (
      <div className="preview-report">
        {state.status === 'failed' ? (
          <p role="alert">
            {t('preview.failed', { fileName })} <ErrorMessage error={state.error} />
          </p>
        ) : (
          <p>{t('preview.cancelled', { fileName })}</p>
        )}
        <Button onClick={state.retry}>{t('preview.again')}</Button>
      </div>
    );
  }
  return (
    <div className="preview-report">
      <p>
        <strong>{t('preview.summary', { fileName })}</strong> {countsText(t, state.preview.counts)}
      </p>
      <ReachNote reach={state.preview.reach} />
      {state.compareDescriptions && state.preview.reach.notCompared.some((field) => field.endsWith('Description')) && <p>{t('preview.reach.descriptionsOnRequest')}</p>}
      {state.preview.listed > 0 && (
        <Button aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'preview.hide' : 'preview.show', { fileName })}
        </Button>
      )}
      {open && <PreviewList fileName={fileName} preview={state.preview} compareDescriptions={state.compareDescriptions} />}
    </div>
  );
}

/** What the counts hold for: the locales compared, and the fields the service does not return. */
export function ReachNote({ reach }: { reach: PreviewReach }) {
  const { t } = useTranslation('wizard');
  return (
    <>
      {reach.locales.length > 0 && <p>{t('preview.reach.locales', { locales: formatList(reach.locales) })}</p>}
      {reach.notCompared.length > 0 && <p>{t('preview.reach.notCompared', { fields: unreadFieldWords(reach.notCompared) })}</p>}
      {reach.notRead.length > 0 && <p>{t('preview.reach.notRead', { fields: unreadFieldWords(reach.notRead) })}</p>}
    </>
  );
}

function RunningPreview({ fileName, progressKey, cancel }: { fileName: string; progressKey: string; cancel: () => void }) {
  const { t } = useTranslation('wizard');
  const p = usePreviewProgress(progressKey);
  const label = t(p?.phase === 'deletions' ? 'preview.runningDeletions' : 'preview.running', { fileName });
  return (
    <div className="preview-report">
      <ProgressBar label={label} value={p?.done ?? 0} max={p?.total ?? 1} valueText={p ? formatPercent(p.total ? p.done / p.total : 0) : undefined} />
      <Button onClick={cancel}>{t('preview.cancel')}</Button>
    </div>
  );
}
