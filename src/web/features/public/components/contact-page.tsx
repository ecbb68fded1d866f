import { CONTACT } from '../../../../shared/contact-strings.ts';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, EMAIL_MAX, PERSON_NAME_MAX } from '../../../../shared/constants.ts';
import type { contactMessageSchema } from '../../../../shared/contact-schemas.ts';
import { COMMON, OFFICE } from '../../../../shared/strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { dropErrorOnInput, useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useSendContactMessage } from '../api/contact.ts';
import { CONTACT_CONTENT } from '../content.ts';
import { PageIntro } from './page-intro.tsx';

const t = CONTACT;
type ContactMessageSchema = typeof contactMessageSchema;

export default function ContactPage() {
  useDocumentTitle(t.title);
  return (
    <>
      <PageIntro title={t.title} intro={t.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[1fr_1.2fr]">
        <div className="grid content-start gap-6">
          <OfficeInfo />
          <section aria-labelledby="peta" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <h2 id="peta" className="px-5 pt-5 text-lg font-bold text-brand-900">
              {t.mapTitle}
            </h2>
            <img
              src="/images/peta-lokasi.svg"
              alt={t.mapAlt}
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
              className="mt-4 aspect-[8/5] w-full bg-brand-50"
            />
            <p className="p-5 text-sm text-slate-700">{CONTACT_CONTENT.mapNote}</p>
          </section>
        </div>
        <ContactForm />
      </div>
    </>
  );
}

function OfficeInfo() {
  const rows = [
    { Icon: MapPin, label: t.address, value: <span>{OFFICE.address}</span> },
    {
      Icon: Phone,
      label: t.phone,
      value: (
        <a className="text-brand-700 underline-offset-4 hover:underline" href={`tel:${OFFICE.phone.replace(/[^\d+]/g, '')}`}>
          {OFFICE.phone}
        </a>
      ),
    },
    {
      Icon: Mail,
      label: t.email,
      value: (
        <a className="break-all text-brand-700 underline-offset-4 hover:underline" href={`mailto:${OFFICE.email}`}>
          {OFFICE.email}
        </a>
      ),
    },
    { Icon: Clock, label: t.hours, value: <span>{OFFICE.hours}</span> },
  ];
  return (
    <section aria-labelledby="info-kantor" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="info-kantor" className="text-lg font-bold text-brand-900">
        {t.infoTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{OFFICE.longName}</p>
      <ul className="mt-5 grid gap-4">
        {rows.map(({ Icon, label, value }) => (
          <li key={label} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <p className="grid min-w-0 text-sm">
              <span className="font-semibold text-slate-900">{label}</span>
              <span className="text-slate-700">{value}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

// zod is a large download; the page paints without it and fetches the shared schema when the
// visitor starts on the form (or, at the latest, on submit).
const loadSchema = () => import('../../../../shared/contact-schemas.ts').then((m) => m.contactMessageSchema);

/** DECISIONS.md rule 18: the message is stored, confirmed by a toast, and the form starts afresh. */
function ContactForm() {
  const send = useSendContactMessage();
  const hydrated = useHydrated();
  // No default values: a box adopts what was typed before the page's script ran.
  const form = useZodForm<ContactMessageSchema>(loadSchema, { reValidateMode: 'onSubmit' });
  const { errors, isSubmitting: busy } = form.formState;
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();

  const failed = (err: unknown) => toast({ title: t.sendFailed, description: errorMessage(err), variant: 'destructive' });
  const onSubmit = form.handleSubmit(async (message) => {
    try {
      await send.mutateAsync({ ...message, idempotencyKey });
      form.reset();
      renewIdempotencyKey();
      toast({ title: t.sentTitle, description: t.sentDescription, variant: 'success' });
    } catch (err) {
      applyServerErrors(form, err);
      failed(err);
    }
  });

  return (
    <section aria-labelledby="kirim-pesan" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="kirim-pesan" className="text-xl font-bold text-brand-900">
        {t.formTitle}
      </h2>
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
        <Button type="submit" disabled={busy || !hydrated} className="w-full sm:w-auto sm:justify-self-start sm:px-8">
          <Send aria-hidden className="size-4" />
          {busy ? COMMON.busy : t.submit}
        </Button>
      </form>
    </section>
  );
}
