import type { z } from 'zod';
import { PERSON_NAME_TEXT } from './person-name-strings.ts';

// A name typed into a form is printed by the office: in e-mail greetings, on receipts, in staff
// lists. A "name" that carries a link, an e-mail address or a phone number turns those into a
// message of the typist's choosing (issue 33, item 4: "PERHATIAN: akun bank Anda diblokir, hubungi
// 0812-…"). Both the forms and the mail templates ask this one question.

const URL_LIKE = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|id|co|info|xyz|io|ly|link|site|online|top|biz)\b)/i;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+/;
// Six or more digits, with spaces, dots, dashes, brackets or a plus between them: 0812-3456-7890,
// +62 812 3456, (0426) 21 000.
const PHONE_LIKE = /\d(?:[\s.\-+()/]*\d){5,}/;

/** True when a name carries a link, an e-mail address or a phone-number-like run of 6+ digits. */
export function nameCarriesContact(name: string): boolean {
  return URL_LIKE.test(name) || EMAIL_LIKE.test(name) || PHONE_LIKE.test(name);
}

/** The rule every name field adds to its own length checks. */
export const plainName = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => !nameCarriesContact(v), { message: PERSON_NAME_TEXT.noContact });
