/**
 * The switches that make the mock misbehave on purpose (slow answers, 500s, dropped uploads,
 * short-lived addresses and tokens) plus the processing pace. Every switch is deterministic: a test
 * or a demo says exactly which calls fail, never a probability. They are set at start-up from
 * flags and, when test control is on, changed at run time through `/__control`, for every merchant
 * or for one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { z } from 'zod';
import { defaultUploadLimitBytes, uploadAddressLifetimeMs } from '../src/contract';

export interface FaultSettings {
  /** added before every API and upload answer */
  latencyMs: number;
  /** route key → the next N calls answer 500 (deterministic, for tests) */
  failNext: Record<string, number>;
  /** the next N uploads are cut mid-body */
  dropNextUploads: number;
  /** bytes an upload receives before its connection is cut */
  dropAfterBytes: number;
  /** lifetime of newly issued upload addresses */
  uploadTtlSeconds: number;
  /** largest upload accepted; over it, 413 */
  uploadLimitBytes: number;
  /** lifetime of newly issued access tokens */
  tokenTtlSeconds: number;
  /** lifetime of newly issued refresh tokens */
  refreshTokenTtlSeconds: number;
  /** import elements processed per second and file; 0 = as fast as possible */
  pace: number;
  /** a large file speeds up beyond `pace` so that it takes at most this long (0 = no cap) */
  maxFileSeconds: number;
  /** uploads are read and answered only once this is off again: a test sees one in flight as long as it needs */
  holdUploads: boolean;
}

/** ~75 elements/s: a 200-element file takes under 3 s, slow enough to watch counts move. */
export const defaultPace = 75;

export const defaultFaultSettings = (): FaultSettings => ({
  latencyMs: 0,
  failNext: {},
  dropNextUploads: 0,
  dropAfterBytes: 64 * 1024,
  uploadTtlSeconds: uploadAddressLifetimeMs / 1000,
  uploadLimitBytes: defaultUploadLimitBytes,
  tokenTtlSeconds: 3600,
  refreshTokenTtlSeconds: 24 * 3600,
  pace: defaultPace,
  maxFileSeconds: 60,
  holdUploads: false,
});

const count = z.number().int().min(0);
const seconds = z.number().positive();

/** What `/__control` accepts: any subset of the settings, unknown keys refused. */
export const faultSettingsPatch = z.strictObject({
  latencyMs: count.optional(),
  failNext: z.record(z.string(), count).optional(),
  dropNextUploads: count.optional(),
  dropAfterBytes: count.optional(),
  uploadTtlSeconds: seconds.optional(),
  uploadLimitBytes: count.optional(),
  tokenTtlSeconds: seconds.optional(),
  refreshTokenTtlSeconds: seconds.optional(),
  pace: z.number().min(0).optional(),
  maxFileSeconds: z.number().min(0).optional(),
  holdUploads: z.boolean().optional(),
});
export type FaultSettingsPatch = z.infer<typeof faultSettingsPatch>;

/** Route names that fault keys may use besides `METHOD /path` and `*`. */
const routeAliases: Record<string, readonly string[]> = {
  createImport: ['create'],
  listImports: ['list', 'imports'],
  listMembers: ['members'],
  addMembers: ['members'],
  removeMembers: ['members'],
};

/** `POST /imports/:importRef` and `post /imports/:ref` name the same route. */
const normaliseKey = (key: string) => key.trim().replace(/:[^/\s]+/g, ':').replace(/\s+/g, ' ').toLowerCase();

/** One set of switches: the global one, or a merchant's own. */
export class FaultScope {
  private current: FaultSettings;
  private held: (() => void)[] = [];

  constructor(private readonly initial: FaultSettings) {
    this.current = structuredClone(initial);
  }

  get settings(): Readonly<FaultSettings> {
    return this.current;
  }

  /** Merges a patch; `failNext` merges per route (0 removes one). */
  update(patch: FaultSettingsPatch): FaultSettings {
    const { failNext, ...rest } = patch;
    const merged: FaultSettings = { ...this.current };
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
    }
    merged.failNext = prune({ ...this.current.failNext, ...failNext });
    this.current = merged;
    this.releaseUploads();
    return this.current;
  }

  /** Back to the settings the server started with. */
  reset(): FaultSettings {
    this.current = structuredClone(this.initial);
    this.releaseUploads();
    return this.current;
  }

  /** how many uploads wait for `holdUploads` to be switched off */
  get heldUploads(): number {
    return this.held.length;
  }

  /** Resolves once uploads are not held (at once when they are not), or once the uploader gave up. */
  uploadsReleased(gaveUp?: (listener: () => void) => void): Promise<void> {
    if (!this.current.holdUploads) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        this.held = this.held.filter((r) => r !== release);
        resolve();
      };
      this.held.push(release);
      gaveUp?.(release);
    });
  }

  private releaseUploads() {
    if (this.current.holdUploads) return;
    [...this.held].forEach((release) => release());
  }

  /**
   * Whether this call of route `name` (`METHOD /path` relative to the merchant) should fail.
   * A pending "fail next" is used up by this call.
   */
  shouldFail(name: string, methodAndPath: string): boolean {
    const keys = new Set([name, ...(routeAliases[name] ?? []), methodAndPath, '*'].map(normaliseKey));
    for (const [key, n] of Object.entries(this.current.failNext)) {
      if (n > 0 && keys.has(normaliseKey(key))) {
        this.current.failNext = prune({ ...this.current.failNext, [key]: n - 1 });
        return true;
      }
    }
    return false;
  }

  /** Whether the upload about to start should have its connection cut. */
  shouldDropUpload(): boolean {
    if (this.current.dropNextUploads > 0) {
      this.current.dropNextUploads -= 1;
      return true;
    }
    return false;
  }

  latency(): number {
    return this.current.latencyMs;
  }
}

