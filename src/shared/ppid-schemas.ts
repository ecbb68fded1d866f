import { z } from 'zod';
import { CONTACT_PHONE } from './contact-phone-strings.ts';
import { CONTACT_PHONE_FIELDS, normalisePhone } from './phone.ts';
import { PPID_FORM } from './ppid-form-strings.ts';
import { PPID_ADMIN } from './ppid-admin-strings.ts';
import { EMAIL_MAX, PERSON_NAME_MAX, SEARCH_TEXT_MAX } from './constants.ts';
import { CONSENT } from './consent-strings.ts';
import { searchWord } from './paging.ts';
import { cursorParamSchema } from './keyset.ts';
import { plainName } from './person-name.ts';
import {
  COPY_METHODS,
  DIP_CATEGORIES,
  EXEMPTIONS,
  GIVEN_ANSWER_TYPES,
  OBJECTION_DECISIONS,
  OBJECTION_REASONS,
  ORDER_DAYS_MAX,
  PPID_EXTENSION_MAX_DAYS,
  PPID_LIMITS as L,
  RECEIVE_METHODS,
} from './ppid.ts';

const R = PPID_FORM.required;
const text = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, R.tooLong(max));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, R.tooLong(max))
    .optional()
    .transform((v) => v || null);

/** The information request's text fields (the KTP is a file, checked by the verb). */
export const ppidRequestInputSchema = z
  .object({
    name: plainName(text(PERSON_NAME_MAX, R.name)),
    address: text(L.address, R.address),
    phone: text(L.phone, R.phone).regex(/^[0-9+()\-\s]{6,}$/, R.phoneInvalid),
    email: z.string({ error: R.email }).trim().min(1, R.email).max(EMAIL_MAX, R.emailInvalid).pipe(z.email(R.emailInvalid)),
    information: text(L.information, R.information),
    purpose: text(L.purpose, R.purpose),
    receiveMethod: z.enum(RECEIVE_METHODS, { error: R.receiveMethod }),
    copyMethod: z.enum(COPY_METHODS, { error: R.copyMethod }),
    ktpConsent: z.literal('ya', { error: CONSENT.ktpConsentRequired }),
    // Issue 38, item 5: the status by WhatsApp, to the phone above once it is an Indonesian mobile number.
    whatsapp: CONTACT_PHONE_FIELDS.whatsapp,
  })
  .superRefine((v, ctx) => {
    if (v.whatsapp === 'ya' && !normalisePhone(v.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: CONTACT_PHONE.whatsappNeedsMobile });
  });
export type PpidRequestInput = z.infer<typeof ppidRequestInputSchema>;

export const ppidExtendSchema = z.object({
  days: z.coerce
    .number({ error: PPID_ADMIN.admin.extendDaysInvalid })
    .int(PPID_ADMIN.admin.extendDaysInvalid)
    .min(1, PPID_ADMIN.admin.extendDaysInvalid)
    .max(PPID_EXTENSION_MAX_DAYS, PPID_ADMIN.admin.extendDaysInvalid),
  reason: text(L.reason, PPID_ADMIN.admin.extendReasonRequired),
});
export type PpidExtendInput = z.infer<typeof ppidExtendSchema>;

const A = PPID_ADMIN.admin;

/**
 * The answer (its attachments are files): the decision, the text the requester reads and, for a partial
 * answer, what is withheld and its Pasal 17 exemption; for information not held, optionally who holds it.
 * A form without a decision is the full grant it always was.
 */
export const ppidAnswerSchema = z
  .object({
    type: z
      .union([z.enum(GIVEN_ANSWER_TYPES), z.literal('')], { error: A.answerTypeRequired })
      .optional()
      .transform((v) => v || 'dikabulkan'),
    answer: text(L.answer, A.answerRequired),
    basis: z
      .union([z.enum(EXEMPTIONS), z.literal('')], { error: A.rejectBasisRequired })
      .optional()
      .transform((v) => v || null),
    withheld: optionalText(L.withheld),
    holder: optionalText(L.holder),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'sebagian') return;
    if (!v.basis) ctx.addIssue({ code: 'custom', path: ['basis'], message: A.rejectBasisRequired });
    if (!v.withheld) ctx.addIssue({ code: 'custom', path: ['withheld'], message: A.withheldRequired });
  });
