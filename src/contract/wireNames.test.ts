import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('VITE_WIRE_DIALECT: the one setting for what the app sends', () => {
  it('sends the real service’s public spelling by default', async () => {
    vi.resetModules();
    const api = await import('./index');
    expect(api.wireDialect).toBe('public');
    expect(api.wireNames).toEqual({ importRef: 'ref', filterParam: 'filters', memberId: 'id' });
    expect(api.memberToWire(api.toMemberRef('c-1'))).toEqual({ id: 'c-1', type: 'customer' });
  });

  it('sends the brief’s spelling when built with VITE_WIRE_DIALECT=brief', async () => {
    vi.stubEnv('VITE_WIRE_DIALECT', 'brief');
    vi.resetModules();
    const api = await import('./index');
    expect(api.wireDialect).toBe('brief');
    expect(api.wireNames).toEqual({ importRef: 'importRef', filterParam: 'filter', memberId: 'ID' });
    expect(api.memberToWire(api.toMemberRef('c-1'))).toEqual({ ID: 'c-1', type: 'customer' });
  });

  it('falls back to the public spelling for a value it does not know', async () => {
    vi.stubEnv('VITE_WIRE_DIALECT', 'swagger');
    vi.resetModules();
    expect((await import('./index')).wireDialect).toBe('public');
  });
});
