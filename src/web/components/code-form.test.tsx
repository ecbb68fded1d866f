// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LACAK } from '../../shared/tracking-strings.ts';
import { trackingLookupSchema } from '../../shared/tracking-schemas.ts';
import { NavContext, type Nav } from '../lib/nav.ts';
import { CodeForm } from './code-form.tsx';

afterEach(cleanup);

function renderForm(props: { initial?: string; initialError?: string } = {}) {
  const go = vi.fn();
  const nav: Nav = { pathname: '/lacak', search: '', go };
  render(
    <NavContext value={nav}>
      <CodeForm
        initial={props.initial ?? ''}
        initialError={props.initialError}
        loadSchema={() => Promise.resolve(trackingLookupSchema)}
        label={LACAK.codeLabel}
        placeholder={LACAK.codePlaceholder}
        submitLabel={LACAK.submit}
        to={(code) => `/lacak/${code}`}
        action="/lacak"
      />
    </NavContext>,
  );
  return { go, box: screen.getByLabelText(LACAK.codeLabel) };
}

describe('CodeForm', () => {
  it('is a GET form whose box is `kode`, starting with the code given', () => {
    const { box } = renderForm({ initial: 'SRK-2026-ABCDEF' });
    expect(box).toHaveProperty('name', 'kode');
    expect(box).toHaveProperty('value', 'SRK-2026-ABCDEF');
  });

  it("says the server's message under the box, read out with it", () => {
    const { box } = renderForm({ initial: 'XYZ', initialError: LACAK.codeInvalid });
    const described = box.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(LACAK.codeInvalid);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it("a wrong code gets the shared schema's message and goes nowhere; the message stays while typing", async () => {
    const user = userEvent.setup();
    const { box, go } = renderForm();
    await user.type(box, 'bukan kode');
    await user.click(screen.getByRole('button', { name: LACAK.submit }));
    await waitFor(() => expect(screen.getByText(LACAK.codeInvalid)).toBeTruthy());
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.type(box, 'x');
    expect(screen.queryByText(LACAK.codeInvalid)).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('a code, in any case and with spaces, opens its page', async () => {
    const user = userEvent.setup();
    const { box, go } = renderForm({ initial: '', initialError: LACAK.codeInvalid });
    await user.type(box, ' srk-2026-abcdef ');
    await user.click(screen.getByRole('button', { name: LACAK.submit }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/lacak/SRK-2026-ABCDEF'));
    expect(screen.queryByText(LACAK.codeInvalid)).toBeNull();
  });
});
