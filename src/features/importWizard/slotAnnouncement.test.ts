import { describe, expect, it } from 'vitest';
import { entityTypes, type EntityType } from '@/contract';
import type { UploadState } from '@/features/importWizard/upload/uploadQueue';
import type { FileCheckResult } from '@/engine/checker/checkResult';
import { formatBytes } from '@/i18n/format';
import { slotAnnouncement } from './slotAnnouncement';
import { english } from './testing/english';
import type { SlotState, WizardState } from './store/wizardState';

const emptySlot = (entity: EntityType): SlotState => ({
  entity,
  strategy: 'full',
  catalogCode: 'default',
  locations: '',
  sheet: null,
  file: null,
  check: { status: 'idle' },
  notice: null,
  remembered: null,
  upload: null,
});

const wizard = (product: Partial<SlotState>, over: Partial<WizardState> = {}): WizardState => {
  const slots = Object.fromEntries(entityTypes.map((e) => [e, emptySlot(e)])) as WizardState['slots'];
  slots.product = { ...slots.product, ...product };
  return { changes: 0, importRef: 'imp-1', slots, serverFiles: {}, requested: [], creating: false, createError: null, autoStart: false, snapshotChoice: null, snapshotDescriptions: null, snapshot: { status: 'none' }, undoOf: null, trigger: { status: 'idle' }, ...over };
};

const products = new File(['[]'], 'products.json');
const result = (over: Partial<FileCheckResult> = {}): FileCheckResult => ({
  entity: 'product',
  strategy: 'full',
  bytes: 2,
  elements: 1200,
  toAddOrChange: 1197,
  toDelete: 0,
  elementsWithProblems: 3,
  problemCount: 3,
  problems: [],
  elementsWithWarnings: 0,
  warningCount: 0,
  warnings: [],
  references: { category: [], attribute: [], attributeValue: [] },
  keys: [],
  keysComplete: true,
  fileProblem: null,
  looksLike: null,
  durationMs: 5,
  ...over,
});
const upload = (status: UploadState['status'], message: string | null = null): UploadState => ({
  status,
  loaded: 0,
  total: 2,
  bytesPerSecond: null,
  secondsLeft: null,
  message,
});

const announce = (state: WizardState, entity: EntityType) => slotAnnouncement(state, entity, english);

describe('slotAnnouncement', () => {
  it('says what the check found, with counts', () => {
    expect(announce(wizard({ file: products, check: { status: 'done', result: result() } }), 'product')).toBe(
      'products.json checked: 1,200 elements, 3 problems.',
    );
    expect(announce(wizard({ file: products, check: { status: 'done', result: result({ problemCount: 0, elements: 1, looksLike: 'attribute' }) } }), 'product')).toBe(
      'products.json checked: 1 element, no problems. It looks like an attributes file.',
    );
    expect(announce(wizard({ file: products, check: { status: 'done', result: result({ problemCount: 0, warningCount: 2 }) } }), 'product')).toBe(
      'products.json checked: 1,200 elements, no problems, 2 warnings.',
    );
    const broken = result({ fileProblem: { kind: 'notArray', code: 'singleObject', position: null, elementIndex: null, byteOffset: null } });
    expect(announce(wizard({ file: products, check: { status: 'done', result: broken } }), 'product')).toBe(
      'products.json checked: it cannot be imported. The file holds a single JSON object, not an array. An import file is an array of elements: [ {…}, {…} ].',
    );
    expect(announce(wizard({ file: products, check: { status: 'checking', progress: null } }), 'product')).toBe('Checking products.json.');
  });

  it('follows the upload once there is one, saying the same while the address is fetched and the bytes sent', () => {
    const at = (u: UploadState) => announce(wizard({ file: products, check: { status: 'done', result: result() }, upload: u }), 'product');
    expect(at(upload('preparing'))).toBe('Uploading products.json.');
    expect(at(upload('uploading'))).toBe('Uploading products.json.');
    expect(at(upload('done'))).toBe('products.json uploaded.');
    expect(at(upload('failed', 'The connection was lost.'))).toBe('The upload of products.json failed. The connection was lost.');
    expect(at(upload('cancelled'))).toBe('The upload of products.json was cancelled.');
  });

  it('names the limit for a file too large to send', () => {
    const huge = new File(['[]'], 'products.json');
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    expect(announce(wizard({ file: huge }), 'product')).toBe(
      `products.json is too large to upload: ${formatBytes(3 * 1024 ** 3)}, and the service takes up to ${formatBytes(2 * 1024 ** 3)}.`,
    );
  });

  it('says the service expects a file when an upload was started and the file is gone', () => {
    expect(announce(wizard({}, { requested: ['product'] }), 'product')).toBe(
      'The service expects a products file for this import because an upload was started: choose it again.',
    );
    expect(announce(wizard({}), 'product')).toBe('');
  });
});
