import { z } from 'zod';
import { FEEDBACK } from './feedback-strings.ts';

/** What the e-mail's link carries: who (e), which Selesai (r), the signature (t). */
export const feedbackLinkSchema = z.object({
  e: z.email({ error: FEEDBACK.invalidLink }).max(254, FEEDBACK.invalidLink),
  r: z.coerce
    .number({ error: FEEDBACK.invalidLink })
    .int(FEEDBACK.invalidLink)
    .min(0, FEEDBACK.invalidLink)
    .max(1000, FEEDBACK.invalidLink),
  t: z.string({ error: FEEDBACK.invalidLink }).regex(/^[A-Za-z0-9_-]{32}$/, FEEDBACK.invalidLink),
});
export type FeedbackLink = z.infer<typeof feedbackLinkSchema>;

/** The answer: fixed, or not with what is still wrong (the photo comes as a file beside these). */
export const feedbackAnswerSchema = feedbackLinkSchema
  .extend({
    jawab: z.enum(['ya', 'tidak'], { error: FEEDBACK.answerLegend }),
    alasan: z.string().trim().max(1000, FEEDBACK.reasonTooLong).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.jawab === 'tidak' && (v.alasan ?? '').length < 10)
      ctx.addIssue({ code: 'custom', path: ['alasan'], message: FEEDBACK.reasonRequired });
  });
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

export type FeedbackQuestion = {
  trackingCode: string;
  location: string;
  /** Still asked (the report is Selesai in this round), and whether this address already answered. */
  state: 'open' | 'answered' | 'closed';
};
export type FeedbackResult = { trackingCode: string; fixed: boolean; message: string };
