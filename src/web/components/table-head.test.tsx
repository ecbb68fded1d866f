// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableHead } from './table-head.tsx';

afterEach(cleanup);

describe('TableHead', () => {
  it('names every column with a scope="col" heading, in order, with the default or its own classes', () => {
    render(
      <table>
        <TableHead
          className="bg-slate-50"
          cellClassName="px-3 py-2"
          cells={[
            'Layanan',
            { label: 'IKM', className: 'px-3 py-2 text-right' },
            { key: 'u1', title: 'Persyaratan', label: <abbr>U1</abbr> },
          ]}
        />
      </table>,
    );
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((h) => h.textContent)).toEqual(['Layanan', 'IKM', 'U1']);
    expect(headings.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(headings[0]!.className).toBe('px-3 py-2');
    expect(headings[1]!.className).toBe('px-3 py-2 text-right');
    expect(headings[2]!.getAttribute('title')).toBe('Persyaratan');
    expect(within(headings[2]!).getByText('U1').tagName).toBe('ABBR');
    expect(screen.getByRole('rowgroup').className).toBe('bg-slate-50');
  });
});
