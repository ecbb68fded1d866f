// For component tests: a page inside React Router's MemoryRouter, with the address it shows and a
// way to press Back and Forward, as a person would.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

export type TestHistory = {
  /** The address shown now, with the state a page put in it. */
  readonly location: Location;
  /** Back (-1) or forward (1) through the pages visited. */
  go(delta: number): void;
};

/** Renders `ui` at the last of `entries` (the earlier ones are the pages visited before). */
export function renderWithRouter(ui: ReactNode, entries: string[] = ['/']): TestHistory {
  const seen: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  function Watch() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Watch />
      {ui}
    </MemoryRouter>,
  );
  return {
    get location() {
      return seen.location!;
    },
    go: (delta) =>
      act(() => {
        void seen.navigate!(delta);
      }),
  };
}
