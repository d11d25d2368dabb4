/**
 * The switches that make the mock misbehave on purpose (slow answers, 500s, dropped uploads,
 * short-lived addresses and tokens) plus the processing pace. Every switch is deterministic: a test
 * or a demo says exactly which calls fail, never a probability. They are set at start-up from
 * flags and, when test control is on, changed at run time through `/__control`.
 */
import { z } from 'zod';
import { defaultUploadLimitBytes, uploadAddressLifetimeMs } from '../src/api';

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

export class Faults {
  private current: FaultSettings;
  private readonly initial: FaultSettings;
  private held: (() => void)[] = [];

  constructor(startup: Partial<FaultSettings> = {}) {
    this.initial = { ...defaultFaultSettings(), ...startup };
    this.current = structuredClone(this.initial);
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
