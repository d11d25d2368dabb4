import { afterEach, describe, expect, it, vi } from 'vitest';

const release = vi.fn();
const prepareFileCheck = vi.fn(() => release);
vi.mock('@/features/imports/checker/startFileCheck', () => ({ prepareFileCheck }));

const { preloadWizardCode } = await import('./preloadWizardCode');

describe("the wizard's code loaded ahead", () => {
  afterEach(() => {
    vi.useRealTimers();
    release.mockClear();
    prepareFileCheck.mockClear();
  });

  it("starts the checker's workers once its client has loaded, and ends them when the page goes", async () => {
    const stop = preloadWizardCode();
    // the page's first part (the slots' progress) loads before it: its first import takes a while here
    await vi.waitFor(() => expect(prepareFileCheck).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(release).not.toHaveBeenCalled();
    stop();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a page that went before the idle time came', () => {
    vi.useFakeTimers();
    const stop = preloadWizardCode();
    stop();
    vi.runAllTimers();
    expect(prepareFileCheck).not.toHaveBeenCalled();
  });
});
