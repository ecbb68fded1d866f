// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../shared/admin-strings.ts';
import { StatusBadge } from './status-badge.tsx';

afterEach(cleanup);

// The colour a person sees is the Tailwind colour family of the badge's background and text.
// Spec §4 names the colours; emerald counts as green and slate as grey, amber is not yellow.
const COLOUR = {
  green: /^(green|emerald)$/,
  yellow: /^yellow$/,
  red: /^red$/,
  grey: /^(gray|slate|zinc|neutral|stone)$/,
} as const;

function colourOf(el: HTMLElement, part: 'bg' | 'text'): string | undefined {
  return [...el.classList].map((c) => new RegExp(`^${part}-([a-z]+)-\\d+$`).exec(c)?.[1]).find(Boolean);
}

function expectColour(text: string, colour: keyof typeof COLOUR) {
  const badge = screen.getByText(text);
  expect(colourOf(badge, 'bg')).toMatch(COLOUR[colour]);
  expect(colourOf(badge, 'text')).toMatch(COLOUR[colour]);
}

describe('StatusBadge (customer history, report lookup, admin lists)', () => {
  it.each([
    ['Selesai', 'green'],
    ['Diproses', 'yellow'],
    ['Ditolak', 'red'],
    ['Diajukan', 'grey'],
    ['status dari masa depan', 'grey'],
  ] as const)('shows %s in %s (spec §4)', (status, colour) => {
    render(<StatusBadge status={status} />);
    expectColour(status, colour);
  });

  it.each([null, undefined])('shows a missing status (%s) as Baru, in grey (spec §4)', (status) => {
    render(<StatusBadge status={status} />);
    expectColour(ADMIN.requests.statusNew, 'grey');
  });

  it('keeps the caller’s layout classes without losing its colour', () => {
    render(<StatusBadge status="Selesai" className="ml-auto" />);
    const badge = screen.getByText('Selesai');
    expect(badge.classList).toContain('ml-auto');
    expect(colourOf(badge, 'bg')).toMatch(COLOUR.green);
  });

  it('names the authority a forwarded report is with, apart from the office’s own colours (issue 39)', () => {
    render(<StatusBadge status="Diteruskan" forwardedTo="BBPJN Sulawesi Barat" />);
    const badge = screen.getByText('Diteruskan ke BBPJN Sulawesi Barat');
    expect(colourOf(badge, 'bg')).toBe('violet');
    // A long name wraps on a phone instead of running off the screen.
    expect(badge.classList).toContain('whitespace-normal');
  });
});
