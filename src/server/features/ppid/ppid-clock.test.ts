import { describe, expect, it } from 'vitest';
import { answerDueOn, daysLeft, extendedDueOn, objectionDueOn, objectionUntil, workingDaysBetween } from './ppid-clock.ts';

// 2026: Nyepi Thursday 19 March, Idul Fitri Friday 20 and Saturday 21 March, Good Friday 3 April.
describe('the PPID clock in working days', () => {
  it('puts the answer 10 working days after a request, across Nyepi, Idul Fitri, a weekend and Good Friday', () => {
    // Sent Wednesday 18 March 2026 at 10.00 WITA: 19, 20 (holidays), 21–22 (weekend) do not count;
    // 23–27 are days 1–5, 30 March–2 April 6–9, 3 April is Good Friday: day 10 is Monday 6 April.
    expect(answerDueOn(new Date('2026-03-18T02:00:00Z'))).toBe('2026-04-06');
    // Sent at 23.30 WITA on Friday 13 March (15.30 UTC, still the 13th there too) and at 00.30 WITA on
    // Saturday 14 (16.30 UTC on the 13th): both count from Monday 16; 16–18, 23–27, 30–31 March.
    expect(answerDueOn(new Date('2026-03-13T15:30:00Z'))).toBe('2026-03-31');
    expect(answerDueOn(new Date('2026-03-13T16:30:00Z'))).toBe('2026-03-31');
    // Sent at 07.30 WITA on Thursday 12 March (23.30 UTC on the 11th): the 12th does not count, UTC's 11th would.
    expect(answerDueOn(new Date('2026-03-11T23:30:00Z'))).toBe('2026-03-30');
  });

  it('extends once by up to seven more working days from the due date', () => {
    // Due Friday 13 November 2026, seven more: 16–20 and 23–24 November.
    expect(extendedDueOn('2026-11-13', 7)).toBe('2026-11-24');
    expect(extendedDueOn('2026-12-24', 1)).toBe('2026-12-28');
  });

  it('counts the days left and the days late in working days', () => {
    expect(workingDaysBetween('2026-11-06', '2026-11-09')).toBe(1);
    expect(daysLeft('2026-11-13', '2026-11-09')).toBe(4);
    expect(daysLeft('2026-11-13', '2026-11-13')).toBe(0);
    // Past it: Monday 16 November is one working day late; the Sunday before is late too.
    expect(daysLeft('2026-11-13', '2026-11-16')).toBe(-1);
    expect(daysLeft('2026-11-13', '2026-11-15')).toBe(-1);
    expect(daysLeft('2026-11-13', '2026-11-18')).toBe(-3);
  });

  it('opens the objection window for 30 working days after the answer, or after a missed deadline', () => {
    // Answered Monday 6 April 2026 (10.00 WITA): 30 working days later is Wednesday 20 May (1 and 14 May
    // are holidays — Labour Day and Ascension — and 27 May is Idul Adha, after it).
    const answered = objectionUntil({ answeredAt: new Date('2026-04-06T02:00:00Z'), dueOn: '2026-04-06' }, '2026-04-06');
    expect(answered).toBe('2026-05-20');
    // Not answered and not late yet: no objection.
    expect(objectionUntil({ answeredAt: null, dueOn: '2026-11-13' }, '2026-11-13')).toBeNull();
    // Not answered and late: 30 working days after the due date.
    expect(objectionUntil({ answeredAt: null, dueOn: '2026-11-13' }, '2026-11-16')).toBe('2026-12-28');
    // The superior's 30 working days from the day the objection arrives.
    expect(objectionDueOn(new Date('2026-11-16T02:00:00Z'))).toBe('2026-12-29');
  });
});
