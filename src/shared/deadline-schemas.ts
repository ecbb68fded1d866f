import { z } from 'zod';
import { REPORT_TYPES } from './constants.ts';
import { DEADLINES } from './deadline-strings.ts';

export const MAX_TARGET_DAYS = 365;

/** One target per infrastructure type, in working days. */
export const targetsSchema = z.object({
  targets: z
    .array(
      z.object({
        reportType: z.enum(REPORT_TYPES, { error: DEADLINES.unknownType }),
        workingDays: z.coerce
          .number({ error: DEADLINES.invalidDays })
          .int(DEADLINES.invalidDays)
          .min(1, DEADLINES.invalidDays)
          .max(MAX_TARGET_DAYS, DEADLINES.invalidDays),
      }),
    )
    .min(1, DEADLINES.invalidDays)
    .max(REPORT_TYPES.length, DEADLINES.unknownType),
});
export type TargetsInput = z.infer<typeof targetsSchema>;
export type DamageTarget = { reportType: (typeof REPORT_TYPES)[number]; workingDays: number | null; updatedAt: string | null };
