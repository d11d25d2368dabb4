import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';

/** Loading text that screen readers hear; `label` is already in the page's language. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label ?? t('loading.default')}
    </p>
  );
}

/** A failed load and a retry; `what` failed to load, in the page's language (e.g. "imports"), fills the title and the button. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="danger"
      title={t('loadError.title', { what })}
      action={<Button onClick={onRetry} variant="secondary">{t('loadError.retry', { what })}</Button>}
    >
      <ErrorMessage error={error} />
    </Alert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}
