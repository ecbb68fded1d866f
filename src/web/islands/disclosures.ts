// The header's two disclosures on a page rendered with islands (the phone menu, "Layanan"): a
// button with aria-expanded and aria-controls shows or hides its panel. A few lines of DOM rather
// than an island, so that a page without a form sends no React at all (issue 35, item 7). The
// signed-in app does the same in React (site-header.tsx); the HTML and the classes are the same.

const buttons = () => document.querySelectorAll<HTMLButtonElement>('button[data-disclosure]');

function setOpen(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
  if (label) button.setAttribute('aria-label', label);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}

const isOpen = (button: HTMLButtonElement) => button.getAttribute('aria-expanded') === 'true';

export function enhanceDisclosures(): void {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-disclosure]');
    if (button) {
      setOpen(button, !isOpen(button));
      return;
    }
    // A link followed inside an open panel (the phone menu) folds it away as the next page loads.
    const link = (e.target as Element | null)?.closest?.('a');
    if (link)
      for (const b of buttons())
        if (isOpen(b) && document.getElementById(b.getAttribute('aria-controls') ?? '')?.contains(link)) setOpen(b, false);
  });
  // Escape closes an open one (focus back on its button); a press outside its root closes it.
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const b of buttons())
      if (isOpen(b)) {
        setOpen(b, false);
        b.focus();
      }
  });
  document.addEventListener('pointerdown', (e) => {
    for (const b of buttons()) {
      const root = b.closest('[data-disclosure-root]') ?? b.parentElement;
      if (isOpen(b) && !root?.contains(e.target as Node)) setOpen(b, false);
    }
  });
  // Back to a page from the browser's cache: its menus start folded.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) for (const b of buttons()) setOpen(b, false);
  });
}
