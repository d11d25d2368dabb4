/** `GET /customers`: the lookup that finds the customer ID a segment member needs. */
import { Hono } from 'hono';
import type { Customer } from '../../src/contract';
import type { ApiEnv, PlatformDeps } from '../context';
import { renderCustomer } from '../dialect';
import { byKeyIn, compileFilter, page, readFilter, readPaging, readSort, type FieldSpecs, type SortKeys } from '../filters';
import { customerServiceErrors, faultPoint } from '../middleware';

/** E-mail addresses compare case-insensitively: guests type them in any case. */
export const customerFilters: FieldSpecs<Customer> = {
  id: { kind: 'string', get: (c) => c.id },
  firstName: { kind: 'string', get: (c) => c.firstName },
  lastName: { kind: 'string', get: (c) => c.lastName },
  emailAddress: { kind: 'string', get: (c) => c.emailAddress, caseInsensitive: true },
  isAnonymous: { kind: 'boolean', get: (c) => c.isAnonymous },
  status: { kind: 'string', get: (c) => c.status },
  externalCustomerNumber: { kind: 'string', get: (c) => c.externalCustomerNumber },
  internalCustomerNumber: { kind: 'string', get: (c) => c.internalCustomerNumber },
};

const customerSort: SortKeys<Customer> = {
  id: (c) => c.id,
  firstName: (c) => c.firstName,
  lastName: (c) => c.lastName,
  emailAddress: (c) => c.emailAddress?.toLowerCase(),
};

export const customerRoutes = (deps: PlatformDeps) => {
  const app = new Hono<ApiEnv>();
  app.use('/merchants/:merchantCode/customers', customerServiceErrors(deps.dialect));
  app.get('/merchants/:merchantCode/customers', faultPoint(deps.faults, 'customers'), (c) => {
    const merchant = c.get('merchant');
    const filter = readFilter(c.req);
    const predicate = compileFilter(filter, customerFilters);
    // without `sort` the list keeps the platform's order (oldest customer first); customers asked
    // for by `id: {$in: […]}` come from the id index, in id order, as a database answers them
    const byId = byKeyIn(merchant.customersById, filter, 'id');
    const customers = byId === merchant.customersById ? merchant.customers : Array.from(byId, ([, customer]) => customer);
    const compare = c.req.query('sort') ? readSort(c.req, customerSort, '') : null;
    const result = page(customers, predicate, compare, readPaging(c.req));
    return c.json({ meta: result.meta, customers: result.items.map((cu) => renderCustomer(deps.dialect.current, cu)) }, 200);
  });
  return app;
};
