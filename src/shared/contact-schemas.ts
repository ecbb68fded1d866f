import { CONTACT } from './contact-strings.ts';
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, EMAIL_MAX, PERSON_NAME_MAX } from './constants.ts';
import { plainName } from './person-name.ts';

const t = CONTACT;
const required = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, t.tooLong);

/** The contact form (spec §5: all four fields required), used by the form and by POST /api/contact. */
export const contactMessageSchema = z.object({
  name: plainName(required(t.nameRequired, PERSON_NAME_MAX)),
  email: z
    .string({ message: t.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, t.emailRequired)
    .max(EMAIL_MAX, t.emailInvalid)
    .email(t.emailInvalid),
  subject: required(t.subjectRequired, CONTACT_SUBJECT_MAX),
  message: required(t.messageRequired, CONTACT_MESSAGE_MAX),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
