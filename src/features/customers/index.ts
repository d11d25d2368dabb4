/**
 * The customers feature as other features see it. This is the only module another feature may
 * import from customers; everything else in the folder may change without notice.
 */
export { customersByAddresses } from './api/customersByAddresses';
export { isEmailAddress, normalizeEmail } from './api/emailMatch';
export { canSearchCustomers, listCustomers } from './api/listCustomers';
export { CustomerKindBadge } from './components/CustomerKindBadge';
export { CustomerSearch } from './components/CustomerSearch';
export { PickedCustomers } from './components/PickedCustomers';
export { useSettledEmail } from './components/useSettledEmail';
export { customerLabel, customerName } from './customerName';
export { CustomerNumberText } from './components/CustomerNumberText';
export { CustomerLabelText, CustomerNameText } from './components/CustomerNameText';
