import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverflows } from './useOverflows';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** alertdialog for confirmations of destructive actions */
  role?: 'dialog' | 'alertdialog';
}

/** The native `autofocus` marks the button `showModal()` focuses; React's `autoFocus` would focus it while the dialog is closed. */
const markAutofocus = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

/** Closes the dialog at once, without waiting for React (and where the element has no close(): jsdom). */
const closeNow = (dialog: HTMLDialogElement | null) => {
  if (!dialog?.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
};

/**
 * A modal on the native <dialog>: focus trap, Escape and the inert background come from the browser.
 * It is never taller than the screen: its body scrolls between the title and the actions, so the
 * buttons stay in view on a small phone however long the body is.
 */
export function Dialog({ open, title, onClose, children, actions, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [body, bodyScrolls] = useOverflows<HTMLDivElement>('y');
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal !== 'function') {
        dialog.setAttribute('open', '');
        dialog.querySelector<HTMLElement>('[autofocus]')?.focus();
        return;
      }
      // showModal restyles the whole page (it turns inert), so it runs in a task apart from the
      // render; the browser draws nothing in between
      const id = setTimeout(() => {
        if (!dialog.open && dialog.isConnected) dialog.showModal();
      }, 0);
      return () => clearTimeout(id);
    }
    if (!open) closeNow(dialog);
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog-title">{title}</h2>
          <div
            ref={body}
            className="dialog-body"
            role={bodyScrolls ? 'region' : undefined}
            aria-labelledby={bodyScrolls ? titleId : undefined}
            tabIndex={bodyScrolls ? 0 : undefined}
          >
            {children}
          </div>
          <div className="dialog-actions">{actions}</div>
        </>
      )}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** names the action and what it acts on, e.g. "Remove 3 members" */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  destructive?: boolean;
  busy?: boolean;
  /** the dialog closes as soon as it is confirmed and `onConfirm` runs in the next task, apart from the restyle of closing */
  closesOnConfirm?: boolean;
}

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, destructive, busy, closesOnConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const confirm = (e: MouseEvent<HTMLButtonElement>) => {
    if (!closesOnConfirm) return onConfirm();
    closeNow(e.currentTarget.closest('dialog'));
    setTimeout(onConfirm, 0);
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} ref={markAutofocus}>{t('dialog.cancel')}</button>
          <button type="button" className={`btn ${destructive ? 'btn-danger' : 'btn-primary'}`} onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
