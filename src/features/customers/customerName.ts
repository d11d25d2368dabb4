import type { Customer } from '@/api';
import { i18next } from '@/i18n/i18n';

/** "Anna Smith", or what there is of it; '' when there is none (guests often have no name). */
export const fullName = (c: Pick<Customer, 'firstName' | 'lastName'>) => [c.firstName, c.lastName].filter((p) => p && p.trim()).join(' ');

/** The name, or "No name" in the page's language: called while rendering, so a language switch renders it anew. */
export const customerName = (c: Pick<Customer, 'firstName' | 'lastName'>) => fullName(c) || i18next.t('segments:customers.noName');

/** How a customer is named in labels: "Anna Smith (anna@example.com)". */
export const customerLabel = (c: Pick<Customer, 'firstName' | 'lastName' | 'emailAddress' | 'id'>) =>
  i18next.t('segments:customers.label', { name: customerName(c), contact: c.emailAddress || i18next.t('segments:customers.byId', { id: c.id }) });
