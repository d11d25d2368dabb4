import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

/** the outcome at a glance; the words are for screen readers */
const marks: Record<CopyState, string> = { idle: '', copied: ' ✓', failed: ' ✗' };

/** Copies a value; the label says what is copied, e.g. "Copy import reference 3f2a…". */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
      setTimeout(() => setState('idle'), 1500);
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" className="btn btn-ghost btn-small" aria-label={label} onClick={() => void copy()}>
      {t('copy.button')}
      <span className="visually-hidden" role="status">
        {/* a browser may refuse the clipboard (permissions, an insecure page): say so, never pretend */}
        {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : ''}
      </span>
      {state !== 'idle' && <span aria-hidden="true">{marks[state]}</span>}
    </button>
  );
}
