/**
 * Seeded customers. Guests (isAnonymous) share e-mail addresses with each other and with one
 * registered customer, as happens when guests check out with the address of an account:
 *
 *   alex.morgan@example.com   1 registered (Alex Morgan) + 2 guests (one typed "Alex.Morgan@Example.com")
 *   sam.taylor@example.com    1 registered (Sam Taylor)  + 3 guests
 *   jordan.lee@example.com    1 registered (Jordan Lee)  + 1 guest
 *   chris.patel@example.com   1 registered (Chris Patel) + 2 guests
 *   casey.kim@example.com     2 guests, no registered customer
 *
 * A few registered customers have addresses easy to type into a sample list (the README lists
 * them): anna.schmidt, ben.okafor, clara.rossi, david.nakamura, elena.silva @example.com, and two
 * customers both named Maria Garcia (maria.garcia@ and m.garcia@example.com), told apart by
 * address and customer number. Every other address is unique (`first.last<n>@example.com`).
 */
import type { Customer } from '../../src/contract';
import type { Prng } from '../prng';

const firstNames = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'Lucas', 'Mia', 'Mateo', 'Amelia', 'Levi',
  'Harper', 'Ethan', 'Evelyn', 'Mason', 'Aria', 'Logan', 'Chloe', 'Aiden', 'Nora', 'Leo', 'Zoe', 'Ezra',
  'Lena', 'Jonas', 'Hannah', 'Felix', 'Clara', 'Oskar', 'Ines', 'Tomás', 'Yuki', 'Ravi', 'Amara', 'Kofi',
];
const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Thompson', 'White',
  'Müller', 'Schmidt', 'Fischer', 'Weber', 'Novak', 'Rossi', 'Dubois', 'Nakamura', 'Okafor', 'Silva',
];

export interface SharedAddress {
  email: string;
  first: string;
  last: string;
  registered: boolean;
  /** how the guests typed the address */
  guestEmails: string[];
}

export const sharedAddresses: readonly SharedAddress[] = [
  { email: 'alex.morgan@example.com', first: 'Alex', last: 'Morgan', registered: true, guestEmails: ['alex.morgan@example.com', 'Alex.Morgan@Example.com'] },
  { email: 'sam.taylor@example.com', first: 'Sam', last: 'Taylor', registered: true, guestEmails: Array(3).fill('sam.taylor@example.com') as string[] },
  { email: 'jordan.lee@example.com', first: 'Jordan', last: 'Lee', registered: true, guestEmails: ['jordan.lee@example.com'] },
  { email: 'chris.patel@example.com', first: 'Chris', last: 'Patel', registered: true, guestEmails: Array(2).fill('chris.patel@example.com') as string[] },
  { email: 'casey.kim@example.com', first: 'Casey', last: 'Kim', registered: false, guestEmails: Array(2).fill('casey.kim@example.com') as string[] },
];

const registeredOnly = (email: string, first: string, last: string): SharedAddress => ({ email, first, last, registered: true, guestEmails: [] });

/** Registered customers a sample list can hit (see the README), two of them with the same name. */
export const sampleListCustomers: readonly SharedAddress[] = [
  registeredOnly('anna.schmidt@example.com', 'Anna', 'Schmidt'),
  registeredOnly('ben.okafor@example.com', 'Ben', 'Okafor'),
  registeredOnly('clara.rossi@example.com', 'Clara', 'Rossi'),
  registeredOnly('david.nakamura@example.com', 'David', 'Nakamura'),
  registeredOnly('elena.silva@example.com', 'Elena', 'Silva'),
  registeredOnly('maria.garcia@example.com', 'Maria', 'Garcia'),
  registeredOnly('m.garcia@example.com', 'Maria', 'Garcia'),
];

/** The demo merchant's fixed customers: the shared addresses and the sample list's. */
export const demoFixedCustomers: readonly SharedAddress[] = [...sharedAddresses, ...sampleListCustomers];

const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export const seedCustomers = (prng: Prng, opts: { count: number; domain: string; shared: readonly SharedAddress[]; numberPrefix: string }): Customer[] => {
  const customers: Customer[] = [];
  let serial = 100001;
  const registered = (first: string, last: string, email: string): Customer => {
    const roll = prng.next();
    return {
      id: prng.uuid(),
      firstName: first,
      lastName: last,
      emailAddress: email,
      isAnonymous: false,
      status: roll < 0.9 ? 'active' : roll < 0.97 ? 'inactive' : 'deleted',
      externalCustomerNumber: `${opts.numberPrefix}-${serial}`,
      internalCustomerNumber: String(serial++),
    };
  };
  const guest = (first: string | null, last: string | null, email: string): Customer => ({
    id: prng.uuid(),
    firstName: first,
    lastName: last,
    emailAddress: email,
    isAnonymous: true,
    status: 'active',
    externalCustomerNumber: null,
    internalCustomerNumber: null,
  });

  for (const s of opts.shared) {
    if (s.registered) customers.push({ ...registered(s.first, s.last, s.email), status: 'active' });
    // some guests leave their name out at checkout
    s.guestEmails.forEach((email, i) => customers.push(i % 2 === 0 ? guest(s.first, s.last, email) : guest(null, null, email)));
  }
  for (let n = customers.length; n < opts.count; n++) {
    const first = prng.pick(firstNames);
    const last = prng.pick(lastNames);
    const email = `${slug(first)}.${slug(last)}${n}@${opts.domain}`;
    customers.push(prng.chance(0.18) ? guest(prng.chance(0.7) ? first : null, prng.chance(0.7) ? last : null, email) : registered(first, last, email));
  }
  return customers;
};
