// What the wizard uses of the import history: reading and following one import, and the mark a
// created import's `source` carries.
export { getImport, importQueryOptions } from './api/getImport';
export { listImports } from './api/listImports';
export { importKeys } from './api/keys';
export { importPollInterval } from './api/polling';
export { importOutcome } from './status/importOutcome';
export { wizardSource } from './status/importSource';
export { ImportRefText } from './status/ImportRefText';
export { ImportFollow } from './detail/ImportFollow';
