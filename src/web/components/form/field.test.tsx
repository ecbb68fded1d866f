// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT } from '../../../shared/contact-strings.ts';
import { contactMessageSchema, type ContactMessage } from '../../../shared/contact-schemas.ts';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { SelectInput, TextArea, TextInput } from '../ui/field.tsx';
import { Field } from './field.tsx';
import { dropErrorOnInput, useZodForm } from './use-zod-form.ts';

afterEach(cleanup);

const t = CONTACT;

/** What a screen reader reads with the control (aria-describedby), as a sighted person reads it below. */
const descriptionOf = (el: HTMLElement) => {
  const ids = el.getAttribute('aria-describedby');
  return ids
    ? ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ')
    : null;
};

describe('Field', () => {
  it('labels its box, and the hint and the error are read with it; the box says it is invalid and required', () => {
    render(
      <Field label="Nama Lengkap" hint="Sesuai KTP." error="Nama wajib diisi." required>
        <TextInput />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Nama Lengkap' });
    expect(descriptionOf(box)).toBe('Sesuai KTP. Nama wajib diisi.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    // The asterisk is for the eye only.
    expect(screen.getByText('*').getAttribute('aria-hidden')).not.toBeNull();
  });

  it('a box without hint or error is described by nothing and is not invalid', () => {
    render(
      <Field label="Perihal">
        <TextInput />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Perihal' });
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('aria-required')).toBe(false);
  });

  it('wires a textarea, a select and a file input the same way, as a child or through the render prop', () => {
    render(
      <>
        <Field label="Pesan" error="Pesan wajib diisi.">
          <TextArea />
        </Field>
        <Field label="Jenis Laporan" hint="Pilih satu.">
          <SelectInput placeholder="Pilih jenis" options={['Jalan', 'Jembatan']} />
        </Field>
        <Field label="Foto KTP" hint="JPG atau PNG, maks. 2 MB." error="KTP wajib diunggah.">
          {(control) => (
            <span>
              <input type="file" className="sr-only" {...control} />
            </span>
          )}
        </Field>
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Pesan' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(descriptionOf(textarea)).toBe('Pesan wajib diisi.');
    const select = screen.getByRole('combobox', { name: 'Jenis Laporan' });
    expect(descriptionOf(select)).toBe('Pilih satu.');
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    const file = screen.getByLabelText('Foto KTP');
    expect(file.getAttribute('type')).toBe('file');
    expect(descriptionOf(file)).toBe('JPG atau PNG, maks. 2 MB. KTP wajib diunggah.');
    expect(file.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the control’s own description after the hint and the error', () => {
    render(
      <>
        <p id="sisa">Sisa 20 karakter.</p>
        <Field label="Alasan" error="Alasan wajib diisi.">
          <TextArea aria-describedby="sisa" />
        </Field>
      </>,
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Alasan' }))).toBe('Alasan wajib diisi. Sisa 20 karakter.');
  });

  it('a group of checkboxes is a fieldset named by its legend and described by its hint and error', () => {
    render(
      <Field label="Cara memperoleh" hint="Boleh lebih dari satu." error="Pilih minimal satu." group required>
        {({ id }) => (
          <>
            <label>
              <input type="checkbox" id={`${id}-0`} name="cara" value="email" /> Email
            </label>
            <label>
              <input type="checkbox" id={`${id}-1`} name="cara" value="ambil" /> Ambil langsung
            </label>
          </>
        )}
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Cara memperoleh' });
    expect(group.tagName).toBe('FIELDSET');
    expect(descriptionOf(group)).toBe('Boleh lebih dari satu. Pilih minimal satu.');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Email' }).id).not.toBe(screen.getByRole('checkbox', { name: 'Ambil langsung' }).id);
  });
});

/** The contact form's shape on useZodForm; `refuse` stands in for the server's answer. */
function ContactLikeForm({
  lazy,
  refuse,
  onSent,
  onPlaced,
}: {
  lazy?: boolean;
  refuse?: unknown;
  onSent?: (m: ContactMessage) => void;
  onPlaced?: (placed: boolean) => void;
}) {
  const form = useZodForm<typeof contactMessageSchema>(lazy ? () => Promise.resolve(contactMessageSchema) : contactMessageSchema, {
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((message) => {
    if (refuse) onPlaced?.(applyServerErrors(form, refuse));
    else onSent?.(message);
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} onInput={dropErrorOnInput(form)}>
      <Field label={t.name} error={errors.name?.message}>
        <TextInput {...form.register('name')} />
      </Field>
      <Field label={t.emailField} error={errors.email?.message}>
        <TextInput type="email" {...form.register('email')} />
      </Field>
      <Field label={t.subject} error={errors.subject?.message}>
        <TextInput {...form.register('subject')} />
      </Field>
      <Field label={t.message} error={errors.message?.message}>
        <TextArea {...form.register('message')} />
      </Field>
      <button type="submit">{t.submit}</button>
    </form>
  );
}

const box = (label: string) => screen.getByRole('textbox', { name: label });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: t.submit }));
async function fillValid(user: UserEvent) {
  await user.type(box(t.name), 'Andi');
  await user.type(box(t.emailField), 'Andi@Contoh.ID');
  await user.type(box(t.subject), 'Jalan rusak');
  await user.type(box(t.message), 'Di Kalukku.');
}

describe('useZodForm with Field', () => {
  for (const lazy of [false, true]) {
    it(`announces the schema’s messages under their boxes and puts the cursor in the first (${lazy ? 'schema loaded on submit' : 'schema at hand'})`, async () => {
      const user = userEvent.setup();
      render(<ContactLikeForm lazy={lazy} />);
      await submit(user);
      await waitFor(() => expect(descriptionOf(box(t.name))).toBe(t.nameRequired));
      expect(descriptionOf(box(t.emailField))).toBe(t.emailRequired);
      expect(descriptionOf(box(t.subject))).toBe(t.subjectRequired);
      expect(descriptionOf(box(t.message))).toBe(t.messageRequired);
      for (const label of [t.name, t.emailField, t.subject, t.message]) expect(box(label).getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(box(t.name));
    });
  }

  it('typing in a box drops its message at once and leaves the others until the next submit', async () => {
    const user = userEvent.setup();
    render(<ContactLikeForm />);
    await submit(user);
    await waitFor(() => expect(descriptionOf(box(t.subject))).toBe(t.subjectRequired));
    await user.type(box(t.subject), 'J');
    expect(descriptionOf(box(t.subject))).toBeNull();
    expect(box(t.subject).hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(box(t.name))).toBe(t.nameRequired);
  });

  it('gives the schema’s parsed output to the submit', async () => {
    const user = userEvent.setup();
    const sent: ContactMessage[] = [];
    render(<ContactLikeForm onSent={(m) => sent.push(m)} />);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(sent).toEqual([{ name: 'Andi', email: 'andi@contoh.id', subject: 'Jalan rusak', message: 'Di Kalukku.' }]));
  });
});

describe('applyServerErrors', () => {
  it('puts the server’s field messages under their boxes and the cursor in the first one in form order', async () => {
    const user = userEvent.setup();
    const placed: boolean[] = [];
    const refuse = new ApiError(400, 'VALIDATION', 'Data tidak valid.', {
      // The server's order is not the form's; a name the form has no box for is left to the toast.
      fields: { message: 'Pesan terlalu panjang.', email: 'Email ini diblokir.', lampiran: 'Berkas rusak.' },
    });
    render(<ContactLikeForm refuse={refuse} onPlaced={(p) => placed.push(p)} />);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(descriptionOf(box(t.emailField))).toBe('Email ini diblokir.'));
    expect(descriptionOf(box(t.message))).toBe('Pesan terlalu panjang.');
    expect(box(t.emailField).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box(t.name))).toBeNull();
    expect(screen.queryByText('Berkas rusak.')).toBeNull();
    expect(document.activeElement).toBe(box(t.emailField));
    expect(placed).toEqual([true]);

    // Changed, the box loses the server's message too.
    await user.type(box(t.emailField), 'x');
    expect(descriptionOf(box(t.emailField))).toBeNull();
  });

  it('places nothing for an error without field messages', async () => {
    const user = userEvent.setup();
    const placed: boolean[] = [];
    render(<ContactLikeForm refuse={new ApiError(0, 'NETWORK', 'Tidak ada koneksi.')} onPlaced={(p) => placed.push(p)} />);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(placed).toEqual([false]));
    expect(box(t.name).hasAttribute('aria-invalid')).toBe(false);
  });
});
