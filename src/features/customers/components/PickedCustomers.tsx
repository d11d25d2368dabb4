import type { Customer } from '@/api';
import { customerName } from '../customerName';
import { CustomerKindBadge } from './CustomerKindBadge';

interface PickedCustomersProps {
  picked: ReadonlyMap<string, Customer>;
  onRemove: (customer: Customer) => void;
  noteFor?: (customerId: string) => string | undefined;
  /** e.g. "Members to add" */
  title: string;
}

/** The customers picked so far, across searches, each with a way to take it back. */
export function PickedCustomers({ picked, onRemove, noteFor, title }: PickedCustomersProps) {
  if (picked.size === 0) return null;
  return (
    <section className="picked-customers" aria-label={title}>
      <h3>
        {title} ({picked.size})
      </h3>
      <ul className="picked-list">
        {[...picked.values()].map((c) => {
          const note = noteFor?.(c.id);
          return (
            <li key={c.id}>
              <span>
                {customerName(c)} <span className="muted break">{c.emailAddress}</span> <CustomerKindBadge isAnonymous={c.isAnonymous} />
                {note && <span className="field-error picked-note">{note}</span>}
              </span>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => onRemove(c)} aria-label={`Take ${customerName(c)} (${c.emailAddress ?? c.id}) off the list`}>
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
