import * as z from 'zod/mini';
import { lenientOffsetMeta, nonEmpty, readCount, toOffsetMeta } from './common';

const customerStatus = z.enum(['active', 'inactive', 'deleted']);

/** The public spec types customer numbers as a number in one place and a string in another: read both as text. */
const customerNumber = z.optional(z.pipe(z.nullable(z.union([z.string(), z.number()])), z.transform((n) => (n === null ? null : String(n)))));

const customerFields = {
  id: nonEmpty,
  firstName: z.optional(z.nullable(z.string())),
  lastName: z.optional(z.nullable(z.string())),
  emailAddress: z.optional(z.nullable(z.string())),
  externalCustomerNumber: customerNumber,
  internalCustomerNumber: customerNumber,
};

/** A customer of `GET /customers`, in either dialect: `isAnonymous` defaults to false and `status` to active (public spec). */
export const customer = z.pipe(
  z.object({
    ...customerFields,
    isAnonymous: z.optional(z.nullable(z.boolean())),
    status: z.optional(z.nullable(customerStatus)),
  }),
  z.transform((c) => ({ ...c, isAnonymous: c.isAnonymous ?? false, status: c.status ?? 'active' })),
);
/** A customer as the app (and the brief's mock) keeps it. */
export type Customer = z.infer<typeof customer>;

/** The customer part of a segment member: the public spec leaves out `isAnonymous` and `status`, so they may be unknown. */
export const memberCustomer = z.object({ ...customerFields, isAnonymous: z.optional(z.boolean()), status: z.optional(customerStatus) });

export const customerList = z.pipe(
  z.object({ meta: lenientOffsetMeta, customers: z.array(customer) }),
  z.transform((l) => ({ meta: toOffsetMeta(l.meta, l.customers.length), customers: l.customers })),
);
export type CustomerList = z.infer<typeof customerList>;

/**
 * `GET /customers` as the export reads it: each customer whole, BasicCustomer with the parts its
 * `fields` parameter asked for (contacts, settings), taken as objects; the engine maps them back
 * to CreateCustomer (`engine/catalog/customersOverHttp.ts`).
 */
export const wholeCustomerList = z.pipe(
  z.object({ meta: lenientOffsetMeta, customers: z.array(z.record(z.string(), z.unknown())) }),
  // the total as the service said it, or undefined: a page's own length is not the list's
  z.transform((l) => ({ total: readCount(l.meta?.totalItemCount), customers: l.customers })),
);
