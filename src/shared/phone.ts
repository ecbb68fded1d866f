import { z } from 'zod';
import { CONTACT_PHONE } from './contact-phone-strings.ts';

/** How long a typed phone number may be before it is refused (spaces and dashes included). */
export const PHONE_MAX = 30;

/**
 * An Indonesian mobile number in E.164 (+628…), from the ways people write it: 0812-3456-7890,
 * +62 812 3456 7890, 62812…, (0812) 3456 7890. Null when it is not one: a mobile number is 8
 * followed by 8 to 11 digits after the country code (landlines and other countries are refused).
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+62|62|0)(8\d{8,11})$/.exec(compact);
  return match ? `+62${match[1]}` : null;
}

/** The number as people read it: +62 812-3456-7890. */
export function displayPhone(e164: string): string {
  const national = e164.replace(/^\+62/, '');
  return `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
}

/**
 * The two fields every request form has (issue 38, item 5), to spread into its z.object: the optional
 * phone (checked as an Indonesian mobile number, normalised by the server) and the WhatsApp box ("ya"
 * when ticked). `checkWhatsApp` in the form's superRefine asks for the phone when the box is ticked.
 */
export const CONTACT_PHONE_FIELDS = {
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX, CONTACT_PHONE.invalid)
    .default('')
    .refine((v) => v === '' || normalisePhone(v) !== null, CONTACT_PHONE.invalid),
  whatsapp: z.enum(['ya', '']).default('').catch(''),
};

export function checkWhatsApp(v: { phone?: string; whatsapp?: string }, ctx: z.RefinementCtx, path = 'phone'): void {
  if (v.whatsapp === 'ya' && !v.phone?.trim()) ctx.addIssue({ code: 'custom', path: [path], message: CONTACT_PHONE.whatsappNeedsPhone });
}

/** A verb's input with the two fields optional (a caller in code may leave them out, the form always sends them). */
export type WithOptionalContact<T extends { phone: string; whatsapp: string }> = Omit<T, 'phone' | 'whatsapp'> &
  Partial<Pick<T, 'phone' | 'whatsapp'>>;

/** What the server keeps of the two fields: the number in E.164 and the opt-in, or null without a number. */
export function contactOf(v: { phone?: string; whatsapp?: string }): { phone: string; whatsapp: boolean } | null {
  const phone = v.phone ? normalisePhone(v.phone) : null;
  return phone ? { phone, whatsapp: v.whatsapp === 'ya' } : null;
}