export type PpidAnswerInput = z.infer<typeof ppidAnswerSchema>;
export type PpidAnswerBody = z.input<typeof ppidAnswerSchema>;

/** Carrying out an upheld objection: what the requester is told (its documents are files). */
export const ppidCarryOutSchema = z.object({ note: text(L.answer, A.carryOutNoteRequired) });

export const ppidRejectSchema = z.object({
  basis: z.enum(EXEMPTIONS, { error: PPID_ADMIN.admin.rejectBasisRequired }),
  note: optionalText(L.reason),
});
export type PpidRejectInput = z.infer<typeof ppidRejectSchema>;
export type PpidRejectBody = z.input<typeof ppidRejectSchema>;

export const ppidObjectionSchema = z.object({
  reason: z.enum(OBJECTION_REASONS, { error: PPID_FORM.objection.reasonRequired }),
  note: optionalText(L.reason),
});
export type PpidObjectionInput = z.infer<typeof ppidObjectionSchema>;
export type PpidObjectionBody = z.input<typeof ppidObjectionSchema>;

/** The superior's decision: upheld or not, the written answer, and for an upheld one the PPID's working days. */
export const ppidObjectionAnswerSchema = z.object({
  decision: z.enum(OBJECTION_DECISIONS, { error: A.decisionRequired }),
  answer: text(L.answer, A.objectionAnswerRequired),
  days: z.coerce
    .number({ error: A.orderDaysInvalid })
    .int(A.orderDaysInvalid)
    .min(1, A.orderDaysInvalid)
    .max(ORDER_DAYS_MAX, A.orderDaysInvalid)
    .default(ORDER_DAYS_MAX),
});
export type PpidObjectionAnswerInput = z.infer<typeof ppidObjectionAnswerSchema>;
export type PpidObjectionAnswerBody = z.input<typeof ppidObjectionAnswerSchema>;

/**
 * A tick box: the posted form's 'ya' (multipart, as the server receives it) or the admin form's own
 * boolean (react-hook-form's checkbox, checked by this same schema before it is sent).
 */
const tick = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'ya');

/** A DIP entry's columns (its document is a file). */
export const dipInputSchema = z.object({
  category: z.enum(DIP_CATEGORIES, { error: PPID_ADMIN.dipAdmin.fieldRequired }),
  nomor: text(L.dipNomor, PPID_ADMIN.dipAdmin.fieldRequired),
  ringkasan: text(L.dipText, PPID_ADMIN.dipAdmin.fieldRequired),
  pejabat: text(L.dipText, PPID_ADMIN.dipAdmin.fieldRequired),
  penanggungJawab: text(L.dipText, PPID_ADMIN.dipAdmin.fieldRequired),
  waktuTempat: text(L.dipText, PPID_ADMIN.dipAdmin.fieldRequired),
  bentuk: text(L.dipText, PPID_ADMIN.dipAdmin.fieldRequired),
  jangkaWaktu: text(L.dipText, PPID_ADMIN.dipAdmin.fieldRequired),
  published: tick,
  removeFile: tick,
});
export type DipInput = z.infer<typeof dipInputSchema>;

export const ppidYearSchema = z.object({
  tahun: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

export const ppidAdminListSchema = z.object({
  // An old link's page number: the first page (issue 41: the list pages by cursor).
  page: z.coerce.number().int().min(1).max(10000).catch(1),
  cursor: cursorParamSchema,
  // Shorter than three letters or digits in a row: no search (issue 41, searchWord).
  q: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX)
    .optional()
    .catch(undefined)
    .transform((q) => (q && searchWord(q)) || undefined),
  status: z.enum(['Diajukan', 'Diproses', 'Perlu Dilengkapi', 'Selesai', 'Ditolak', 'terlambat', 'minggu-ini']).optional().catch(undefined),
});
