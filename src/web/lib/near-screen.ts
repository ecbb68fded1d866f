/**
 * Calls `near` once, when `el` comes within `rootMargin` of the viewport (at once in a browser
 * without IntersectionObserver). Returns what stops watching: an effect's cleanup.
 */
export function whenNearScreen(el: Element, rootMargin: string, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
