import { describe, expect, it } from 'vitest';
import { importFiles, runImport, signIn as signInOnPlatform } from '../../../mock-server/testing';
import { signIn, withTestPlatform } from '@/testing/app';
import { exportCatalog } from './exportCatalog';
import { customerElement, customersOverHttp } from './customersOverHttp';

const platform = withTestPlatform();
const signal = new AbortController().signal;

describe('customerElement', () => {
  it('maps a customer of the list back to the element a customers file holds', () => {
    const read = {
      id: 'd162439c-e2f9-4050-8b94-6bff33e8163b',
      internalCustomerNumber: 2,
      externalCustomerNumber: '10001',
      firstName: 'Max',
      middleName: null,
      lastName: 'Muster',
      emailAddress: 'max.muster@example.com',
      status: 'active',
      isAnonymous: false,
      taxExempt: false,
      contacts: [{ id: '55a94ee0', externalContactCode: 'home', firstName: 'Max', lastName: 'Muster', address1: 'Schloßstr. 10', address4: null, city: 'Butzbach', country: 'DE' }],
      attributes: [
        { code: 'tshirtSize', name: 'T-Shirt Size', value: { code: 'l', name: 'L' } },
        { code: 'nameOfCat', name: 'Name of your cat', value: 'Some Cat Name' },
      ],
      settings: { defaultLocale: 'de-de', defaultLocationCode: null, marketingOptIn: true },
    };
    expect(customerElement(read)).toEqual({
      externalCustomerNumber: '10001',
      firstName: 'Max',
      lastName: 'Muster',
      emailAddress: 'max.muster@example.com',
      status: 'active',
      isAnonymous: false,
      taxExempt: false,
      // the service's ids and names are its own: CreateCustomer has neither
      contacts: [{ externalContactCode: 'home', firstName: 'Max', lastName: 'Muster', address1: 'Schloßstr. 10', city: 'Butzbach', country: 'DE' }],
      attributes: [
        { code: 'tshirtSize', value: { code: 'l' } },
        { code: 'nameOfCat', value: 'Some Cat Name' },
      ],
      settings: { defaultLocale: 'de-de', marketingOptIn: true },
    });
    expect(Object.keys(customerElement(read)!)).toEqual(['externalCustomerNumber', 'firstName', 'lastName', 'emailAddress', 'status', 'isAnonymous', 'taxExempt', 'contacts', 'attributes', 'settings']);
  });

  it('writes a customer number typed as a number as text, and no element for a customer without one', () => {
    expect(customerElement({ externalCustomerNumber: 10001, firstName: 'A', lastName: 'B', emailAddress: 'a@example.com' })).toMatchObject({ externalCustomerNumber: '10001' });
    expect(customerElement({ firstName: 'Guest', lastName: 'Shopper', emailAddress: 'g@example.com', isAnonymous: true })).toBeNull();
    expect(customerElement({ externalCustomerNumber: '', firstName: 'Guest' })).toBeNull();
    expect(customerElement({ externalCustomerNumber: null, firstName: 'Guest' })).toBeNull();
  });
});

describe('the customer list, read back from the mock platform', () => {
  it('gives each imported customer back as the file wrote it, and leaves out the guests without a number', async () => {
    const written = Array.from({ length: 1_203 }, (_, i) => ({
      externalCustomerNumber: `K-${String(i).padStart(5, '0')}`,
      firstName: 'Erika',
      ...(i % 2 ? { middleName: 'Maria' } : {}),
      lastName: `Mustermann ${i}`,
      emailAddress: `erika.${i}@example.com`,
      status: i % 7 ? 'active' : 'inactive',
      isAnonymous: false,
      taxExempt: i % 5 === 0,
      contacts: [{ externalContactCode: `home-${i}`, firstName: 'Erika', lastName: `Mustermann ${i}`, address1: 'Heidestraße 17', city: 'Köln', postalCode: '51147', country: 'DE', isDefaultBilling: true }],
      settings: { defaultLocale: 'de-de', communicationPreferences: ['email'], marketingOptIn: i % 3 === 0 },
    }));
    const guests = [{ firstName: 'Gast', lastName: 'Kundin', emailAddress: 'gast@example.com', isAnonymous: true }];
    const { access_token: token } = await signInOnPlatform(platform().platform, 'acme', 'acme');
    // a merchant of the worker's own, as the e2e suite's: its seeded customers are replaced by the file's
    const ref = await importFiles(platform().platform, token, [{ entity: 'customer', importStrategy: 'full', content: JSON.stringify(written) }], 'acme');
    await runImport(platform().platform, token, ref, 'acme');
    platform().platform.store.merchant('acme')!.customers.push(...guests.map((g, i) => ({ id: `guest-${i}`, ...g, status: 'active' as const, externalCustomerNumber: null, internalCustomerNumber: null })));
    await signIn('acme', 'acme', 'acme');
    const { blob, count, keyless, unread } = await exportCatalog({ entity: 'customer' }, { catalog: customersOverHttp('acme'), signal });
    expect([count, keyless]).toEqual([1_203, 1]);
    expect(unread).toEqual(['password', 'attributes']);
    const read = JSON.parse(await blob.text()) as { externalCustomerNumber: string }[];
    expect(read.sort((a, b) => a.externalCustomerNumber.localeCompare(b.externalCustomerNumber))).toEqual(written);
    const registered = await exportCatalog({ entity: 'customer', leaveOutGuests: true, status: 'inactive' }, { catalog: customersOverHttp('acme'), signal });
    expect([registered.count, registered.keyless]).toEqual([written.filter((c) => c.status === 'inactive').length, 0]);
  });
});
