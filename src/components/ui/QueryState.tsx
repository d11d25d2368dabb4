import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/errors';
import { Alert } from './Alert';
import { Button } from './Button';

/** Loading text that screen readers hear. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

/** A failed load with what went wrong and a retry. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <Alert
      tone="danger"
      title={`Could not load ${what}`}
      action={
        <Button onClick={onRetry} variant="secondary">
          Try loading {what} again
        </Button>
      }
    >
      {errorMessage(error)}
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
