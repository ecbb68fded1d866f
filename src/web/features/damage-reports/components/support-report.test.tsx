// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORTS } from '../../../../shared/report-strings.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { SupportReport } from './support-report.tsx';

type Mutate = (
  input: { code: string; email: string },
  opts: { onSuccess?: () => void; onError?: (err: unknown) => void; onSettled?: () => void },
) => Promise<void>;
const mutate = vi.fn<Mutate>();
vi.mock('../api/support-report.ts', () => ({ useSupportReport: () => ({ mutate, isPending: false }) }));

beforeEach(() => {
  mutate.mockReset();
});
afterEach(cleanup);

const CODE = 'LPR-2026-ABCDEF';

describe('SupportReport', () => {
  it('sends the e-mail, trimmed and in small letters, and is done after', async () => {
    mutate.mockImplementation(async (_input, opts) => opts.onSuccess?.());
    const onSupported = vi.fn();
    const user = userEvent.setup();
    render(<SupportReport code={CODE} onSupported={onSupported} />);
    const box = screen.getByLabelText(REPORTS.supportEmail);
    await user.type(box, ' Warga@Contoh.ID ');
    await user.click(screen.getByRole('button', { name: REPORTS.supportButton }));
    await waitFor(() => expect(mutate).toHaveBeenCalledOnce());
    expect(mutate.mock.calls[0]![0]).toEqual({ code: CODE, email: 'warga@contoh.id' });
    expect(onSupported).toHaveBeenCalledOnce();
    await waitFor(() => expect(box).toHaveProperty('disabled', true));
  });

  it('sends without an e-mail too, on Enter in the box', async () => {
    const user = userEvent.setup();
    render(<SupportReport code={CODE} />);
    await user.type(screen.getByLabelText(REPORTS.supportEmail), '{Enter}');
    await waitFor(() => expect(mutate).toHaveBeenCalledOnce());
    expect(mutate.mock.calls[0]![0]).toEqual({ code: CODE, email: '' });
  });

  it("a mistyped e-mail gets the shared schema's message on the box and nothing is sent; typing again takes it away", async () => {
    const user = userEvent.setup();
    render(<SupportReport code={CODE} />);
    const box = screen.getByLabelText(REPORTS.supportEmail);
    await user.type(box, 'bukan-email');
    await user.click(screen.getByRole('button', { name: REPORTS.supportButton }));
    await waitFor(() => expect(screen.getByText(REPORTS.supportEmailInvalid)).toBeTruthy());
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(REPORTS.supportEmailInvalid);
    expect(mutate).not.toHaveBeenCalled();
    await user.type(box, 'x');
    expect(screen.queryByText(REPORTS.supportEmailInvalid)).toBeNull();
  });

  it("the server's message for the e-mail goes on the box", async () => {
    mutate.mockImplementation(async (_input, opts) => {
      opts.onError?.(new ApiError(422, 'VALIDATION', 'Periksa isian', { fields: { email: 'Alamat ini sudah mendukung laporan ini.' } }));
    });
    const user = userEvent.setup();
    render(<SupportReport code={CODE} />);
    await user.type(screen.getByLabelText(REPORTS.supportEmail), 'warga@contoh.id');
    await user.click(screen.getByRole('button', { name: REPORTS.supportButton }));
    await waitFor(() => expect(screen.getByText('Alamat ini sudah mendukung laporan ini.')).toBeTruthy());
  });
});
