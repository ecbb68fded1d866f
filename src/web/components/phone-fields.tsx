import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTACT_PHONE } from '../../shared/contact-phone-strings.ts';
import { PHONE_MAX } from '../../shared/phone.ts';
import { Field } from './form/field.tsx';
import { TextInput } from './ui/field.tsx';

/**
 * "Kirim kabar status lewat WhatsApp" (issue 38, item 5): unticked unless the citizen ticks it; its
 * value is "ya" when ticked.
 */
export function WhatsAppOptIn({
  register,
  error,
  disabled,
  defaultChecked,
}: {
  register: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
  defaultChecked?: boolean;
}) {
  return (
    <Field check label={CONTACT_PHONE.whatsapp} error={error}>
      <input
        type="checkbox"
        value="ya"
        disabled={disabled}
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        {...register}
      />
    </Field>
  );
}

/** The optional phone of every request form and the WhatsApp box under it (issue 38, item 5). */
export function PhoneFields({
  phone,
  whatsapp,
  errors,
  disabled,
  defaults,
}: {
  phone: UseFormRegisterReturn;
  whatsapp: UseFormRegisterReturn;
  errors: { phone?: string; whatsapp?: string };
  disabled?: boolean;
  /** What the server's HTML shows before the script runs (a form sent without JavaScript and answered again). */
  defaults?: { phone?: string; whatsapp?: boolean };
}) {
  return (
    <div className="grid gap-2">
      <Field label={CONTACT_PHONE.label} hint={CONTACT_PHONE.hint} error={errors.phone}>
        <TextInput
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          placeholder="0812 3456 7890"
          disabled={disabled}
          defaultValue={defaults?.phone}
          {...phone}
        />
      </Field>
      <WhatsAppOptIn register={whatsapp} error={errors.whatsapp} disabled={disabled} defaultChecked={defaults?.whatsapp} />
    </div>
  );
}
