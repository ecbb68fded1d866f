// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMON, TOAST_REGION_LABEL } from '../../shared/strings.ts';
import { LAYANAN } from '../../shared/layanan-strings.ts';
import { LAYANAN_DASHBOARD } from '../../shared/layanan-dashboard-strings.ts';
import { ApiError } from './api-client.ts';

// The toast queue is module state; each test gets a fresh one, as each page load does.
let Toaster: typeof import('../components/ui/toaster.tsx').Toaster;
let useErrorToast: typeof import('./use-error-toast.ts').useErrorToast;
beforeEach(async () => {
  vi.resetModules();
  ({ Toaster } = await import('../components/ui/toaster.tsx'));
  ({ useErrorToast } = await import('./use-error-toast.ts'));
});
afterEach(cleanup);

type Props = { error: Error | null; title: string; fallback?: string; fixed?: boolean };
function LoadingPage({ error, title, fallback, fixed }: Props) {
  useErrorToast(error, title, fallback, fixed);
  return null;
}

/** The page and the toaster, as the app shell renders them; waits for the toast view to load. */
async function renderPage(props: Props) {
  const page = render(
    <>
      <LoadingPage {...props} />
      <Toaster />
    </>,
  );
  await act(() => import('../components/ui/toast-view.tsx'));
  return {
    rerender: (next: Props) =>
      page.rerender(
        <>
          <LoadingPage {...next} />
          <Toaster />
        </>,
      ),
  };
}

const REGION = TOAST_REGION_LABEL.replace('{hotkey}', 'F8');
const region = () => screen.getByRole('region', { name: REGION });
/** The toast on screen, if any (the region itself only loads with the first toast). */
const toastItem = () => {
  const r = screen.queryByRole('region', { name: REGION });
  return r && within(r).queryByRole('listitem');
};
const serverError = (message: string) => new ApiError(500, 'INTERNAL', message);

describe('useErrorToast (spec §8: load failures show a destructive toast)', () => {
  it('shows the screen’s title with the server’s message, in red', async () => {
    await renderPage({
      error: serverError('Terjadi kesalahan pada server. Silakan coba lagi.'),
      title: LAYANAN_DASHBOARD.loadFailedTitle,
      fallback: COMMON.tryAgainLater,
    });
    const item = toastItem()!;
    expect(within(item).getByText(LAYANAN_DASHBOARD.loadFailedTitle)).toBeTruthy();
    expect(within(item).getByText('Terjadi kesalahan pada server. Silakan coba lagi.')).toBeTruthy();
    expect(item.className).toMatch(/\bbg-red-\d+/);
  });

  it('uses the fallback when the error has no message (dashboard: Silakan coba lagi nanti.)', async () => {
    await renderPage({ error: new Error(''), title: LAYANAN_DASHBOARD.loadFailedTitle, fallback: COMMON.tryAgainLater });
    expect(within(toastItem()!).getByText(COMMON.tryAgainLater)).toBeTruthy();
  });

  it('the lab history always says its own sentence, whatever the server said', async () => {
    await renderPage({
      error: serverError('relation "ujilab_requests" does not exist'),
      title: LAYANAN.historyLoadFailedTitle,
      fallback: LAYANAN.historyLoadFailed,
      fixed: true,
    });
    const item = toastItem()!;
    expect(within(item).getByText(LAYANAN.historyLoadFailedTitle)).toBeTruthy();
    expect(within(item).getByText(LAYANAN.historyLoadFailed)).toBeTruthy();
    expect(within(item).queryByText(/ujilab_requests/)).toBeNull();
  });

  it('shows nothing while there is no error', async () => {
    await renderPage({ error: null, title: LAYANAN_DASHBOARD.loadFailedTitle });
    expect(toastItem()).toBeNull();
  });

  it('shows a failure once: closed, it does not come back when the page draws again', async () => {
    const user = userEvent.setup();
    const props = { error: serverError('Gagal.'), title: LAYANAN_DASHBOARD.loadFailedTitle };
    const page = await renderPage(props);
    await user.click(within(region()).getByRole('button', { name: COMMON.close }));
    expect(toastItem()).toBeNull();
    page.rerender({ ...props });
    expect(toastItem()).toBeNull();
    // A new failure (a retry that failed again) is shown.
    page.rerender({ ...props, error: serverError('Gagal lagi.') });
    expect(within(toastItem()!).getByText('Gagal lagi.')).toBeTruthy();
  });
});
