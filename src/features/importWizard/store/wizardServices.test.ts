import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRecord } from '@/contract';
import { importKeys } from '@/features/importHistory/api/keys';
import { wizardServices } from './wizardServices';

const record = (importRef: string, status: ImportRecord['status'] = 'new') => ({ importRef, status }) as ImportRecord;

describe('the wizard store following its import in the query cache', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  afterEach(() => client.clear());

  it('hands over the record the cache holds now, then every fetched record of that import only', async () => {
    client.setQueryData(importKeys.detail('m1', 'I-1'), record('I-1'));
    const seen: string[] = [];
    const stop = wizardServices('m1', client).watchImport('I-1', (r) => seen.push(`${r.importRef}:${r.status}`));
    expect(seen).toEqual(['I-1:new']);

    await client.fetchQuery({ queryKey: importKeys.detail('m1', 'I-1'), queryFn: () => record('I-1', 'processing') });
    // another import, and the same import of another merchant, are not this one
    await client.fetchQuery({ queryKey: importKeys.detail('m1', 'I-2'), queryFn: () => record('I-2', 'finished') });
    await client.fetchQuery({ queryKey: importKeys.detail('m2', 'I-1'), queryFn: () => record('I-1', 'aborted') });
    expect(seen).toEqual(['I-1:new', 'I-1:processing']);

    stop();
    client.setQueryData(importKeys.detail('m1', 'I-1'), record('I-1', 'finished'));
    expect(seen).toEqual(['I-1:new', 'I-1:processing']);
  });

  it('asks again when uploads end even when no page shows the import', async () => {
    const queryFn = vi.fn(async () => record('I-1', 'new'));
    await client.fetchQuery({ queryKey: importKeys.detail('m1', 'I-1'), queryFn });
    const seen: ImportRecord[] = [];
    const stop = wizardServices('m1', client).watchImport('I-1', (r) => seen.push(r));
    expect(seen).toHaveLength(1);

    // the query has no observer: a plain invalidation would only mark it stale
    wizardServices('m1', client).refreshImport('I-1');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(queryFn).toHaveBeenCalledTimes(2);
    stop();
  });
});
