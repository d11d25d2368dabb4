import * as z from 'zod/mini';
import { offsetMeta } from './common';

export const customerStatus = z.enum(['active', 'inactive', 'deleted']);

export const customer = z.object({
  id: z.string().check(z.minLength(1)),
  firstName: z.optional(z.nullable(z.string())),
  lastName: z.optional(z.nullable(z.string())),
  emailAddress: z.optional(z.nullable(z.string())),
  isAnonymous: z.boolean(),
  status: customerStatus,
  externalCustomerNumber: z.optional(z.nullable(z.string())),
  internalCustomerNumber: z.optional(z.nullable(z.string())),
});
export type Customer = z.infer<typeof customer>;

export const customerList = z.object({ meta: offsetMeta, customers: z.array(customer) });
export type CustomerList = z.infer<typeof customerList>;
