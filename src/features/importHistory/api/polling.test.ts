import { describe, expect, it } from 'vitest';
import { importPollInterval } from './polling';

describe('importPollInterval', () => {
  it('polls while an import is started or processing', () => {
    expect(importPollInterval([{ status: 'finished' }, { status: 'processing' }])).toBeGreaterThan(0);
    expect(importPollInterval([{ status: 'started' }])).toBeGreaterThan(0);
  });
  it('is silent for finished, aborted and not-yet-started imports, and before any data', () => {
    expect(importPollInterval([{ status: 'finished' }, { status: 'aborted' }, { status: 'new' }])).toBe(false);
    expect(importPollInterval([])).toBe(false);
    expect(importPollInterval(undefined)).toBe(false);
  });
});
