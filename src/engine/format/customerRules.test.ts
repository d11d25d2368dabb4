import { describe, expect, it } from 'vitest';
import { checkImportElement, elementKey, entityKeyFields, postModelFields } from './elementRules';
import { inEnglish } from './inEnglish';

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

describe('segment elements (the contract’s create model)', () => {
  it('take code, name, type, status, description and a dynamic segment’s rule', () => {
    expect(checkImportElement('segment', 'full', { code: 'vip', name: 'VIP', type: 'fixed', status: 'active', description: 'Best' })).toMatchObject({ key: 'vip', problems: [] });
    expect(checkImportElement('segment', 'full', { code: 'big', name: 'Big', type: 'dynamic', rule: { field: 'lifetimeValue', $gt: 1000 } }).problems).toEqual([]);
  });

  it('check the code’s form, the name and the type', () => {
    expect(problems('segment', 'full', { code: 'v i p', name: ' ', type: 'static' })).toEqual([
      'code: must hold only letters, digits, \'-\', \'_\' and \'.\', starting with a letter or digit, not string "v i p"',
      'name: must not be empty',
      'type: must be one of fixed, dynamic, not string "static"',
    ]);
    expect(problems('segment', 'full', { code: 'x'.repeat(65), name: 'X' })).toEqual(['code: must be at most 64 characters (it has 65)', 'type: is required (one of fixed, dynamic)']);
  });

  it('refuse a fixed segment’s rule and members', () => {
    expect(problems('segment', 'full', { code: 'vip', name: 'VIP', type: 'fixed', rule: {}, members: [] })).toEqual([
      'rule: is only for dynamic segments: a fixed segment lists its members (import them in a segment members file)',
      'members: is not taken in a segments file: import members in a segment members file',
    ]);
  });
});

describe('segment member elements (ours)', () => {
  it('name the segment and the customer by exactly one reference, keyed segmentCode/reference', () => {
    expect(elementKey('segmentMember', { segmentCode: 'vip', externalCustomerNumber: '10001' })).toBe('vip/10001');
    expect(elementKey('segmentMember', { segmentCode: 'vip', emailAddress: 'a@b.de' })).toBe('vip/a@b.de');
    expect(checkImportElement('segmentMember', 'full', { segmentCode: 'vip', customerId: '9df58ed4-a160-4cf6-a558-480965ba176e' })).toMatchObject({
      key: 'vip/9df58ed4-a160-4cf6-a558-480965ba176e',
      problems: [],
      warnings: [],
    });
  });

  it('fail without a reference or with two', () => {
    expect(problems('segmentMember', 'full', { segmentCode: 'vip' })).toEqual([': must name its customer by one of externalCustomerNumber, emailAddress or customerId']);
    const two = checkImportElement('segmentMember', 'full', { segmentCode: 'vip', externalCustomerNumber: '1', emailAddress: 'a@b.de' });
    expect(two.key).toBeNull();
    expect(two.problems.map(inEnglish)).toEqual([
      'names its customer more than once (externalCustomerNumber, emailAddress): write exactly one of externalCustomerNumber, emailAddress or customerId',
    ]);
    expect(problems('segmentMember', 'full', { emailAddress: 'nope' })).toEqual(['segmentCode: is required', 'emailAddress: must be an e-mail address, not string "nope"']);
  });

  it('take importType D with the key fields alone, checked as for AC', () => {
    expect(checkImportElement('segmentMember', 'partial', { importType: 'D', segmentCode: 'vip', externalCustomerNumber: '10001' })).toMatchObject({ key: 'vip/10001', importType: 'D', problems: [] });
    expect(problems('segmentMember', 'partial', { importType: 'D', segmentCode: 'vip' })).toEqual([': must name its customer by one of externalCustomerNumber, emailAddress or customerId']);
    expect(warnings('segmentMember', 'full', { segmentCode: 'vip', customerId: 'x', note: 'hi' })).toEqual(['note: is not a field of a segment member and will be ignored']);
  });
});
