/**
 * The tab's session storage, or memory when the browser will not give it (sessionStorage throws in a
 * sandboxed frame, in some privacy modes and when full): the app then keeps working from memory, and
 * says that a reload will sign the user out (`isPersistent`).
 */
import { listeners } from './listeners';

export const appKeyPrefix = 'merchant-admin';

const memory = new Map<string, string>();

const probe = (): Storage | null => {
  try {
    const storage = window.sessionStorage;
    const key = `${appKeyPrefix}.probe`;
    storage.setItem(key, key);
    storage.removeItem(key);
    return storage;
  } catch {
    return null;
  }
};

let resolved: Storage | null | undefined;
const real = () => (resolved === undefined ? (resolved = typeof window === 'undefined' ? null : probe()) : resolved);

const appKeys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((k) => k.startsWith(appKeyPrefix));

const changes = listeners();

export const tabStorage = {
  isPersistent: () => real() !== null,
  subscribe: changes.subscribe,
  get(key: string): string | null {
    const storage = real();
    if (!storage) return memory.get(key) ?? null;
    try {
      return storage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string) {
    memory.set(key, value);
    const storage = real();
    if (!storage) return;
    try {
      storage.setItem(key, value);
    } catch {
      // full or blocked now: memory has it (and everything else, from here on)
      for (const k of appKeys(storage)) if (!memory.has(k)) memory.set(k, storage.getItem(k) ?? '');
      resolved = null;
      changes.emit();
    }
  },
  remove(key: string) {
    memory.delete(key);
    try {
      real()?.removeItem(key);
    } catch {
      // nothing to remove where it cannot be read
    }
  },
  /** removes every key of the app (the session and anything kept for it, such as wizard drafts) */
  clearApp() {
    for (const k of [...memory.keys()]) if (k.startsWith(appKeyPrefix)) memory.delete(k);
    const storage = real();
    if (!storage) return;
    try {
      appKeys(storage).forEach((k) => storage.removeItem(k));
    } catch {
      // unreadable storage holds nothing of ours
    }
  },
};
