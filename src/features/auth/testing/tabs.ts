/**
 * Browser tabs of one origin in one test: each tab is its own copy of the auth modules (its own
 * session in memory, its own listeners), and the tabs share a lock manager and a BroadcastChannel
 * bus made here, as the browser shares them between tabs. The bus can hold every message until the
 * test lets it through, to play a hand-over that travels slower than any wait.
 */
import { vi } from 'vitest';
import type { Session } from '../session';

type Mode = 'exclusive' | 'shared';
interface Held {
  tab: string;
  mode: Mode;
}
interface Pending extends Held {
  grant: () => void;
}

/** Web Locks as the spec has them (one queue per name, shared and exclusive, ifAvailable, signal), for several tabs. */
function lockManager() {
  const held = new Map<string, Held[]>();
  const queues = new Map<string, Pending[]>();
  const heldOf = (name: string) => held.get(name) ?? (held.set(name, []), held.get(name)!);
  const queueOf = (name: string) => queues.get(name) ?? (queues.set(name, []), queues.get(name)!);
  const grantable = (name: string, mode: Mode) => (mode === 'shared' ? heldOf(name).every((l) => l.mode === 'shared') : heldOf(name).length === 0);
  const process = (name: string) => {
    const queue = queueOf(name);
    while (queue[0] && grantable(name, queue[0].mode)) queue.shift()!.grant();
  };
  const closed = new Set<string>();

  const forTab = (tab: string) => ({
    request(name: string, ...args: [LockGrantedCallback<unknown>] | [LockOptions, LockGrantedCallback<unknown>]) {
      const [options, callback] = args.length === 1 ? [{} as LockOptions, args[0]] : args;
      const mode = options.mode ?? 'exclusive';
      return new Promise((resolve, reject) => {
        if (closed.has(tab)) return;
        if (options.signal?.aborted) return reject(options.signal.reason);
        if (options.ifAvailable && !(queueOf(name).length === 0 && grantable(name, mode))) {
          void Promise.resolve().then(() => callback(null)).then(resolve, reject);
          return;
        }
        const lock: Held = { tab, mode };
        const pending: Pending = {
          ...lock,
          grant() {
            heldOf(name).push(lock);
            void Promise.resolve()
              .then(() => callback({ name, mode } as Lock))
              .then(
                (v) => (release(), resolve(v)),
                (e: unknown) => (release(), reject(e)),
              );
          },
        };
        const release = () => {
          const all = heldOf(name);
          if (all.includes(lock)) all.splice(all.indexOf(lock), 1);
          process(name);
        };
        options.signal?.addEventListener('abort', () => {
          const queue = queueOf(name);
          if (!queue.includes(pending)) return;
          queue.splice(queue.indexOf(pending), 1);
          reject(options.signal!.reason);
          process(name);
        });
        queueOf(name).push(pending);
        process(name);
      });
    },
  });

  return {
    forTab,
    /** the tab is closed: the browser releases what it held and drops what it asked for */
    close(tab: string) {
      closed.add(tab);
      for (const name of new Set([...held.keys(), ...queues.keys()])) {
        held.set(name, heldOf(name).filter((l) => l.tab !== tab));
        queues.set(name, queueOf(name).filter((p) => p.tab !== tab));
        process(name);
      }
    },
  };
}

/** BroadcastChannel between tabs: a message reaches every other open channel of its name, as a copy, later. */
function broadcastBus() {
  type Channel = { tab: string; name: string; onmessage: ((e: { data: unknown }) => void) | null };
  const open = new Set<Channel>();
  let held: (() => void)[] | null = null;
  const forTab = (tab: string) =>
    class {
      tab = tab;
      onmessage: Channel['onmessage'] = null;
      constructor(readonly name: string) {
        open.add(this);
      }
      postMessage(data: unknown) {
        for (const other of open) {
          if (other === this || other.name !== this.name) continue;
          const copy = structuredClone(data);
          const deliver = () => open.has(other) && other.onmessage?.({ data: copy });
          if (held) held.push(deliver);
          else void Promise.resolve().then(deliver);
        }
      }
      close() {
        open.delete(this);
      }
    };
  return {
    forTab,
    /** messages wait from now on until `letThrough` */
    hold() {
      held ??= [];
    },
    /** the messages held are delivered (in the order sent), and the ones after them as usual */
    letThrough() {
      const waiting = held ?? [];
      held = null;
      for (const deliver of waiting) void Promise.resolve().then(deliver);
    },
    close(tab: string) {
      for (const c of [...open]) if (c.tab === tab) open.delete(c);
    },
  };
}

export type Tab = Awaited<ReturnType<ReturnType<typeof tabsOfOneOrigin>['open']>>;

/** The origin's tabs: `open` loads the auth modules afresh for a tab that starts with `session` (a copy, as a duplicated tab has). */
export function tabsOfOneOrigin() {
  const locks = lockManager();
  const bus = broadcastBus();
  return {
    bus,
    async open(name: string, session: Session | null) {
      vi.stubGlobal('navigator', { locks: locks.forTab(name) });
      vi.stubGlobal('BroadcastChannel', bus.forTab(name));
      vi.resetModules();
      // each tab is a page of its own: fresh module instances (its session, its channel, its locks), imported after the reset
      const { sessionStore } = await import('../session');
      sessionStore.set(session);
      const { refreshSession } = await import('../refreshSession');
      return {
        name,
        session: sessionStore.get,
        setSession: sessionStore.set,
        refreshSession,
        close() {
          bus.close(name);
          locks.close(name);
        },
      };
    },
  };
}
