import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedStore } from '../seed';
import { newFileSlot, newImportState, toImportRecord } from './imports';
import { loadState, saveState } from './persist';
import { Store } from './store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mock-state-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the state file', () => {
  it('round-trips the whole store', async () => {
    const store = seedStore(new Store(), { now: new Date('2025-06-01T12:00:00Z') });
    store.accessTokens.set('tok', { merchantCode: 'demo', username: 'demo', expiresAt: Date.now() + 60_000 });
    const path = join(dir, 'state.ndjson');
    await saveState(store, path);
    const loaded = await loadState(path);
    for (const code of ['demo', 'acme']) {
      const a = store.merchant(code)!;
      const b = loaded.merchant(code)!;
      expect(b.customers).toEqual(a.customers);
      expect(b.catalog).toEqual(a.catalog);
      expect(b.segments).toEqual(a.segments);
      expect([...b.imports.values()].map(toImportRecord)).toEqual([...a.imports.values()].map(toImportRecord));
      expect(b.users).toEqual(a.users);
    }
    expect(loaded.accessTokens.get('tok')?.merchantCode).toBe('demo');
    // new imports are numbered after the loaded ones
    expect(loaded.nextImportSeq()).toBeGreaterThan(Math.max(...[...loaded.merchant('demo')!.imports.values()].map((i) => i.seq)));
  });

  it('ends imports that were running when the server stopped as aborted, and forgets vanished uploads', async () => {
    const store = seedStore(new Store());
    const demo = store.merchant('demo')!;
    const running = newImportState('running', store.nextImportSeq(), new Date().toISOString());
    running.status = 'processing';
    running.files.set('attribute', { ...newFileSlot('attribute', 'full'), status: 'processing' });
    running.files.set('category', { ...newFileSlot('category', 'full', 'default'), status: 'queued' });
    demo.imports.set('running', running);
    const waiting = newImportState('waiting', store.nextImportSeq(), new Date().toISOString());
    waiting.files.set('attribute', { ...newFileSlot('attribute', 'full'), status: 'uploaded', file: { path: join(dir, 'gone.json'), size: 2, etag: '"x"' } });
    demo.imports.set('waiting', waiting);
    const path = join(dir, 'state.ndjson');
    await saveState(store, path);
    const loaded = (await loadState(path)).merchant('demo')!;
    const r = toImportRecord(loaded.imports.get('running')!);
    expect(r.status).toBe('aborted');
    expect(r.entityFiles.map((f) => f.status)).toEqual(['failed', 'skipped']);
    expect(loaded.imports.get('running')!.logs.at(-1)?.message).toMatch(/stopped while it was running/);
    expect(toImportRecord(loaded.imports.get('waiting')!).entityFiles[0]!.status).toBe('awaitingUpload');
    // the seeded frozen history stays as it was
    expect([...loaded.imports.values()].filter((i) => i.frozen && i.status === 'processing')).toHaveLength(2);
  });
});
