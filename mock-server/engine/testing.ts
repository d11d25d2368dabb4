/** Helpers for the engine's tests: element builders, and a seeded platform that runs imports to the end. */
import { importRecord, type EntityFile, type ImportRecord } from '../../src/contract';
import { entityTable } from '../store/store';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

export const attribute = (code: string, extra: Record<string, unknown> = {}) => ({ code, type: 'text', use: 'option', name: { 'en-us': code }, ...extra });
export const category = (code: string, parentCategoryCode?: string) => ({ code, name: { 'en-us': code }, sequenceId: 1, ...(parentCategoryCode ? { parentCategoryCode } : {}) });
export const product = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: { 'en-us': code },
  modelType: 'standard',
  isInventoryManaged: true,
  ...extra,
});
export const stock = (productCode: string, locationCode: string) => ({ productCode, locationCode, sku: productCode.toUpperCase(), onHand: 5 });

export const setup = async () => {
  const platform = testPlatform();
  const { access_token: token } = await signIn(platform);
  const demo = platform.store.merchant('demo')!;
  const run = async (files: Parameters<typeof importFiles>[2]) => importRecord.parse(await runImport(platform, token, await importFiles(platform, token, files)));
  const logs = async (ref: string) =>
    (await call(platform.api, 'GET', `/merchants/demo/imports/${ref}/logs`, { token, query: { limit: '1000' } })).body.logs as {
      level: string;
      entity?: string;
      index?: number;
      message: string;
      time: string;
    }[];
  const codes = (entity: 'attribute' | 'category' | 'product' | 'inventory') => [...entityTable(demo, entity, 'default').keys()].sort();
  return { platform, token, run, logs, codes };
};

export const file = (record: ImportRecord, entity: string): EntityFile => {
  const f = record.entityFiles.find((e) => e.entity === entity);
  if (!f) throw new Error(`no ${entity} file`);
  return f;
};
export const ops = (dispatched: number, succeeded: number, failed = dispatched - succeeded) => ({ dispatched, succeeded, failed });
