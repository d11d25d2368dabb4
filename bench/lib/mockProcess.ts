import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The mock server in its own process, so that its memory is its own: peak RSS is read from
 * /proc (VmHWM), which the kernel keeps for the life of the process.
 */
export interface MockProcess {
  apiUrl: string;
  pid: number;
  /** resident set size now and at its peak, in MB */
  memory(): { rssMb: number; peakRssMb: number };
  control(path: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

const statusField = (pid: number, field: string) => {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) / 1024 : NaN;
};

export async function startMockProcess(port: number, args: string[] = []): Promise<MockProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', `--port=${port}`, '--test-control', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const apiUrl = `http://localhost:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${apiUrl}/__control`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const pid = child.pid!;
  return {
    apiUrl,
    pid,
    memory: () => ({ rssMb: statusField(pid, 'VmRSS'), peakRssMb: statusField(pid, 'VmHWM') }),
    async control(path, body) {
      const res = await fetch(`${apiUrl}/__control${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A token for a merchant whose user and password are its code (seeded and benchmark merchants). */
export async function tokenFor(apiUrl: string, merchant: string, password = merchant) {
  const res = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: merchant, password, tenantType: 'merchant', tenantId: merchant }),
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}