/**
 * The switches of a platform: the global ones, and a merchant's own once a switch was set for that
 * merchant (which then start from the start-up settings), so tests of different merchants running
 * side by side do not meet each other's faults. A call for a merchant uses its own switches, else
 * the global ones; a call with no merchant (the token call) uses the global ones.
 *
 * The methods here act on the switches of the merchant whose work is running: an import's
 * processing runs `within` its merchant (the trigger route starts it so), and reads its pace from
 * `settings`; anything else reads the global switches.
 */
export class Faults {
  private readonly initial: FaultSettings;
  private readonly global: FaultScope;
  private readonly merchants = new Map<string, FaultScope>();
  private readonly running = new AsyncLocalStorage<string>();

  constructor(startup: Partial<FaultSettings> = {}) {
    this.initial = { ...defaultFaultSettings(), ...startup };
    this.global = new FaultScope(this.initial);
  }

  /** The switches a merchant's calls meet: its own once set, else the global ones. */
  for(merchantCode?: string): FaultScope {
    return (merchantCode === undefined ? undefined : this.merchants.get(merchantCode)) ?? this.global;
  }

  /** Runs `work` (and whatever it starts) as the merchant's: `settings` there are that merchant's. */
  within<T>(merchantCode: string, work: () => T): T {
    return this.running.run(merchantCode, work);
  }

  private get scope(): FaultScope {
    return this.for(this.running.getStore());
  }

  get settings(): Readonly<FaultSettings> {
    return this.scope.settings;
  }

  /** Merges a patch into a merchant's own switches (made from the start-up settings at first), or into the global ones. */
  update(patch: FaultSettingsPatch, merchantCode?: string): FaultSettings {
    if (merchantCode === undefined) return this.global.update(patch);
    let own = this.merchants.get(merchantCode);
    if (!own) {
      own = new FaultScope(this.initial);
      this.merchants.set(merchantCode, own);
    }
    return own.update(patch);
  }

  /** A merchant back to the global switches, or everything back to the start-up settings. */
  reset(merchantCode?: string): FaultSettings {
    if (merchantCode !== undefined) {
      this.merchants.get(merchantCode)?.reset();
      this.merchants.delete(merchantCode);
      return this.for(merchantCode).settings;
    }
    for (const own of this.merchants.values()) own.reset();
    this.merchants.clear();
    return this.global.reset();
  }

  /** how many uploads wait for `holdUploads` to be switched off, of every merchant */
  get heldUploads(): number {
    return [this.global, ...this.merchants.values()].reduce((n, scope) => n + scope.heldUploads, 0);
  }

  uploadsReleased(gaveUp?: (listener: () => void) => void): Promise<void> {
    return this.scope.uploadsReleased(gaveUp);
  }

  shouldFail(name: string, methodAndPath: string): boolean {
    return this.scope.shouldFail(name, methodAndPath);
  }

  shouldDropUpload(): boolean {
    return this.scope.shouldDropUpload();
  }

  latency(): number {
    return this.scope.latency();
  }
}

const prune = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).filter(([, v]) => v > 0));

/** Parses `route:value,route:value` (CLI flags); the value follows the last colon, so `POST /imports/:ref:0.5` works. */
const parseRouteValues = (spec: string, flag: string, valid: (n: number) => boolean, example: string): Record<string, number> => {
  const values: Record<string, number> = {};
  for (const part of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const at = part.lastIndexOf(':');
    const value = Number(part.slice(at + 1));
    if (at <= 0 || part.slice(at + 1) === '' || !valid(value)) throw new Error(`${flag} expects route:value, e.g. ${example} (got "${part}")`);
    values[part.slice(0, at)] = value;
  }
  return values;
};

export const parseRouteCounts = (spec: string) => parseRouteValues(spec, '--fail-next', (n) => Number.isInteger(n) && n >= 0, 'trigger:2');
