// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMON, ERROR_SCREEN } from '../../shared/strings.ts';
import { ErrorBoundary, ErrorScreen } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('rusak');
}

beforeEach(() => {
  // React reports a caught error on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows its children while nothing fails', () => {
    render(
      <ErrorBoundary fallback={<p>gagal</p>}>
        <p>halaman</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('halaman')).toBeTruthy();
    expect(screen.queryByText('gagal')).toBeNull();
  });

  it('shows the fallback when a child throws, and tries again when the reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={<p>gagal</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('gagal')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/a" fallback={<p>gagal</p>}>
        <p>halaman</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('gagal')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/b" fallback={<p>gagal</p>}>
        <p>halaman</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('halaman')).toBeTruthy();
  });
});

describe('ErrorScreen', () => {
  it('inside a layout: a focused heading, the reason as an alert, Muat ulang and the way home; no <main> of its own', () => {
    const { container } = render(
      <ErrorBoundary fallback={<ErrorScreen home="/" />}>
        <Broken />
      </ErrorBoundary>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: ERROR_SCREEN.title });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert').textContent).toBe(ERROR_SCREEN.text);
    expect(screen.getByRole('button', { name: ERROR_SCREEN.reload })).toBeTruthy();
    expect(screen.getByRole('link', { name: COMMON.backHome }).getAttribute('href')).toBe('/');
    expect(container.querySelector('main')).toBeNull();
    expect(document.title).toContain(ERROR_SCREEN.title);
  });

  it('in place of the admin layout: its own <main>, and the way back leads to /admin', () => {
    const { container } = render(
      <ErrorBoundary fallback={<ErrorScreen home="/admin" fullPage />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(ERROR_SCREEN.adminText);
    expect(screen.getByRole('link', { name: ERROR_SCREEN.backAdmin }).getAttribute('href')).toBe('/admin');
  });

  it('Muat ulang reloads the page', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<ErrorScreen home="/" />);
    screen.getByRole('button', { name: ERROR_SCREEN.reload }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
