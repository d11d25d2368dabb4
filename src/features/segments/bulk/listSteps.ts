/**
 * What the add-by-list page runs once the merchant asks for it: reading the list, the lookups, the
 * review's buckets, the batches and the report of what was not added. One module, so that the
 * page shows without it and loads it with the first lookup.
 */
export { parseAddressList } from './parseAddressList';
export { chunkAddresses } from './chunks';
export { resolveAddresses } from './resolveAddresses';
export { classifyAddresses, plannedMembers } from './classifyAddresses';
export { addInBatches, mergeReports } from './addInBatches';
export { notAddedRows } from './notAddedReport';
export { allMemberIds, customersWithAddresses, memberListPages, membersByAddresses } from '../api/lookups';
export { addMembers, refreshSegment } from '../api/addMembers';
export { batchOutcome } from '../api/batchOutcome';
