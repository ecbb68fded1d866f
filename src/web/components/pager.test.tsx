// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagerLinks } from './pager-links.tsx';
import { Pager } from './pager.tsx';

afterEach(cleanup);

describe('Pager and PagerLinks', () => {
  it('buttons: a page in place, Sebelumnya closed on the first page', () => {
    const onPage = vi.fn();
    render(<Pager page={1} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByText('Halaman 1 dari 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sebelumnya' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('links: rel prev and next to the neighbouring pages, a dead Berikutnya on the last page', () => {
    render(
      <MemoryRouter>
        <PagerLinks page={3} pageSize={20} total={45} href={(p) => `/jembatan?halaman=${p}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sebelumnya' }).getAttribute('href')).toBe('/jembatan?halaman=2');
    expect(screen.getByRole('link', { name: 'Sebelumnya' }).getAttribute('rel')).toBe('prev');
    expect(screen.queryByRole('link', { name: 'Berikutnya' })).toBeNull();
    expect(screen.getByText('Berikutnya').closest('[aria-disabled="true"]')).toBeTruthy();
  });

  it('stays past the last page, so there is a way back', () => {
    render(<Pager page={2} pageSize={20} total={10} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeTruthy();
  });
});
