import auth from './auth.json';
import catalogExport from './catalogExport.json';
import checker from './checker.json';
import common from './common.json';
import customers from './customers.json';
import importHistory from './importHistory.json';
import segments from './segments.json';
import sheets from './sheets.json';
import snapshots from './snapshots.json';
import wizard from './wizard.json';

export default { common, auth, importHistory, wizard, snapshots, catalogExport, checker, segments, customers, sheets };
