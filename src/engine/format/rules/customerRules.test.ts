import { describe, expect, it } from 'vitest';
import { entityKeyFields } from '../elementKey';
import { checkImportElement } from '../elementRules';
import { inEnglish } from '../inEnglish';
import { postModelFields } from '../postModelFields';

const customer = (extra: Record<string, unknown> = {}) => ({
  externalCustomerNumber: '10001',
  firstName: 'Anna',
  lastName: 'Schmidt',
  emailAddress: 'anna@example.com',
  ...extra,
});
/** `field: words` of each problem */
const problems = (...args: Parameters<typeof checkImportElement>) => checkImportElement(...args).problems.map((p) => `${p.field}: ${inEnglish(p)}`);
const warnings = (...args: Parameters<typeof checkImportElement>) => checkImportElement(...args).warnings.map((p) => `${p.field}: ${inEnglish(p)}`);

describe('customer elements (CreateCustomer)', () => {
  it('take the POST model, keyed by externalCustomerNumber', () => {
    const full = customer({
      middleName: null,
      status: 'inactive',
      isAnonymous: false,
      taxExempt: true,
      taxClass: null,
      contacts: [{ firstName: 'Anna', lastName: 'Schmidt', city: 'Köln', additionalFields: { dhlPostNumber: '12345' }, emailAddress: 'a@b.de', isDefaultBilling: true }],
      attributes: [{ code: 'tshirtSize', value: { code: 'l' } }, { code: 'nameOfCat', value: 'Minka' }],
      settings: { defaultLocale: 'de-de', communicationPreferences: ['email', 'sms'], marketingOptIn: false },
      externalUpdateDate: '2025-01-01T00:00:00Z',
    });
    expect(checkImportElement('customer', 'full', full)).toEqual({ key: '10001', importType: 'AC', problems: [], warnings: [] });
    expect(entityKeyFields.customer).toEqual(['externalCustomerNumber']);
  });

  it('require first and last name, an e-mail address and the external customer number', () => {
    expect(problems('customer', 'full', {})).toEqual([
      'externalCustomerNumber: is required',
      'firstName: is required',
      'lastName: is required',
      'emailAddress: is required',
    ]);
    expect(problems('customer', 'full', customer({ emailAddress: 'anna.example.com' }))).toEqual(['emailAddress: must be an e-mail address, not string "anna.example.com"']);
  });

  it('type the optional fields as the spec does', () => {
    expect(
      problems('customer', 'full', customer({ status: 'gone', isAnonymous: 'yes', taxExempt: 1, middleName: 3, contacts: [{ firstName: 'A' }], settings: { communicationPreferences: ['fax'] } })),
    ).toEqual([
      'middleName: must be a string, not number 3',
      'status: must be one of active, inactive, deleted, not string "gone"',
      'isAnonymous: must be true or false, not string "yes"',
      'taxExempt: must be true or false, not number 1',
      'contacts[0].lastName: is required',
      'settings.communicationPreferences[0]: must be one of sms, email, push, not string "fax"',
    ]);
  });

  it('refuse a password: passwords are not imported', () => {
    expect(problems('customer', 'full', customer({ password: 'secret123' }))).toEqual([
      'password: is not taken: passwords are not imported (an import file holds personal data; customers set their own password)',
    ]);
    // the password itself is never repeated in the words
    expect(JSON.stringify(checkImportElement('customer', 'full', customer({ password: 'secret123' })))).not.toContain('secret123');
    expect(postModelFields.customer.has('password')).toBe(false);
  });

  it('warn of fields a customer does not have, and delete by the key alone', () => {
    expect(warnings('customer', 'full', customer({ shoeSize: 42 }))).toEqual(['shoeSize: is not a field of a customer and will be ignored']);
    expect(checkImportElement('customer', 'partial', { importType: 'D', externalCustomerNumber: '10001' })).toMatchObject({ key: '10001', importType: 'D', problems: [] });
    expect(problems('customer', 'full', customer({ importType: 'AC' }))).toEqual(['importType: is only allowed in partial files (full files hold the complete set)']);
  });
});
