/** The customers feature as other features see it: the only module of it another feature may import. */
export { isEmailAddress, normalizeEmail } from './api/emailMatch';
export { canSearchCustomers, customersByAddresses, listCustomers } from './api/listCustomers';
export { CustomerSearch, type CustomerSearchState } from './search/CustomerSearch';
export { PickedCustomers } from './search/PickedCustomers';
export { useSettledEmail } from './search/useSettledEmail';
export { customerKind, customerLabel, customerName, customerNumber, customerNumberInLabel, fullName as customerFullName, CustomerKindBadge, CustomerLabelText, CustomerNameText, CustomerNumberText } from './search/CustomerText';
