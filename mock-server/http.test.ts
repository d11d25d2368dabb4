import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fieldPath, installErrorHandling, zodProblem } from './http';

describe('error handling', () => {
  it('answers 500 InternalError without a stack trace for an unexpected error', async () => {
    const app = new Hono();
    app.get('/boom', () => {
      throw new Error('disk on fire');
    });
    installErrorHandling(app);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await app.fetch(new Request('http://x/boom'));
    quiet.mockRestore();
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ code: 'InternalError', message: 'The mock server failed: disk on fire' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });

  it('names each zod issue by its field path', () => {
    const schema = z.object({ members: z.array(z.object({ ID: z.string() })), name: z.string().min(1, 'Enter a name') });
    const result = schema.safeParse({ members: [{ ID: 'a' }, {}], name: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodProblem(result.error).body).toEqual({
      errors: [
        { field: 'members[1].ID', code: 'required', message: 'members[1].ID is required' },
        { field: 'name', code: 'tooShort', message: 'Enter a name' },
      ],
    });
    expect(fieldPath(['a', 0, 'b', 2])).toBe('a[0].b[2]');
  });
});
