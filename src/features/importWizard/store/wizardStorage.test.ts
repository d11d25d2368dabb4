import { describe, expect, it } from 'vitest';
import { appKeyPrefix, tabStorage } from '@/lib/tabStorage';
import { loadWizard, saveWizard } from './wizardStorage';

const key = (ref: string) => `${appKeyPrefix}:import-wizard:demo:${ref}`;

describe('what the wizard remembers across a reload', () => {
  it('gives back what it saved', () => {
    const saved = {
      triggerAttempted: true,
      slots: [{ entity: 'inventory' as const, strategy: 'full' as const, catalogCode: '', locations: 'store-berlin', fileName: 'stock.json', fileSize: 12 }],
    };
    saveWizard('demo', 'imp-a', saved);
    expect(loadWizard('demo', 'imp-a')).toEqual(saved);
    expect(loadWizard('acme', 'imp-a')).toBeNull();
  });

  it('drops slots it cannot read and keeps the rest', () => {
    const good = { entity: 'product', strategy: 'partial', catalogCode: 'master', fileName: null, fileSize: null };
    tabStorage.set(
      key('imp-b'),
      JSON.stringify({
        triggerAttempted: 'yes',
        slots: [good, { ...good, entity: 'order' }, { ...good, strategy: 'some' }, { ...good, catalogCode: 7 }, { ...good, fileSize: '12' }, null, 'x'],
      }),
    );
    expect(loadWizard('demo', 'imp-b')).toEqual({ triggerAttempted: false, slots: [good] });
  });

  it('reads damaged storage as nothing saved', () => {
    tabStorage.set(key('imp-c'), '{not json');
    expect(loadWizard('demo', 'imp-c')).toBeNull();
  });
});
