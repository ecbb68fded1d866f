import { Send } from 'lucide-react';
import { TitledSection } from '../../../components/titled-section.tsx';
import { CONTACT } from '../../../../shared/contact-strings.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, EMAIL_MAX, PERSON_NAME_MAX } from '../../../../shared/constants.ts';
import type { ContactMessage, contactMessageSchema } from '../../../../shared/contact-schemas.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { Field } from '../../../components/form/field.tsx';
import { dropErrorOnInput, useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { defineIsland } from '../../../islands/island.tsx';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { SendButton } from '../../../components/form/send-button.tsx';

const t = CONTACT;
type ContactMessageSchema = typeof contactMessageSchema;

const sendMessage = ({ idempotencyKey, ...input }: ContactMessage & { idempotencyKey: string }) =>
  call(client.contact.$post({ json: input }, callOptions({ idempotencyKey })));

// zod is a large download; the page paints without it and fetches the shared schema when the
// visitor starts on the form (or, at the latest, on submit).
const loadSchema = () => import('../../../../shared/contact-schemas.ts').then((m) => m.contactMessageSchema);

/**
 * The contact page's form, an island (issue 35): DECISIONS.md rule 18, the message is stored,
 * confirmed by a toast, and the form starts afresh.
 */
function ContactForm() {
  // No default values: a box adopts what was typed before the page's script ran.
  const form = useZodForm<ContactMessageSchema>(loadSchema, { reValidateMode: 'onSubmit' });
  const { errors, isSubmitting: busy } = form.formState;
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();

  const failed = (err: unknown) => toast({ title: t.sendFailed, description: errorMessage(err), variant: 'destructive' });
  const onSubmit = form.handleSubmit(async (message) => {
    try {
      await sendMessage({ ...message, idempotencyKey });
      form.reset();
      renewIdempotencyKey();
      toast({ title: t.sentTitle, description: t.sentDescription, variant: 'success' });
    } catch (err) {
      applyServerErrors(form, err);
      failed(err);
    }
  });

  return (
    <TitledSection
      id="kirim-pesan"
      title={t.formTitle}
      size="xl"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <p className="mt-1 text-sm text-slate-600">{t.requiredNote}</p>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e).catch(failed)}
        onInput={dropErrorOnInput(form)}
        onFocusCapture={() => void loadSchema()}
        className="mt-6 grid gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t.name} error={errors.name?.message} required>
            <TextInput autoComplete="name" maxLength={PERSON_NAME_MAX} {...form.register('name')} />
          </Field>
          <Field label={t.emailField} error={errors.email?.message} required>
            <TextInput type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} {...form.register('email')} />
          </Field>
        </div>
        <Field label={t.subject} error={errors.subject?.message} required>
          <TextInput maxLength={CONTACT_SUBJECT_MAX} {...form.register('subject')} />
        </Field>
        <Field label={t.message} error={errors.message?.message} required>
          <TextArea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...form.register('message')} />
        </Field>
        <PrivacyNotice />
        <SendButton disabled={busy} className="w-full sm:w-auto sm:justify-self-start sm:px-8">
          <Send aria-hidden className="size-4" />
          {busy ? COMMON.busy : t.submit}
        </SendButton>
      </form>
    </TitledSection>
  );
}

export default defineIsland('contact-form', ContactForm);
