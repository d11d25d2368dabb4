import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/lib/download';
import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';

/** A file made when it is asked for, and how to stop making it: what the engine's `templateFile` gives. */
export interface MadeFile {
  done: Promise<File>;
  cancel(): void;
}

type State = { status: 'idle' } | { status: 'making' } | { status: 'done'; name: string } | { status: 'failed'; error: unknown };

/**
 * A spreadsheet template's button: the file is made on the click (its catalogue codes read then), and
 * downloaded. The button stays enabled while it works (a disabled button loses the focus); a second
 * click then does nothing.
 */
/** `what`: the entity type's name, as the button's words say it ("Download a template for Products"); `explained`: with what the template holds */
export function TemplateDownload({ what, make, explained = false }: { what: string; make: () => MadeFile; explained?: boolean }) {
  const { t } = useTranslation('sheets');
  const [state, setState] = useState<State>({ status: 'idle' });
  const running = useRef<MadeFile | null>(null);
  // leaving the page stops a template being made
  useEffect(() => () => running.current?.cancel(), []);

  const start = () => {
    if (running.current) return;
    const work = make();
    running.current = work;
    setState({ status: 'making' });
    work.done.then(
      (file) => {
        running.current = null;
        downloadBlob(file.name, file);
        setState({ status: 'done', name: file.name });
      },
      (error: unknown) => {
        running.current = null;
        setState({ status: 'failed', error });
      },
    );
  };

  // no live region of its own: a wizard slot has one, which says the slot's state; the button says it is at work, the browser shows the download, a failure is an alert
  return (
    <div className="template-download">
      {explained && <p>{t('template.hint')}</p>}
      <Button variant="ghost" onClick={start} aria-busy={state.status === 'making' || undefined}>
        {state.status === 'making' && <span className="spinner" aria-hidden="true" />}
        {state.status === 'making' ? t('template.making') : t('template.downloadFor', { what })}
      </Button>
      {state.status === 'done' && <span> {t('template.ready', { name: state.name })}</span>}
      {state.status === 'failed' && (
        <p role="alert">
          {t('template.failed')} <ErrorMessage error={state.error} />
        </p>
      )}
    </div>
  );
}
