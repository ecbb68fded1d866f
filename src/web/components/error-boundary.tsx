import { RotateCw, TriangleAlert } from 'lucide-react';
import { Component, useEffect, useRef, type ReactNode } from 'react';
import { COMMON, ERROR_SCREEN, OFFICE } from '../../shared/strings.ts';
import { isReloadingForMissingChunk } from '../lib/chunk-reload.ts';
import { useNav } from '../lib/nav.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Button, buttonClass } from './ui/button.tsx';
import { FullPageSpinner, Spinner } from './ui/spinner.tsx';

type BoundaryProps = {
  children: ReactNode;
  /** What shows instead of the children once one of them has thrown. */
  fallback: ReactNode;
  /** When this changes (the path, say), the children get another chance. */
  resetKey?: unknown;
};
type BoundaryState = { failed: boolean; resetKey: unknown };

/** Catches what its children throw while rendering (a failed lazy chunk included) and shows `fallback`; React logs the error. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type ScreenProps = {
  /** Where the way back leads: the home page, or the admin dashboard for the admin area. */
  home: '/' | '/admin';
  /** The layout itself failed: the screen brings its own <main> and fills the window. */
  fullPage?: boolean;
};

/**
 * The boundary of a layout or of the pages inside it: the error screen in place of what failed,
 * and a fresh try once the person goes to another page (Back included).
 */
export function RouteErrorBoundary({ children, ...screen }: ScreenProps & { children: ReactNode }) {
  const { pathname } = useNav();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<ErrorScreen {...screen} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * A page that failed: a heading, the reason, 'Muat ulang' and a way back, never a white page.
 * The way back is a plain link: a full page load brings a fresh index.html, which is what a
 * tab left open across a deploy needs.
 */
export function ErrorScreen({ home, fullPage = false }: ScreenProps) {
  if (isReloadingForMissingChunk()) {
    return fullPage ? (
      <FullPageSpinner />
    ) : (
      <div className="flex justify-center py-24">
        <Spinner label={ERROR_SCREEN.reloading} />
      </div>
    );
  }
  const message = (
    <FailureMessage
      text={home === '/admin' ? ERROR_SCREEN.adminText : ERROR_SCREEN.text}
      backLabel={home === '/admin' ? ERROR_SCREEN.backAdmin : COMMON.backHome}
      home={home}
    />
  );
  if (!fullPage) return message;
  // No layout around it (the layout is what failed), so it names the office itself.
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-sm font-bold text-brand-800">{OFFICE.name}</span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center outline-none">
        {message}
      </main>
    </div>
  );
}

function FailureMessage({ text, backLabel, home }: { text: string; backLabel: string; home: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(ERROR_SCREEN.title);
  // Keyboard and screen-reader users start at the news, not somewhere in a page that is gone.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-20">
      <span aria-hidden className="flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <TriangleAlert className="size-8" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-brand-900 outline-none sm:text-3xl">
        {ERROR_SCREEN.title}
      </h1>
      <p role="alert" className="mt-3 text-balance text-slate-700">
        {text}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden className="size-4" />
          {ERROR_SCREEN.reload}
        </Button>
        <a href={home} className={buttonClass('secondary')}>
          {backLabel}
        </a>
      </div>
    </section>
  );
}
