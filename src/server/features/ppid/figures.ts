// The yearly figures of the PPID's report (issue 16, item 8; Perki 1/2021 Pasal 36: the number of
// requests, how long they took, how many were granted or refused and why, and the objections).
import { eq, sql } from 'drizzle-orm';
import { ANSWER_TYPES, EXEMPTIONS, type AnswerType, type Exemption, type PpidFigures, type PpidPublic } from '../../../shared/ppid.ts';
import { ANSWER_TYPE_LABELS, EXEMPTION_LABELS, PPID } from '../../../shared/ppid-strings.ts';
import type { Db } from '../../db/client.ts';
import { csvDocument } from '../../exports/csv.ts';
import { ppidObjections, ppidRequests } from '../../db/schema.ts';
import { witaDate } from '../../calendar/working-days.ts';
import { listPublishedDip } from './list-published-dip.ts';
import { workingDaysBetween } from './ppid-clock.ts';
import { isLate, todayWita } from './request-rows.ts';

const currentYear = () => Number(todayWita().slice(0, 4));

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures of the requests received in `year` (WITA). A year holds a few hundred requests at most. */
export async function ppidFigures(db: Db, year: number): Promise<PpidFigures> {
  const inYear = sql`extract(year from (${ppidRequests.createdAt} at time zone 'Asia/Makassar')) = ${year}`;
  const rows = await db
    .select({
      status: ppidRequests.status,
      createdAt: ppidRequests.createdAt,
      answeredAt: ppidRequests.answeredAt,
      dueOn: ppidRequests.dueOn,
      basis: ppidRequests.rejectionBasis,
      answerType: ppidRequests.answerType,
      decision: ppidObjections.decision,
      objectionId: ppidObjections.id,
      objectionAnsweredAt: ppidObjections.answeredAt,
    })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .where(inYear);
  const today = todayWita();
  const byBasis = new Map<Exemption, number>();
  const days: number[] = [];
  for (const r of rows) {
    if (r.answerType === 'ditolak' && r.basis) byBasis.set(r.basis as Exemption, (byBasis.get(r.basis as Exemption) ?? 0) + 1);
    if (r.answeredAt) days.push(workingDaysBetween(witaDate(r.createdAt), witaDate(r.answeredAt)));
  }
  return {
    year,
    received: rows.length,
    answered: rows.filter((r) => r.answerType !== null && r.answerType !== 'ditolak').length,
    rejected: rows.filter((r) => r.answerType === 'ditolak').length,
    rejectedBy: EXEMPTIONS.filter((b) => byBasis.has(b)).map((basis) => ({ basis, count: byBasis.get(basis)! })),
    byAnswer: Object.fromEntries(ANSWER_TYPES.map((type) => [type, rows.filter((r) => r.answerType === type).length])) as Record<
      AnswerType,
      number
    >,
    open: rows.filter((r) => r.answerType === null).length,
    medianDays: median(days),
    late: rows.filter((r) => isLate(r, today)).length,
    objections: rows.filter((r) => r.objectionId !== null).length,
    objectionsAnswered: rows.filter((r) => r.objectionAnsweredAt !== null).length,
    objectionsUpheld: rows.filter((r) => r.decision === 'diterima').length,
  };
}

/** The years with requests, and the current one. */
async function yearsWithRequests(db: Db): Promise<number[]> {
  const { rows } = await db.execute<{ year: number }>(
    sql`select distinct extract(year from (${ppidRequests.createdAt} at time zone 'Asia/Makassar'))::int as year from ${ppidRequests}`,
  );
  return [...new Set([currentYear(), ...rows.map((r) => Number(r.year))])].sort((a, b) => b - a);
}

/** What /ppid shows at once: the published DIP and a year's figures (the current one by default). */
export async function getPpidPublic(db: Db, year: number | undefined): Promise<PpidPublic> {
  const [documents, years] = await Promise.all([listPublishedDip(db), yearsWithRequests(db)]);
  const chosen = year && years.includes(year) ? year : currentYear();
  return { documents, figures: await ppidFigures(db, chosen), years };
}

/** The figures as CSV (BOM, so that a spreadsheet reads the accents): one row per figure. */
export function figuresCsv(f: PpidFigures): string {
  const F = PPID.figures;
  const rows: [string, string | number | null][] = [
    [PPID.page.figuresYear, f.year],
    [F.received, f.received],
    [F.answered, f.answered],
    [F.rejected, f.rejected],
    ...ANSWER_TYPES.map((type): [string, number] => [`${F.byAnswer}: ${ANSWER_TYPE_LABELS[type]}`, f.byAnswer[type]]),
    ...f.rejectedBy.map((r): [string, number] => [`${F.rejected}: ${EXEMPTION_LABELS[r.basis]}`, r.count]),
    [F.open, f.open],
    [F.medianDays, f.medianDays],
    [F.late, f.late],
    [F.objections, f.objections],
    [F.objectionsAnswered, f.objectionsAnswered],
    [F.objectionsUpheld, f.objectionsUpheld],
  ];
  return csvDocument([['Uraian', 'Jumlah'], ...rows]);
}
