import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityType } from '@/contract/terms';
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
/** `explained`: with what the template holds, said beside the button */
export function TemplateDownload({ entity, make, explained = false }: { entity: EntityType; make: () => MadeFile; explained?: boolean }) {
  const { t } = useTranslation(['sheets', 'common']);
  const what = t(`common:entityInText.${entity}`);
  const [state, setState] = useState<State>({ status: 'idle' });
  const running = useRef<MadeFile | null>(null);
  const hintId = useId();
  // leaving the page stops a template being made
  useEffect(
    () => () => {
      running.current?.cancel();
      running.current = null;
    },
    [],
  );

  const start = () => {
    if (running.current) return;
    const work = make();
    running.current = work;
    setState({ status: 'making' });
    // a result that comes after the page was left (the work stopped) is dropped
    work.done.then(
      (file) => {
        if (running.current !== work) return;
        running.current = null;
        downloadBlob(file.name, file);
        setState({ status: 'done', name: file.name });
      },
      (error: unknown) => {
        if (running.current !== work) return;
        running.current = null;
        setState({ status: 'failed', error });
      },
    );
  };

  // no live region of its own: a wizard slot has one, which says the slot's state; the button says it is at work, the browser shows the download, a failure is an alert
  return (
    <div className="template-download">
      {explained && <p id={hintId}>{t('template.hint')}</p>}
      <Button variant="ghost" onClick={start} aria-busy={state.status === 'making' || undefined} aria-describedby={explained ? hintId : undefined}>
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
