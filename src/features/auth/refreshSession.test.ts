import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from './session';
import { tabsOfOneOrigin } from './testing/tabs';

/** The token endpoint: single-use refresh tokens, every refresh request counted. */
const service = vi.hoisted(() => ({ live: new Set<string>(), refreshes: [] as string[], issued: 0, failNext: false }));

vi.mock('./tokenApi', async () => {
  // a vi.mock factory runs before the file's imports: what it needs it imports itself
  const { ApiError } = await import('@/lib/errors');
  return {
    refreshAccessToken: (refreshToken: string) => {
      service.refreshes.push(refreshToken);
      if (service.failNext) {
        service.failNext = false;
        return Promise.reject(new ApiError('network'));
      }
      if (!service.live.delete(refreshToken)) return Promise.reject(new ApiError('unauthorized', 'invalid_grant'));
      service.issued += 1;
      const refresh_token = `refresh-${service.issued}`;
      service.live.add(refresh_token);
      return Promise.resolve({ access_token: `access-${service.issued}`, token_type: 'Bearer' as const, expires_in: 900, refresh_token });
    },
    revokeToken: () => Promise.resolve(),
  };
});

const signedIn = (): Session => {
  service.live.add('refresh-0');
  return { merchantCode: 'demo', username: 'demo', accessToken: 'access-0', refreshToken: 'refresh-0', expiresAt: Date.now() };
};

/** lets every message and lock grant that is due go through, without moving the clock */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  service.live.clear();
  service.refreshes = [];
  service.issued = 0;
  service.failNext = false;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tabs of one session refreshing together', () => {
  it.each([2, 3])('%i tabs: those that waited for the lock take the new session however late the hand-over comes, and the token is spent once', async (count) => {
    const origin = tabsOfOneOrigin();
    const start = signedIn();
    const tabs = [];
    for (let i = 0; i < count; i += 1) tabs.push(await origin.open(`tab ${i + 1}`, start));
    await settle();

    // from here every message between the tabs waits until the test lets it through
    origin.bus.hold();
    const results = tabs.map((tab) => tab.refreshSession(start));
    let settled = 0;
    results.forEach((r) => void r.then(() => (settled += 1)));
    expect(await results[0]).toBe(true);
    // five seconds after the first tab let go of the lock, the hand-over has still not come
    await vi.advanceTimersByTimeAsync(5_000);
    expect(service.refreshes).toEqual(['refresh-0']);
    expect(settled).toBe(1);

    origin.bus.letThrough();
    expect(await Promise.all(results)).toEqual(tabs.map(() => true));
    expect(tabs[0]!.session()?.refreshToken).toBe('refresh-1');
    for (const tab of tabs) expect(tab.session()).toEqual(tabs[0]!.session());
    expect(service.refreshes).toEqual(['refresh-0']);
  });

  it('a tab that loads with a spent token is answered by a tab that took the hand-over, after the tab that refreshed has closed', async () => {
    const origin = tabsOfOneOrigin();
    const start = signedIn();
    const refresher = await origin.open('refresher', start);
    const other = await origin.open('other', start);
    expect(await refresher.refreshSession(start)).toBe(true);
    await settle();
    expect(other.session()?.refreshToken).toBe('refresh-1');
    refresher.close();

    // a tab restored with the copy it had before the refresh, its hand-over missed
    origin.bus.hold();
    const late = await origin.open('late', start);
    const lateOk = late.refreshSession(start);
    await vi.advanceTimersByTimeAsync(5_000);
    origin.bus.letThrough();
    expect(await lateOk).toBe(true);
    expect(late.session()).toEqual(other.session());
    expect(service.refreshes).toEqual(['refresh-0']);
  });

  it('a refresh that fails on the way leaves the token to the next tab, whose session the first then takes', async () => {
    const origin = tabsOfOneOrigin();
    const start = signedIn();
    const first = await origin.open('first', start);
    const second = await origin.open('second', start);
    service.failNext = true;
    const firstOk = first.refreshSession(start);
    const secondOk = second.refreshSession(start);
    expect(await firstOk).toBe(false);
    expect(await secondOk).toBe(true);
    await settle();
    expect(first.session()).toEqual(second.session());
    expect(service.refreshes).toEqual(['refresh-0', 'refresh-0']);
  });
});

describe('a question no tab can answer resolves at once', () => {
  it.each(['closes', 'signs out'] as const)('the only tab that knew %s: the tab with the spent token tries it, is refused, and asks to sign in again', async (how) => {
    const origin = tabsOfOneOrigin();
    const start = signedIn();
    const refresher = await origin.open('refresher', start);
    expect(await refresher.refreshSession(start)).toBe(true);
    if (how === 'closes') refresher.close();
    else refresher.setSession(null);

    const late = await origin.open('late', start);
    // no clock moves: only a question that resolves by itself lets this finish
    expect(await late.refreshSession(start)).toBe(false);
    expect(service.refreshes).toEqual(['refresh-0', 'refresh-0']);
  });

  it('a tab that signed in anew does not hand its new session to a tab that holds the old one', async () => {
    const origin = tabsOfOneOrigin();
    const start = signedIn();
    const refresher = await origin.open('refresher', start);
    expect(await refresher.refreshSession(start)).toBe(true);
    const someoneElse: Session = { merchantCode: 'demo', username: 'other', accessToken: 'access-x', refreshToken: 'refresh-x', expiresAt: Date.now() };
    refresher.setSession(someoneElse);

    const late = await origin.open('late', start);
    expect(await late.refreshSession(start)).toBe(false);
    await settle();
    expect(late.session()?.username).toBe('demo');
    expect(late.session()?.refreshToken).toBe('refresh-0');
  });
});
