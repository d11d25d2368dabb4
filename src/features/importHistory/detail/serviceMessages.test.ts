import { describe, expect, it } from 'vitest';
import { pageReadsTheServiceLanguage, readServiceMessage } from './serviceMessages';

describe("the service's log messages", () => {
  it('are understood where the app knows them', () => {
    expect(readServiceMessage('Finished the inventory file: 3400 elements; 1200 created, 2197 updated, 0 deleted, 3 failed')).toEqual({
      key: 'fileFinished',
      values: { what: 'Inventory', total: '3,400', created: '1,200', updated: '2,197', deleted: '0', failed: '3' },
    });
    expect(readServiceMessage('Skipped the product file: the category file it depends on did not finish')).toEqual({
      key: 'fileSkippedBecause',
      values: { what: 'Products', blocker: 'categories' },
    });
    expect(readServiceMessage('The category file was rejected: The file is empty')).toEqual({ key: 'fileRejected', values: { what: 'Categories' }, reason: 'The file is empty' });
    expect(readServiceMessage('Import started with the files: attribute, product')).toEqual({ key: 'importStarted', values: { files: 'Attributes, Products' } });
  });

  it('are left as the service wrote them where the app does not know them', () => {
    expect(readServiceMessage('Product "sku-00017": category "hats" does not exist in catalog default')).toBeUndefined();
    expect(readServiceMessage('Finished the order file: 3 elements; 3 created, 0 updated, 0 deleted, 0 failed')).toBeUndefined();
  });

  it('need no saying again on an English page', () => {
    expect(pageReadsTheServiceLanguage('en')).toBe(true);
    expect(pageReadsTheServiceLanguage('de')).toBe(false);
    expect(pageReadsTheServiceLanguage('en-XA')).toBe(false);
  });
});
