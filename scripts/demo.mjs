#!/usr/bin/env node
// `npm start`: the mock platform and the app, side by side, with the address to open.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '4010';
const uploadPort = process.env.UPLOAD_PORT ?? String(Number(apiPort) + 1);
const appPort = process.env.APP_PORT ?? '5173';
const children = [];
const run = (name, cmd, args, env = {}) => {
  // a process group of its own: `npx` starts the real process as its child, and stopping the group stops both
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, detached: true });
  child.stdout.on('data', (d) => process.stdout.write(`[${name}] ${d}`));
  child.on('exit', (code) => {
    console.log(`[${name}] stopped (${code ?? 'signal'})`);
    shutdown(code ?? 0);
  });
  children.push(child);
};
const shutdown = (code) => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // the group has ended already
    }
  }
  setTimeout(() => process.exit(code), 300);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// The demo's pace lets a merchant watch a small import move for a few seconds (the sample files
// hold a handful of elements each); a pace given on the command line or in MOCK_PACE wins.
const flags = process.argv.slice(2);
const demoPace = flags.some((f) => f.startsWith('--pace')) || process.env.MOCK_PACE ? [] : ['--pace=3'];
run('mock', 'npx', ['tsx', 'mock-server/main.ts', ...demoPace, ...flags], { PORT: apiPort });
// the app finds the mock on its own default ports; moved, the app is told where (unless told of another service)
const moved = process.env.PORT || process.env.UPLOAD_PORT;
run('app', 'npx', ['vite', '--port', appPort, '--strictPort', '--host', 'localhost'], moved ? {
  VITE_API_BASE_URL: process.env.VITE_API_BASE_URL ?? `http://localhost:${apiPort}`,
  VITE_UPLOAD_ORIGINS: process.env.VITE_UPLOAD_ORIGINS ?? `http://localhost:${uploadPort} http://127.0.0.1:${uploadPort}`,
} : {});

setTimeout(() => {
  console.log(`
  ┌──────────────────────────────────────────────────────────┐
  │  Merchant Admin is running                               │
  │  Open:      http://localhost:${appPort}/                        │
  │  Sign in:   merchant demo · user demo · password demo    │
  │  Mock API:  http://localhost:${apiPort}  (Ctrl+C stops both)    │
  └──────────────────────────────────────────────────────────┘
`);
}, 2500);
