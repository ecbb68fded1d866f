// The one script of a public page (src/web/public.html): the page is HTML rendered by React on the
// server; this finds its islands and takes each over when it is needed, with its own code
// (issue 35, ADR 053). It holds no React: a page without an island runs only these few lines.
import { returnPath } from '../../shared/return-path.ts';
import type { OpenLoginOptions } from '../lib/auth-core.ts';
import '../styles.css';
import { importWithReload, reloadOnMissingChunks } from '../lib/chunk-reload.ts';
import { enhanceDisclosures } from './disclosures.ts';
import { touchedBefore } from './early-input.ts';
import { takeFlashOpenLogin, takeFlashToast } from './flash.ts';
import type { IslandComponent, IslandLoad } from './island.tsx';
import { openLogin, preloadLogin } from './login-launcher.ts';

reloadOnMissingChunks();
enhanceDisclosures();

/** Every island's code, by its file's name: `features/public/components/contact-form.island.tsx` → contact-form. */
const ISLANDS = new Map(
  Object.entries(import.meta.glob<{ default: IslandComponent<object> }>('../**/*.island.tsx')).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.island.tsx'.length),
    load,
  ]),
);
const runtime = () => import('./island-runtime.tsx');

/** Resolves when an island should be taken over (island.tsx's IslandLoad). */
function when(el: HTMLElement, load: IslandLoad): Promise<void> {
  return new Promise((resolve) => {
    if (load === 'idle') {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 4000 });
      else setTimeout(resolve, 200);
    } else if (load === 'visible' && 'IntersectionObserver' in window) {
      const io = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          io.disconnect();
          resolve();
        },
        { rootMargin: '200px' },
      );
      io.observe(el);
    } else if (load === 'interaction' && (el.contains(document.activeElement) || touchedBefore(el))) {
      // Reached for before this script ran (a box typed into, a file picked, on a slow connection): taken over now.
      resolve();
    } else if (load === 'interaction') {
      // input/change: a box filled without a pointer or focus first (autofill, a test's setInputFiles).
      const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input', 'change'] as const;
      const go = () => {
        for (const e of events) el.removeEventListener(e, go);
        resolve();
      };
      for (const e of events) el.addEventListener(e, go, { passive: true });
      // A press before its code is here: the island reads it on arrival (account-menu.island.tsx).
      el.addEventListener('click', (e) => (el.dataset.pressed = e.detail === 0 ? 'keyboard' : 'pointer'), { once: true });
      // A button pressed before its code is here ("Ajukan Permohonan", a page of the history) is
      // pressed again by the island once React has it (island-runtime.tsx): a tap is never lost.
      const press = (e: Event) => {
        if (el.hasAttribute('data-hydrated')) return el.removeEventListener('click', press, true);
        const button = (e.target as Element | null)?.closest?.('button');
        if (!button || button.type === 'submit' || button.getAttribute('aria-haspopup') === 'menu') return;
        // The button itself is marked: hydration keeps the element, and one React removes meanwhile is not pressed.
        for (const marked of el.querySelectorAll('[data-held-press]')) marked.removeAttribute('data-held-press');
        button.setAttribute('data-held-press', '');
        go();
      };
      el.addEventListener('click', press, true);
      // A form sent before its code is here is held (never a GET with what was typed in the address)
      // and sent again by the island once React has it (island-runtime.tsx).
      const hold = (e: Event) => {
        if (el.hasAttribute('data-hydrated')) return el.removeEventListener('submit', hold, true);
        e.preventDefault();
        (e.target as Element).setAttribute('data-held-submit', '');
        go();
      };
      el.addEventListener('submit', hold, true);
    } else resolve();
  });
}

// A form that needs this script has its submit button disabled in the HTML (never a GET with what was
// typed: components/form/send-button.tsx); now that the script runs, it may be pressed (a press before
// React has the form is held below and sent by React).
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-island] button[data-enable-early]')) button.disabled = false;

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const load = ISLANDS.get(el.dataset.island ?? '');
  if (!load) {
    console.error(`island ${el.dataset.island}: no code for it`);
    continue;
  }
  void when(el, (el.dataset.load as IslandLoad | undefined) ?? 'load')
    // A chunk gone after a deploy reloads the page once; still gone, the island stays the server's HTML.
    .then(() => Promise.all([importWithReload(load), importWithReload(runtime)]))
    .then(([mod, rt]) => rt.hydrateIsland(el, mod.default, JSON.parse(el.dataset.props ?? '{}') as object, el.dataset.key ?? ''))
    .catch((err: unknown) => console.error(`island ${el.dataset.island}:`, err));
}

// Login controls are links to /masuk (components/login-button.tsx): with this script, a press opens
// the dialog instead, and a pointer or the keyboard on one starts fetching it.
const loginLink = (e: Event) => (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-login]') ?? null;
const loginOptions = (a: HTMLAnchorElement): OpenLoginOptions => ({
  tab: a.dataset.login === 'register' ? 'register' : 'login',
  mode: a.dataset.loginMode === 'admin' ? 'admin' : 'public',
  returnTo: a.dataset.returnTo,
});
document.addEventListener('click', (e) => {
  const a = loginLink(e);
  if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  openLogin(loginOptions(a));
});
for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
  document.addEventListener(type, (e) => loginLink(e) && preloadLogin(), { passive: true });

// What the page before asked for: "Login berhasil" after a login, the dialog a guard opens.
const flash = takeFlashToast();
if (flash)
  // The runtime mounts the toaster at the first toast.
  void Promise.all([runtime(), import('../components/ui/toast.tsx')]).then(([, t]) => t.toast(flash));
const wanted = takeFlashOpenLogin() ?? pageOpensLogin();
if (wanted) openLogin(wanted);

/** /masuk and /admin-login are the dialog's own pages: it opens there at once. */
function pageOpensLogin(): OpenLoginOptions | null {
  const q = new URLSearchParams(location.search);
  if (location.pathname === '/admin-login') return { mode: 'admin', returnTo: '/admin' };
  if (location.pathname !== '/masuk') return null;
  return {
    tab: q.get('tab') === 'daftar' ? 'register' : 'login',
    mode: q.get('mode') === 'admin' ? 'admin' : 'public',
    returnTo: returnPath(q.get('kembali')),
  };
}
