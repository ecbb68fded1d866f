// @vitest-environment happy-dom
import { CONTACT } from '../../shared/contact-strings.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessageSchema, type ContactMessage } from '../../shared/contact-schemas.ts';
import { Field, TextArea, TextInput } from '../components/ui/field.tsx';
import { useFieldErrors, type FieldErrors } from './form-errors.ts';

afterEach(cleanup);

const t = CONTACT;
type Name = 'name' | 'email' | 'subject' | 'message';
const FIELDS: Name[] = ['name', 'email', 'subject', 'message'];

/**
 * The contact form's shape: boxes in the form's order, the shared schema, errors under the boxes.
 * `serverRefuses` stands in for the server's answer to a form that passed the check here.
 */
function ContactLikeForm({ serverRefuses, onSent }: { serverRefuses?: FieldErrors<Name>; onSent?: (data: ContactMessage) => void }) {
  const { errors, check, show, clear, onInput, control } = useFieldErrors(FIELDS);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = check(e.currentTarget, contactMessageSchema);
    if ('errors' in parsed) return;
    if (serverRefuses) return show(e.currentTarget, serverRefuses);
    clear();
    onSent?.(parsed.data);
  };
  return (
    <form noValidate onSubmit={onSubmit} onInput={onInput}>
      <Field label={t.name} error={errors.name}>
        {(id, d) => <TextInput id={id} aria-describedby={d} {...control('name')} />}
      </Field>
      <Field label={t.emailField} error={errors.email}>
        {(id, d) => <TextInput id={id} type="email" aria-describedby={d} {...control('email')} />}
      </Field>
      <Field label={t.subject} error={errors.subject}>
        {(id, d) => <TextInput id={id} aria-describedby={d} {...control('subject')} />}
      </Field>
      <Field label={t.message} error={errors.message}>
        {(id, d) => <TextArea id={id} aria-describedby={d} {...control('message')} />}
      </Field>
      <button type="submit">{t.submit}</button>
    </form>
  );
}

const box = (label: string) => screen.getByLabelText(label);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: t.submit }));
async function fillValid(user: UserEvent, email = 'Andi@Contoh.ID') {
  await user.type(box(t.name), '  Andi  ');
  await user.type(box(t.emailField), email);
  await user.type(box(t.subject), 'Jalan rusak');
  await user.type(box(t.message), 'Di Kalukku.');
}
/** The message a screen reader reads with the box (aria-describedby), as a sighted person reads it below. */
const messageOf = (label: string) => {
  const ids = box(label).getAttribute('aria-describedby');
  return ids
    ? ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ')
    : null;
};

describe('useFieldErrors', () => {
  it('an empty submit shows each box’s first message under it and puts the cursor in the first box', async () => {
    const user = userEvent.setup();
    render(<ContactLikeForm />);
    await submit(user);
    expect(messageOf(t.name)).toBe(t.nameRequired);
    // An empty e-mail breaks two rules; only the first ("wajib diisi") is shown.
    expect(messageOf(t.emailField)).toBe(t.emailRequired);
    expect(screen.queryByText(t.emailInvalid)).toBeNull();
    expect(messageOf(t.subject)).toBe(t.subjectRequired);
    expect(messageOf(t.message)).toBe(t.messageRequired);
    for (const label of [t.name, t.emailField, t.subject, t.message]) expect(box(label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box(t.name));
  });

  it('a single wrong box gets the message and the cursor; the others stay clean', async () => {
    const user = userEvent.setup();
    render(<ContactLikeForm />);
    await fillValid(user, 'andi@');
    await submit(user);
    expect(messageOf(t.emailField)).toBe(t.emailInvalid);
    expect(document.activeElement).toBe(box(t.emailField));
    for (const label of [t.name, t.subject, t.message]) {
      expect(messageOf(label)).toBeNull();
      expect(box(label).hasAttribute('aria-invalid')).toBe(false);
    }
  });

  it('typing in a box drops its message at once and leaves the other messages', async () => {
    const user = userEvent.setup();
    render(<ContactLikeForm />);
    await submit(user);
    await user.type(box(t.subject), 'J');
    expect(messageOf(t.subject)).toBeNull();
    expect(screen.queryByText(t.subjectRequired)).toBeNull();
    expect(box(t.subject).hasAttribute('aria-invalid')).toBe(false);
    expect(messageOf(t.name)).toBe(t.nameRequired);
    expect(messageOf(t.message)).toBe(t.messageRequired);
  });

  it('a valid form gives the parsed data and shows no message', async () => {
    const user = userEvent.setup();
    const sent: ContactMessage[] = [];
    render(<ContactLikeForm onSent={(d) => sent.push(d)} />);
    await fillValid(user);
    await submit(user);
    expect(sent).toEqual([{ name: 'Andi', email: 'andi@contoh.id', subject: 'Jalan rusak', message: 'Di Kalukku.' }]);
    expect(screen.queryAllByText(/wajib diisi|tidak valid/)).toEqual([]);
  });

  it('the server’s messages go under their boxes and the cursor to the first box in form order', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ContactLikeForm serverRefuses={{ message: 'Pesan terlalu panjang.', email: 'Email ini diblokir.' }} />);
    await fillValid(user);
    await submit(user);
    expect(messageOf(t.emailField)).toBe('Email ini diblokir.');
    expect(messageOf(t.message)).toBe('Pesan terlalu panjang.');
    expect(messageOf(t.name)).toBeNull();
    expect(document.activeElement).toBe(box(t.emailField));

    // Sent again and accepted: every message goes.
    rerender(<ContactLikeForm />);
    await submit(user);
    expect(screen.queryByText('Email ini diblokir.')).toBeNull();
    expect(screen.queryByText('Pesan terlalu panjang.')).toBeNull();
    expect(box(t.emailField).hasAttribute('aria-invalid')).toBe(false);
  });
});
