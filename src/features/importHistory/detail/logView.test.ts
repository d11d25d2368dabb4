import { describe, expect, it } from 'vitest';
import type { ImportLogEntry } from '@/contract';
import { elementLabel, importLogFileName, importLogText, logLine } from '@/features/importHistory/detail/importLogText';
import { hasLogFilters, readLogView, writeLogView } from './ImportLogs';

describe('readLogView / writeLogView', () => {
  it('reads entity, level and page, ignoring unknown values', () => {
    expect(readLogView(new URLSearchParams('logEntity=product&logLevel=error&logPage=2'))).toEqual({ entity: 'product', level: 'error', page: 2 });
    expect(readLogView(new URLSearchParams('logEntity=order&logLevel=fatal&logPage=x'))).toEqual({ page: 1 });
  });
  it('keeps the other parameters of the page and drops defaults', () => {
    const next = writeLogView(new URLSearchParams('other=1&logLevel=error&logPage=3'), { entity: 'category', page: 1 });
    expect(next.toString()).toBe('other=1&logEntity=category');
  });
  it('knows when a filter is on', () => {
    expect(hasLogFilters({ page: 3 })).toBe(false);
    expect(hasLogFilters({ level: 'warning', page: 1 })).toBe(true);
  });
});

describe('the log as text', () => {
  const entries: ImportLogEntry[] = [
    { time: '2025-03-01T10:00:00.000Z', level: 'info', message: 'Import started' },
    { time: '2025-03-01T10:00:01.000Z', level: 'error', entity: 'product', index: 11, message: 'Unknown category "shoes"\nsecond line' },
  ];

  it('counts elements from 1, as merchants do: wire index 11 is element 12', () => {
    expect(elementLabel(11)).toBe('element 12');
    expect(elementLabel(0)).toBe('element 1');
    expect(elementLabel(undefined)).toBe('');
  });

  it('writes one line per entry, with the entity and element named', () => {
    expect(logLine(entries[1]!)).toBe('2025-03-01T10:00:01.000Z\tERROR  \tProducts\telement 12\tUnknown category "shoes" second line');
    expect(logLine(entries[0]!)).toBe('2025-03-01T10:00:00.000Z\tINFO   \t-\t-\tImport started');
  });

  it('starts with a header naming the import', () => {
    const text = importLogText({ importRef: 'abc', status: 'finished' }, entries, new Date('2025-03-02T00:00:00Z'));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Log of import abc');
    expect(lines).toContain('Status: Finished');
    expect(lines).toContain('Entries: 2');
    expect(lines.filter((l) => l.startsWith('2025-03-01'))).toHaveLength(2);
  });

  it('names the file after the import, safely', () => {
    expect(importLogFileName('3f2a-11')).toBe('import-3f2a-11-log.txt');
    expect(importLogFileName('a/b c')).toBe('import-a_b_c-log.txt');
  });
});
