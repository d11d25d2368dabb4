import type { ReactNode } from 'react';

/** Looks like an alert but is not a live region: the slot's own (slotAnnouncement) says what happened, so nothing is announced twice. */
export function SlotNotice({ tone, title, children, action }: {
  tone: 'info' | 'success' | 'warning' | 'danger';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`alert alert-${tone}`}>
      <div className="alert-body">
        <strong className="alert-title">{title}</strong>
        {children && <div>{children}</div>}
      </div>
      {action && <div className="alert-action">{action}</div>}
    </div>
  );
}
