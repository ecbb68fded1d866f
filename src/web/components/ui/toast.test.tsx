// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../../shared/constants.ts';
import { AUTH, COMMON, TOAST_REGION_LABEL } from '../../../shared/strings.ts';

// The queue is module state; each test gets a fresh module, as each page load does.
let mod: typeof import('./toast.tsx');
let Toaster: typeof import('./toaster.tsx').Toaster;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./toast.tsx');
  ({ Toaster } = await import('./toaster.tsx'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const REGION = TOAST_REGION_LABEL.replace('{hotkey}', 'F8');
const region = () => screen.getByRole('region', { name: REGION });
/** The toasts on screen, as list items of the notification region. */
const shown = () => within(region()).queryAllByRole('listitem');

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Shows a toast and lets the lazily loaded viewport arrive. */
async function show(input: Parameters<typeof mod.toast>[0]) {
  await act(async () => {
    mod.toast(input);
    await import('./toast-view.tsx');
  });
  // The lazy viewport renders a task after its module has arrived; a message round trip is a task
  // that fake timers leave alone.
  await act(() => nextTask());
}

describe('toast (spec §9)', () => {
  it('shows the title and description in the notification region', async () => {
    render(<Toaster />);
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    await show({ title: AUTH.registerSuccessTitle, description: AUTH.registerSuccess, variant: 'success' });
    expect(shown()).toHaveLength(1);
    expect(within(shown()[0]!).getByText(AUTH.registerSuccessTitle)).toBeTruthy();
    expect(within(shown()[0]!).getByText(AUTH.registerSuccess)).toBeTruthy();
  });

  it('one at a time: a new toast replaces the one on screen', async () => {
    render(<Toaster />);
    await show({ title: COMMON.featureUnavailable });
    await show({ title: AUTH.loginSuccess, variant: 'success' });
    expect(shown()).toHaveLength(1);
    expect(within(region()).queryByText(COMMON.featureUnavailable)).toBeNull();
    expect(within(shown()[0]!).getByText(AUTH.loginSuccess)).toBeTruthy();
  });

  it(`goes by itself after ${TOAST_DURATION_MS} ms, not before`, async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    await show({ title: AUTH.logoutSuccess });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(within(region()).getByText(AUTH.logoutSuccess)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(region()).queryByText(AUTH.logoutSuccess)).toBeNull();
    expect(shown()).toHaveLength(0);
  });

  it('the close button (Tutup) dismisses it at once', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    await show({ title: AUTH.loginSuccess });
    await user.click(within(region()).getByRole('button', { name: COMMON.close }));
    expect(within(region()).queryByText(AUTH.loginSuccess)).toBeNull();
  });

  it('F8 moves the keyboard focus to the notifications', async () => {
    render(<Toaster />);
    await show({ title: AUTH.loginSuccess });
    expect(region().contains(document.activeElement)).toBe(false);
    // user-event's key map has no function keys; this is the event a keyboard's F8 sends.
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    expect(region().contains(document.activeElement)).toBe(true);
  });

  it.each([
    ['destructive', /^red$/],
    ['success', /^(green|emerald)$/],
  ] as const)('a %s toast is coloured %s', async (variant, colour) => {
    render(<Toaster />);
    await show({ title: 'Terjadi Kesalahan', variant });
    const bg = [...shown()[0]!.classList].map((c) => /^bg-([a-z]+)-\d+$/.exec(c)?.[1]).find(Boolean);
    expect(bg).toMatch(colour);
  });
});
