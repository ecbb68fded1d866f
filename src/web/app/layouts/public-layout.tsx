import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../../components/error-boundary.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * A page whose code is still on its way arrives a moment after its link was followed. If the person
 * has meanwhile pressed a button in the header (the phone menu, the account menu), focus stays there:
 * taking it to the page would close that menu under their finger. A followed link, the page itself
 * or nothing at all (a menu that folded away) hands focus on to the new page.
 */
function movedOnMeanwhile(active: Element | null): boolean {
  if (!active || active === document.body || active instanceof HTMLAnchorElement) return false;
  return active.closest('header') !== null;
}

export function PublicLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  // A new page starts at its top, and a screen reader is taken to it instead of staying on the
  // link that was followed (the browser does neither for a single-page app).
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.scrollTo(0, 0);
    if (!movedOnMeanwhile(document.activeElement)) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* A page that fails shows the error screen between the header and the footer. */}
        <RouteErrorBoundary home="/">
          {/* A full-height placeholder keeps the footer below the fold until the page arrives (no layout shift).
              One boundary per address: a page still loading when the person goes back is dropped
              with its boundary, never drawn over the page they went back to. */}
          <Suspense
            key={pathname}
            fallback={
              <div className="flex min-h-dvh justify-center py-24">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
