/**
 * The customer list as the export reads it, beside the catalog's (`catalogOverHttp.ts`), in the
 * same worker: `GET /customers` of the customer service, a page at a time, with
 * `fields=contacts,settings`, each customer mapped back to the customer file's element
 * (CreateCustomer). What the list cannot give is said, never guessed: a password is never
 * answered, and a customer's attributes only one attribute code at a time, codes the app does not
 * know. A customer without a customer number (a guest, mostly) is not written: a customer file
 * names each customer by that number, and an element without it fails.
 */
import { wholeCustomerList } from '@/contract/customers';
import type { ListFilter } from '@/contract/common';
import { wireNames } from '@/contract/wireNames';
import { isObject as isObj } from '@/engine/format/elementChecker';
import { unreadByReadModels } from '@/engine/format/readModels';
import { apiRequest, merchantPath } from '@/lib/http';
import type { WholeCatalog } from './exportCatalog';

type Obj = Record<string, unknown>;

/** the spec's largest page of `GET /customers` */
export const customerListLimit = 1000;

/** CreateCustomer's fields in the spec's order, as an element of the file has them; `password` is never read back */
const elementFields = [
  'externalCustomerNumber', 'firstName', 'middleName', 'lastName', 'emailAddress', 'status', 'isAnonymous', 'taxExempt', 'taxClass', 'contacts', 'attributes', 'settings', 'externalUpdateDate',
] as const;

/** A value with its `null`s left out: the service answers `null` for what is not set, where a file leaves it out. */
const withoutNulls = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/**
 * A customer of the list as the element a customer file holds, or null when it has no customer
 * number. A contact loses the id the service gave it (ContactCreate has none); an attribute its
 * name, and a value chosen from a list keeps only its code (`{code: "l"}`), as CreateCustomer writes them.
 */
export function customerElement(read: Obj): Obj | null {
  const number = read.externalCustomerNumber;
  if ((typeof number !== 'string' || number === '') && typeof number !== 'number') return null;
  const element: Obj = {};
  for (const name of elementFields) {
    const value = read[name];
    if (value === null || value === undefined) continue;
    if (name === 'externalCustomerNumber') element[name] = String(value);
    else if (name === 'contacts' && Array.isArray(value)) {
      element[name] = value.filter(isObj).map(({ id: _id, ...contact }) => withoutNulls(contact));
    } else if (name === 'attributes' && Array.isArray(value)) {
      element[name] = value.filter(isObj).map(({ code, value: v }) => ({ code, ...(v === undefined ? {} : { value: isObj(v) && 'code' in v ? { code: v.code } : v }) }));
    } else if (name === 'settings' && isObj(value)) element[name] = withoutNulls(value);
    else element[name] = value;
  }
  return element;
}

export const customersOverHttp = (merchantCode: string): WholeCatalog => ({
  async whole(offset: number, filters: ListFilter, signal: AbortSignal) {
    const body = await apiRequest(merchantPath(merchantCode, 'customers'), {
      service: 'customers',
      // sorted by id: one fixed order from page to page, whatever order the service keeps
      query: { ...(Object.keys(filters).length ? { [wireNames.filterParam]: filters } : {}), fields: 'contacts,settings', sort: 'id:asc', limit: customerListLimit, offset },
      schema: wholeCustomerList,
      signal,
    });
    const items: Obj[] = [];
    for (const read of body.customers) {
      const element = customerElement(read);
      if (element) items.push(element);
    }
    return { items, read: body.customers.length, keyless: body.customers.length - items.length, unread: unreadByReadModels.customer, total: body.total };
  },
});
