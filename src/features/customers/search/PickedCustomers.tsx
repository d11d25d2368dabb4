import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@/contract';
import { EmailText } from '@/components/ui/EmailText';
import { formatCount } from '@/i18n/format';
import { customerName, customerNumberInLabel, CustomerKindBadge, CustomerNameText } from './CustomerText';
import './customers.css';

interface PickedCustomersProps {
  picked: ReadonlyMap<string, Customer>;
  onRemove: (customer: Customer) => void;
  /** a note next to a customer, e.g. the service's error about them */
  noteFor?: (customerId: string) => ReactNode;
  /** e.g. "Members to add" */
  title: string;
  /** the heading's level where it stands in the page: 2 directly under the page's title, 3 inside a section */
  level?: 2 | 3;
}

/** The customers picked so far, across searches, each with a way to take it back. */
export function PickedCustomers({ picked, onRemove, noteFor, title, level = 3 }: PickedCustomersProps) {
  const { t } = useTranslation('customers');
  if (picked.size === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="picked-customers" aria-label={title}>
      <Heading>
        {title} ({formatCount(picked.size)})
      </Heading>
      <ul className="picked-list">
        {[...picked.values()].map((c) => {
          const note = noteFor?.(c.id);
          return (
            <li key={c.id}>
              <span>
                <CustomerNameText customer={c} /> {c.emailAddress && <EmailText address={c.emailAddress} className="muted" />}{' '}
                <CustomerKindBadge isAnonymous={c.isAnonymous} />
                {note && <span className="field-error picked-note">{note}</span>}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => onRemove(c)}
                aria-label={t('picked.removeLabel', { name: customerName(c), contact: c.emailAddress || customerNumberInLabel(c) })}
              >
                {t('picked.remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
