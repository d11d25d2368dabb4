import { z } from 'zod';
import { offsetMeta } from './common';

export const customerStatus = z.enum(['active', 'inactive', 'deleted']);

export const customer = z.object({
  id: z.string().min(1),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  emailAddress: z.string().nullable().optional(),
  isAnonymous: z.boolean(),
  status: customerStatus,
  externalCustomerNumber: z.string().nullable().optional(),
  internalCustomerNumber: z.string().nullable().optional(),
});
export type Customer = z.infer<typeof customer>;

export const customerList = z.object({ meta: offsetMeta, customers: z.array(customer) });
export type CustomerList = z.infer<typeof customerList>;
