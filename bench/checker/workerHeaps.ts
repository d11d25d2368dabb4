/**
 * The JavaScript memory of every worker in the browser, sampled through the DevTools protocol
 * while the checker runs: each worker's used heap plus the backing stores of its array buffers
 * (typed arrays and the file's pieces live outside the heap); the pool's peak is the largest sum
 * of the workers' memory at one sample.
 * A browser-level session discovers the worker targets (nested workers included) and talks to
 * each through Target.sendMessageToTarget, asking Runtime.getHeapUsage. A busy worker answers
 * when it next yields (the checker yields between pieces), so each sample adds up every worker's
 * latest answer.
 */
import type { Browser, CDPSession } from '@playwright/test';

export interface HeapSampling {
  /** largest sum of the workers' used heaps and array buffers, bytes */
  peakBytes: number;
  /** most workers seen at once */
  peakWorkers: number;
  samples: number;
}

/** Runtime.getHeapUsage's answer (backingStorageSize: array buffers and external strings, in Chromium 12x and later) */
interface HeapUsage {
  usedSize: number;
  backingStorageSize?: number;
}

interface Pending {
  resolve: (value: HeapUsage) => void;
  reject: (e: Error) => void;
}

export async function sampleWorkerHeaps(browser: Browser, intervalMs = 100): Promise<{ stop(): Promise<HeapSampling> }> {
  const session: CDPSession = await browser.newBrowserCDPSession();
  const sessions = new Map<string, string>(); // targetId → sessionId
  const latest = new Map<string, number>(); // sessionId → used heap
  const pending = new Map<number, Pending>();
  let nextId = 1;
  const result: HeapSampling = { peakBytes: 0, peakWorkers: 0, samples: 0 };

  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message) as { id?: number; result?: HeapUsage; error?: { message: string } };
    const waiting = reply.id === undefined ? undefined : pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id!);
    if (reply.result) waiting.resolve(reply.result);
    else waiting.reject(new Error(reply.error?.message ?? 'no answer'));
  });
  const attach = async (targetId: string, type: string) => {
    if (type !== 'worker' || sessions.has(targetId)) return;
    try {
      const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
      sessions.set(targetId, sessionId);
    } catch {
      // the worker ended before it could be attached to
    }
  };
  session.on('Target.targetCreated', ({ targetInfo }) => void attach(targetInfo.targetId, targetInfo.type));
  session.on('Target.targetDestroyed', ({ targetId }) => {
    const sessionId = sessions.get(targetId);
    if (sessionId) latest.delete(sessionId);
    sessions.delete(targetId);
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await session.send('Target.getTargets');
  await Promise.all(targetInfos.map((t) => attach(t.targetId, t.type)));

  const ask = (sessionId: string) =>
    new Promise<HeapUsage>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) }).catch(reject);
    });
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const sessionId of sessions.values()) {
        ask(sessionId).then(
          (r) => {
            if (sessions.size && [...sessions.values()].includes(sessionId)) latest.set(sessionId, r.usedSize + (r.backingStorageSize ?? 0));
          },
          () => latest.delete(sessionId),
        );
      }
      const sum = [...latest.values()].reduce((a, b) => a + b, 0);
      result.samples++;
      result.peakBytes = Math.max(result.peakBytes, sum);
      result.peakWorkers = Math.max(result.peakWorkers, latest.size);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await session.detach().catch(() => undefined);
      return result;
    },
  };
}
