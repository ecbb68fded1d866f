// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BackLink } from './back-link.tsx';

afterEach(cleanup);

describe('BackLink', () => {
  it('is a link named by its text alone (the arrow is hidden) to the list it goes back to', () => {
    render(
      <MemoryRouter>
        <BackLink to="/laporan" label="Kembali ke daftar laporan" />
        <BackLink to="/admin/jembatantif" label="Kembali ke daftar jembatan" look="admin" />
      </MemoryRouter>,
    );
    const pub = screen.getByRole('link', { name: 'Kembali ke daftar laporan' });
    expect(pub.getAttribute('href')).toBe('/laporan');
    expect(pub.className).toContain('font-semibold');
    const admin = screen.getByRole('link', { name: 'Kembali ke daftar jembatan' });
    expect(admin.getAttribute('href')).toBe('/admin/jembatantif');
    expect(admin.className).toContain('font-medium');
  });
});
