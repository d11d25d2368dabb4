import type { Customer } from '@/api';
import { customerName } from '../customerName';
import { CustomerKindBadge } from './CustomerKindBadge';

interface PickedCustomersProps {
  picked: ReadonlyMap<string, Customer>;
  onRemove: (customer: Customer) => void;
  noteFor?: (customerId: string) => string | undefined;
  /** e.g. "Members to add" */
  title: string;
  /** the heading's level where it stands in the page: 2 directly under the page's title, 3 inside a section */
  level?: 2 | 3;
}

/** The customers picked so far, across searches, each with a way to take it back. */
export function PickedCustomers({ picked, onRemove, noteFor, title, level = 3 }: PickedCustomersProps) {
  if (picked.size === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="picked-customers" aria-label={title}>
      <Heading>
        {title} ({picked.size})
      </Heading>
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
