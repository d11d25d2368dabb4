/**
 * The customers feature as other features see it. This is the only module another feature may
 * import from customers; everything else in the folder may change without notice.
 */
export { isEmailAddress, normalizeEmail } from './api/emailMatch';
export { canSearchCustomers, customersByAddresses, listCustomers } from './api/listCustomers';
export { CustomerSearch, PickedCustomers, useSettledEmail, type CustomerSearchState } from './components/CustomerSearch';
export { customerKind, customerLabel, customerName, customerNumber, fullName as customerFullName, CustomerKindBadge, CustomerLabelText, CustomerNameText, CustomerNumberText } from './components/CustomerText';
