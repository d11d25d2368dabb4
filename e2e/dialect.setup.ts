/**
 * Switches the running mock to the brief's dialect for the `brief-dialect` project, which runs the
 * journeys again after the public project: same servers, same build, the answers shaped as the
 * shared contract with our extras (see mock-server/dialect.ts).
 */
import { test as setup, expect } from '@playwright/test';
import { mockApi } from './ports';

setup('the mock answers in the brief’s dialect', async () => {
  const res = await fetch(`${mockApi}/__control/dialect`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ dialect: 'brief' }) });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ dialect: 'brief' });
});
