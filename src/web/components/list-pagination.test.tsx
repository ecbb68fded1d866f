// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPagination } from './list-pagination.tsx';

afterEach(cleanup);

describe('ListPagination', () => {
  it('shows the range and the last page of an exact total, and stops at the last page', () => {
    render(<ListPagination page={3} pageSize={20} total={45} onPage={() => {}} />);
    expect(screen.getByText('41–45 dari 45')).toBeTruthy();
    expect(screen.getByText('Halaman 3 dari 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Berikutnya' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "lebih dari" for a capped count and keeps Berikutnya open on its last counted page', () => {
    const onPage = vi.fn();
    render(<ListPagination page={50} pageSize={20} total={1000} more onPage={onPage} />);
    expect(screen.getByText('981–1.000 dari lebih dari 1.000')).toBeTruthy();
    expect(screen.getByText('Halaman 50 dari lebih dari 50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(onPage).toHaveBeenCalledWith(51);
  });
});
