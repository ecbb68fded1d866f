// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeysetPagerButtons, KeysetPagerLinks, keysetRangeText } from './keyset-pager.tsx';

afterEach(cleanup);

describe('KeysetPager (docs/decisions/075)', () => {
  it('links: real links to the pages beside this one, the missing one as words, not a link', () => {
    render(
      <MemoryRouter>
        <KeysetPagerLinks prevHref={null} nextHref="/laporan?kursor=abc" status="Halaman 1 dari 3" />
      </MemoryRouter>,
    );
    const next = screen.getByRole('link', { name: 'Berikutnya' });
    expect(next.getAttribute('href')).toBe('/laporan?kursor=abc');
    expect(next.getAttribute('rel')).toBe('next');
    expect(screen.queryByRole('link', { name: 'Sebelumnya' })).toBeNull();
    expect(screen.getByText('Sebelumnya').closest('[aria-disabled="true"]')).toBeTruthy();
    expect(screen.getByText('Halaman 1 dari 3')).toBeTruthy();
  });

  it('links: nothing at all for a list of one page', () => {
    const { container } = render(
      <MemoryRouter>
        <KeysetPagerLinks prevHref={null} nextHref={null} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });

  it('buttons: ask for the page by its cursor; the missing way is disabled', () => {
    const onCursor = vi.fn();
    render(<KeysetPagerButtons prev="sebelum" next={null} onCursor={onCursor} status="21–22 dari 22" />);
    expect((screen.getByRole('button', { name: 'Berikutnya' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(onCursor).toHaveBeenCalledWith('sebelum');
  });

  it('says where the page lies, with a capped count as "lebih dari"', () => {
    expect(keysetRangeText({ page: 1, pageSize: 20, shown: 20, total: 22 })).toBe('1–20 dari 22');
    expect(keysetRangeText({ page: 3, pageSize: 20, shown: 20, total: 1000, more: true })).toBe('41–60 dari lebih dari 1.000');
    // Past the counted window (rows added meanwhile) the count is at least what was seen.
    expect(keysetRangeText({ page: 2, pageSize: 20, shown: 5, total: 22 })).toBe('21–25 dari 25');
  });
});
