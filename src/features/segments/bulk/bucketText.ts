import type { Bucket } from './classifyAddresses';

/** How each bucket is named to the merchant, in the review and in the report. */
export const bucketTitle: Record<Bucket, string> = {
  add: 'One customer: will be added',
  choose: 'Several customers: choose one',
  guestsOnly: 'Guests only',
  alreadyMember: 'Already a member',
  notFound: 'Not found',
  invalid: 'Not an e-mail address',
};

/** Why an address of the bucket was not added. */
export const bucketReason: Record<Exclude<Bucket, 'add'>, string> = {
  choose: 'Several customers have this address and none was chosen',
  guestsOnly: 'Only guests have this address, and guests were left out',
  alreadyMember: 'A customer with this address is already a member',
  notFound: 'No customer has this address',
  invalid: 'Not an e-mail address',
};
