// After a deploy, a tab that still holds the old index.html asks for hashed chunks that are gone.
// Loading the page again fetches the new index and its chunks. The flag and its time let that
// happen once: a chunk that is still missing after the reload ends in the error boundary
// ('Muat ulang'), never in a reload loop.
const FLAG = 'portal:chunk-reload-at';
/** Longer than a slow phone needs to reload and reach the same chunk again, so a loop cannot start. */
const ONCE_PER_MS = 60_000;

let reloading = false;

/** True while the page is reloading because of a missing chunk: screens show a spinner, not an error. */
export function isReloadingForMissingChunk(): boolean {
  return reloading;
}

/**
 * Reloads the page once for a chunk that failed to load. Returns false (no reload) when it already
 * did so in the last minute, when the browser is offline (a reload would show the browser's own
 * offline page), or when sessionStorage is unavailable (then a loop could not be ruled out).
 */
export function reloadForMissingChunk(): boolean {
  if (reloading) return true;
  if (typeof window === 'undefined' || navigator.onLine === false) return false;
  try {
    const last = Number(sessionStorage.getItem(FLAG));
    if (last && Date.now() - last < ONCE_PER_MS) return false;
    sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** A dynamic import that reloads the page once when its chunk is gone, and fails for good after that. */
export function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((err: unknown) => {
    // Never settles: the page is going away, so the Suspense fallback stays until it does.
    if (reloadForMissingChunk()) return new Promise<T>(() => {});
    throw err;
  });
}

/**
 * Vite announces every failed chunk (or its CSS) as `vite:preloadError` on window, including
 * imports that are not pages (a preloaded dialog, a schema): they reload the page once too.
 */
export function reloadOnMissingChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    reloadForMissingChunk();
  });
}
