import { z } from 'zod';
import { SITE } from './strings.ts';

const t = SITE.contact;
const required = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, t.tooLong);

/** The contact form (spec §5: all four fields required), used by the form and by POST /api/contact. */
export const contactMessageSchema = z.object({
  name: required(t.nameRequired, 120),
  email: z.string({ message: t.emailRequired }).trim().toLowerCase().min(1, t.emailRequired).max(254, t.emailInvalid).email(t.emailInvalid),
  subject: required(t.subjectRequired, 200),
  message: required(t.messageRequired, 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
