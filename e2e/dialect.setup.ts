/**
 * Switches the running mock to the public dialect for the `public-dialect` project, which runs the
 * journeys again after the brief-dialect project: same servers, same build, the answers shaped
 * exactly as the platform's public specs (see mock-server/dialect.ts).
 */
import { test as setup, expect } from '@playwright/test';
import { mockApi } from './ports';

setup('the mock answers in the public dialect', async () => {
  const res = await fetch(`${mockApi}/__control/dialect`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ dialect: 'public' }) });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ dialect: 'public' });
});
