/** Our segment member: a segment's code and exactly one reference to a customer. */
import { optionalCode, type ElementChecker, type Obj } from '../elementChecker';
import { memberReferenceFields } from '../elementKey';

export const checkSegmentMember = (c: ElementChecker, el: Obj) => {
  c.string('externalCustomerNumber', el.externalCustomerNumber, optionalCode);
  c.email('emailAddress', el.emailAddress);
  c.string('customerId', el.customerId, optionalCode);
};

/** Exactly one customer reference in a segment member element (checked for `D` elements too: it is the key). */
export const checkMemberReference = (c: ElementChecker, el: Obj) => {
  const written = memberReferenceFields.filter((f) => el[f] !== undefined);
  if (written.length === 0) c.add('', 'memberReferenceMissing');
  else if (written.length > 1) c.add('', 'memberReferenceTwice', { fields: written.join(', ') });
};
