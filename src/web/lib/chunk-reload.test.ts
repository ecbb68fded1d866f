// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// `reloading` is module state, as it is per page load: each test gets a fresh module.
let mod: typeof import('./chunk-reload.ts');
let reload: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  vi.resetModules();
  sessionStorage.clear();
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  mod = await import('./chunk-reload.ts');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('reloadForMissingChunk', () => {
  it('reloads once; a second failure within the minute after that reload does not', async () => {
    expect(mod.reloadForMissingChunk()).toBe(true);
    expect(mod.reloadForMissingChunk()).toBe(true); // the same page: still the one reload
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mod.isReloadingForMissingChunk()).toBe(true);

    vi.resetModules(); // the page after the reload
    const after = await import('./chunk-reload.ts');
    expect(after.reloadForMissingChunk()).toBe(false);
    expect(after.isReloadingForMissingChunk()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a chunk that goes missing later (another deploy)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    expect(mod.reloadForMissingChunk()).toBe(true);
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    vi.resetModules();
    const after = await import('./chunk-reload.ts');
    expect(after.reloadForMissingChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(mod.reloadForMissingChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when sessionStorage cannot hold the flag (a loop could not be ruled out)', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    expect(mod.reloadForMissingChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('importWithReload', () => {
  it('passes a module that loads straight through', async () => {
    await expect(mod.importWithReload(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a missing chunk: reloads and never settles, so the spinner stays until the page goes', async () => {
    let settled = false;
    void mod.importWithReload(missing).then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still missing after the reload: the error reaches the caller (the error boundary)', async () => {
    sessionStorage.setItem('portal:chunk-reload-at', String(Date.now()));
    await expect(mod.importWithReload(missing)).rejects.toThrow('dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadOnMissingChunks', () => {
  it("reloads on Vite's vite:preloadError (a preload or a dialog's chunk)", () => {
    mod.reloadOnMissingChunks();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
