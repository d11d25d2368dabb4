import { describe, expect, it } from 'vitest';
import { elementKey } from '../elementKey';
import { checkImportElement } from '../elementRules';
import { inEnglish } from '../inEnglish';

/** `field: words` of each problem */
const problems = (...args: Parameters<typeof checkImportElement>) => checkImportElement(...args).problems.map((p) => `${p.field}: ${inEnglish(p)}`);
const warnings = (...args: Parameters<typeof checkImportElement>) => checkImportElement(...args).warnings.map((p) => `${p.field}: ${inEnglish(p)}`);

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
