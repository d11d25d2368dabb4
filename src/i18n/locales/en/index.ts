import checker from './checker.json';
import common from './common.json';
import imports from './imports.json';
import segments from './segments.json';
import wizard from './wizard.json';

/** Every namespace of one language: one chunk, loaded only when the page is in this language. */
export default { common, imports, wizard, checker, segments };
