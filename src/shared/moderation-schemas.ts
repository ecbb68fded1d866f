import { z } from 'zod';
import { UUID_PATTERN } from './admin-schemas.ts';
import { DAMAGE_DESCRIPTION_MAX, DAMAGE_LOCATION_MAX } from './constants.ts';
import { MODERATION } from './moderation-strings.ts';

/** Hiding a report from the public, with the reason (the moderation dialog's form sends it as it is). */
export const hideReportSchema = z.object({
  action: z.literal('hide'),
  reason: z
    .string({ error: MODERATION.hideReasonRequired })
    .trim()
    .min(5, MODERATION.hideReasonRequired)
    .max(500, MODERATION.hideReasonTooLong),
});

/** The report's public wording (the moderation dialog's form sends it as it is). */
export const publicTextSchema = z.object({
  action: z.literal('edit-text'),
  publicLocation: z.string().trim().max(DAMAGE_LOCATION_MAX, MODERATION.textTooLong),
  publicDescription: z.string().trim().max(DAMAGE_DESCRIPTION_MAX, MODERATION.textTooLong),
});

/** What a moderator does to one report (issue 15, item 4); each is written to the audit log. */
export const moderationSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish') }),
    hideReportSchema,
    z.object({ action: z.literal('confidential'), confidential: z.boolean() }),
    publicTextSchema,
    z.object({ action: z.enum(['redact-photo', 'restore-photo']), photoId: z.string().regex(UUID_PATTERN, MODERATION.photoNotFound) }),
  ],
  { error: MODERATION.failedTitle },
);
export type ModerationInput = z.infer<typeof moderationSchema>;

export type ModerationEntry = {
  action: keyof typeof MODERATION.historyAction;
  at: string;
  actorName: string | null;
  reason: string | null;
};
