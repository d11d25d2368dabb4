import checker from './checker.json';
import common from './common.json';
import imports from './imports.json';
import segments from './segments.json';
import wizard from './wizard.json';

export default { common, imports, wizard, checker, segments };
