/**
 * `GET /customers`: the lookup that finds the customer ID a segment member needs, and the list an
 * export reads. Each customer is BasicCustomer; `fields` adds the parts the spec names there
 * (`contacts`, `settings`, `attributes.<code>`), from what the customer was imported with.
 */
import { Hono } from 'hono';
import type { Customer } from '../../src/contract';
import type { ApiEnv, PlatformDeps } from '../context';
import { renderCustomer } from '../dialect';
import { byKeyIn, compileFilter, page, readFilter, readPaging, readSort, type FieldSpecs, type SortKeys } from '../filters';
import { customerServiceErrors, faultPoint } from '../middleware';
import { isObject as isObj } from './catalogShapes/readFields';

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

/** The spec's `fields` parameter, a comma-separated list: which parts each customer gains. */
const readFields = (text: string | undefined) => {
  const names = (text ?? '').split(',').map((name) => name.trim());
  return {
    contacts: names.includes('contacts'),
    settings: names.includes('settings'),
    attributes: new Set(names.filter((name) => name.startsWith('attributes.')).map((name) => name.slice('attributes.'.length))),
  };
};

type Obj = Record<string, unknown>;
const basicFields = ['middleName', 'taxExempt', 'taxClass', 'externalUpdateDate'] as const;
/** ContactFull's and CustomerSettings' properties: neither takes others (`additionalProperties: false`) */
const contactFields = [
  'id', 'externalContactCode', 'status', 'firstName', 'middleName', 'lastName', 'companyName', 'address1', 'address2', 'address3', 'address4',
  'city', 'postalCode', 'region', 'country', 'additionalFields', 'phone', 'fax', 'mobile', 'emailAddress', 'isDefaultBilling', 'isDefaultShipping', 'externalUpdateDate',
] as const;
const settingsFields = ['defaultLocale', 'defaultCurrency', 'communicationPreferences', 'defaultLocationCode', 'marketingOptIn'] as const;
/** An object with only these properties: a field the import took with a warning is not answered */
const only = (o: Obj, names: readonly string[]) => Object.fromEntries(names.filter((name) => o[name] !== undefined).map((name) => [name, o[name]]));

/** What a customer's answer holds beyond the search's fields: BasicCustomer's others, and the parts `fields` asks for. */
const extrasOf = (elementText: string | undefined, fields: ReturnType<typeof readFields>, dialect: string): Obj => {
  if (!elementText) return {};
  const element = JSON.parse(elementText) as Obj;
  const extras: Obj = {};
  // the public spec types these as plain strings and booleans: a null written in the file is not answered (ours)
  for (const name of basicFields) if (element[name] !== undefined && (element[name] !== null || dialect !== 'public' || name === 'middleName')) extras[name] = element[name];
  if (fields.contacts && Array.isArray(element.contacts)) extras.contacts = element.contacts.filter(isObj).map((contact) => only(contact, contactFields));
  if (fields.settings && isObj(element.settings)) extras.settings = only(element.settings, settingsFields);
  if (fields.attributes.size && Array.isArray(element.attributes)) {
    const asked = element.attributes.filter(isObj).filter((a) => fields.attributes.has(String(a.code)));
    if (asked.length) extras.attributes = asked.map((a) => only(a, ['code', 'value']));
  }
  return extras;
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
    const fields = readFields(c.req.query('fields'));
    const dialect = deps.dialect.current;
    const listed = result.items.map((cu) => ({ ...renderCustomer(dialect, cu), ...extrasOf(merchant.customerElements.get(cu.id), fields, dialect) }));
    return c.json({ meta: result.meta, customers: listed }, 200);
  });
  return app;
};
