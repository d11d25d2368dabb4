/** The customer spec's CreateCustomer and its parts (ContactCreate, CustomerAttribute, CustomerSettings). */
import { nullable, nullableText, required, type ElementChecker, type Obj } from '../elementChecker';

export const customerStatuses = ['active', 'inactive', 'deleted'];
export const communicationPreferences = ['sms', 'email', 'push'];
const text10 = nullableText(10);
const text5 = nullableText(5);

const checkContactFields = (c: ElementChecker, fields: Obj) => {
  c.string('dhlPostBoxNumber', fields.dhlPostBoxNumber, text5);
  c.string('dhlPostNumber', fields.dhlPostNumber, text10);
};

const checkContact = (c: ElementChecker, contact: Obj) => {
  c.string('firstName', contact.firstName, required);
  c.string('lastName', contact.lastName, required);
  c.string('middleName', contact.middleName, nullable);
  c.string('externalContactCode', contact.externalContactCode, nullable);
  c.enumValue('status', contact.status, customerStatuses);
  c.string('companyName', contact.companyName, nullable);
  c.string('address1', contact.address1);
  c.string('address2', contact.address2, nullable);
  c.string('address3', contact.address3, nullable);
  c.string('address4', contact.address4, nullable);
  c.string('city', contact.city);
  c.string('postalCode', contact.postalCode);
  c.string('region', contact.region);
  c.string('country', contact.country);
  c.object('additionalFields', contact.additionalFields, checkContactFields);
  c.string('phone', contact.phone, nullable);
  c.string('fax', contact.fax, nullable);
  c.string('mobile', contact.mobile, nullable);
  c.email('emailAddress', contact.emailAddress);
  c.boolean('isDefaultBilling', contact.isDefaultBilling);
  c.boolean('isDefaultShipping', contact.isDefaultShipping);
  c.string('externalUpdateDate', contact.externalUpdateDate);
};

/** `{code, value?, name?}`: the value is free text, or `{code}` for an attribute with values (any JSON here) */
const checkCustomerAttribute = (c: ElementChecker, attribute: Obj) => {
  c.string('code', attribute.code, required);
  c.string('name', attribute.name);
};

const checkCommunicationPreference = (c: ElementChecker, preference: unknown) => c.enumValue('', preference, communicationPreferences);

const checkCustomerSettings = (c: ElementChecker, settings: Obj) => {
  c.string('defaultLocale', settings.defaultLocale);
  c.string('defaultCurrency', settings.defaultCurrency);
  c.texts('communicationPreferences', settings.communicationPreferences, checkCommunicationPreference);
  c.string('defaultLocationCode', settings.defaultLocationCode);
  c.boolean('marketingOptIn', settings.marketingOptIn);
};

export const checkCustomer = (c: ElementChecker, el: Obj) => {
  c.string('firstName', el.firstName, required);
  c.string('middleName', el.middleName, nullable);
  c.string('lastName', el.lastName, required);
  c.email('emailAddress', el.emailAddress, required);
  if (el.password !== undefined) c.add('password', 'passwordNotImported');
  c.enumValue('status', el.status, customerStatuses);
  c.boolean('isAnonymous', el.isAnonymous);
  c.boolean('taxExempt', el.taxExempt);
  c.string('taxClass', el.taxClass, nullable);
  c.list('contacts', el.contacts, checkContact);
  c.list('attributes', el.attributes, checkCustomerAttribute);
  c.object('settings', el.settings, checkCustomerSettings);
  c.string('externalUpdateDate', el.externalUpdateDate);
};
