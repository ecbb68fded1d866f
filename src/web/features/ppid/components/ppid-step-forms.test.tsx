// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { ANSWER_TYPE_LABELS, EXEMPTION_LABELS } from '../../../../shared/ppid-strings.ts';
import { EXEMPTIONS } from '../../../../shared/ppid.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { AnswerForm, ExtendForm, RejectForm } from './ppid-step-forms.tsx';

afterEach(cleanup);

const A = PPID_ADMIN.admin;
/** The box a label names (the required asterisk is only for the eye). */
const box = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()*/.]/g, '\\$&')}`));
/** What a screen reader reads with the box, as a sighted person reads it below. */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the PPID officer’s step forms', () => {
  it('Perpanjang: says what is missing on the box, sends nothing, then sends the days and the trimmed reason', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ExtendForm busy={false} onCancel={() => undefined} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: A.extend }));
    expect(box(A.extendReason).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box(A.extendReason))).toContain(A.extendReasonRequired);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(box(A.extendDays));
    await user.type(box(A.extendDays), '9');
    await user.type(box(A.extendReason), '  Arsip di UPTD.  ');
    await user.click(screen.getByRole('button', { name: A.extend }));
    expect(describedBy(box(A.extendDays))).toContain(A.extendDaysInvalid);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(box(A.extendDays));
    await user.type(box(A.extendDays), '5');
    await user.click(screen.getByRole('button', { name: A.extend }));
    expect(onSubmit).toHaveBeenCalledWith({ days: 5, reason: 'Arsip di UPTD.' });
  });

  it('Perpanjang: the server’s message for a box goes under that box', async () => {
    const user = userEvent.setup();
    const refused = new ApiError(422, 'VALIDATION', 'Periksa isian.', { fields: { reason: 'Alasan ini ditolak server.' } });
    render(<ExtendForm busy={false} onCancel={() => undefined} onSubmit={() => Promise.reject(refused)} />);
    await user.type(box(A.extendReason), 'Arsip.');
    await user.click(screen.getByRole('button', { name: A.extend }));
    expect(await screen.findByText('Alasan ini ditolak server.')).toBeTruthy();
    expect(describedBy(box(A.extendReason))).toContain('Alasan ini ditolak server.');
    expect(document.activeElement).toBe(box(A.extendReason));
  });

  it('Tolak: starts on the placeholder, asks for the exemption, and sends no empty note', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<RejectForm busy={false} onCancel={() => undefined} onSubmit={onSubmit} />);
    expect((box(A.rejectBasis) as HTMLSelectElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: A.reject }));
    expect(describedBy(box(A.rejectBasis))).toContain(A.rejectBasisRequired);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(box(A.rejectBasis), EXEMPTION_LABELS[EXEMPTIONS[0]]);
    await user.type(box(A.rejectNote), '   ');
    await user.click(screen.getByRole('button', { name: A.reject }));
    expect(onSubmit).toHaveBeenCalledWith({ basis: EXEMPTIONS[0], note: undefined });
  });

  it('Jawab: asks for the answer, then sends it with no attachment picked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<AnswerForm busy={false} onCancel={() => undefined} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: A.answer }));
    expect(describedBy(box(A.answerText))).toContain(A.answerRequired);
    await user.type(box(A.answerText), 'Terlampir.');
    await user.click(screen.getByRole('button', { name: A.answer }));
    expect(onSubmit).toHaveBeenCalledWith({
      input: { type: 'dikabulkan', answer: 'Terlampir.', basis: '', withheld: '', holder: '' },
      files: [],
    });
  });

  it('Jawab, dikabulkan sebagian: asks for what is withheld and its exemption before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<AnswerForm busy={false} onCancel={() => undefined} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: ANSWER_TYPE_LABELS.sebagian }));
    await user.type(box(A.answerGiven), 'Kontrak terlampir.');
    await user.click(screen.getByRole('button', { name: A.answer }));
    expect(describedBy(box(A.withheld))).toContain(A.withheldRequired);
    expect(describedBy(box(A.withheldBasis))).toContain(A.rejectBasisRequired);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(box(A.withheld), 'Harga satuan peserta lain.');
    await user.selectOptions(box(A.withheldBasis), EXEMPTION_LABELS.b);
    await user.click(screen.getByRole('button', { name: A.answer }));
    expect(onSubmit).toHaveBeenCalledWith({
      input: { type: 'sebagian', answer: 'Kontrak terlampir.', basis: 'b', withheld: 'Harga satuan peserta lain.', holder: '' },
      files: [],
    });
  });
});
