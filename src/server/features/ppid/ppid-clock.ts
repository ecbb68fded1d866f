// The PPID's clocks in working days (UU 14/2008 Pasal 22 and 36; docs/decisions/030-ppid.md):
// weekends and Indonesia's public holidays off, as the damage reports' deadlines.
import { OBJECTION_ANSWER_DAYS, OBJECTION_WINDOW_DAYS, PPID_ANSWER_DAYS } from '../../../shared/ppid.ts';
import { addWorkingDays, witaDate, workingDaysBetween } from '../../calendar/working-days.ts';

// Counted as the damage reports' and the requests' pauses count them (calendar/working-days.ts).
export { workingDaysBetween };

/** The answer is due on the 10th working day after the day the request arrived (WITA). */
export const answerDueOn = (sentAt: Date): string => addWorkingDays(witaDate(sentAt), PPID_ANSWER_DAYS);

/** The one extension moves the due date by up to 7 more working days. */
export const extendedDueOn = (dueOn: string, days: number): string => addWorkingDays(dueOn, days);

/** Working days left until `dueOn` from `today`; once past it, minus the working days late (at least 1: the weekend after is late too). */
export function daysLeft(dueOn: string, today: string): number {
  return today <= dueOn ? workingDaysBetween(today, dueOn) : -Math.max(1, workingDaysBetween(dueOn, today));
}

/**
 * The last day an objection may be sent: 30 working days after the answer (or refusal) arrived, or
 * after the due date a request was left unanswered on. Null while the PPID still has time.
 */
export function objectionUntil(r: { answeredAt: Date | null; dueOn: string }, today: string): string | null {
  if (r.answeredAt) return addWorkingDays(witaDate(r.answeredAt), OBJECTION_WINDOW_DAYS);
  return r.dueOn < today ? addWorkingDays(r.dueOn, OBJECTION_WINDOW_DAYS) : null;
}

/** The superior answers an objection on the 30th working day after it arrived. */
export const objectionDueOn = (sentAt: Date): string => addWorkingDays(witaDate(sentAt), OBJECTION_ANSWER_DAYS);

/** An upheld objection: carried out by the PPID within the superior's working days, counted from the decision (WITA). */
export const orderDueOn = (decidedAt: Date, days: number): string => addWorkingDays(witaDate(decidedAt), days);
