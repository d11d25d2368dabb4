import type { ReactNode } from 'react';

interface AlertProps {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  title?: string;
  children?: ReactNode;
  /** e.g. a retry button */
  action?: ReactNode;
  /** false where another live region already says what happened, so nothing is announced twice */
  announce?: boolean;
}

/** A message in the page. Danger and warning are announced at once (role=alert), others politely. */
export function Alert({ tone = 'info', title, children, action, announce = true }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={`alert alert-${tone}`} role={announce ? (urgent ? 'alert' : 'status') : undefined}>
      <div className="alert-body">
        {title && <strong className="alert-title">{title}</strong>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className="alert-action">{action}</div>}
    </div>
  );
}
