import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const announcements: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard',
  // a browser may refuse the clipboard (permissions, an insecure page): say so, never pretend
  failed: 'Not copied: the browser refused. Select the text to copy it.',
};

/** Copies a value; the label says what is copied, e.g. "Copy import reference 3f2a…". */
export function CopyButton({ value, label }: { value: string; label: string }) {
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
      Copy
      <span className="visually-hidden" role="status">
        {announcements[state]}
      </span>
      {state !== 'idle' && <span aria-hidden="true">{state === 'copied' ? ' ✓' : ' ✗'}</span>}
    </button>
  );
}
