import { sql } from 'drizzle-orm';
import { SKM_ELEMENT_KEYS, parseSkmPeriod, type SkmService } from '../../../shared/skm.ts';
import { SKM_SERVICE_LABELS } from '../../../shared/skm-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { skmResponses } from '../../db/schema.ts';
import { columnsInOrder, exportFilename, exportStream } from '../../exports/stream-export.ts';
import { currentYear, periodBounds } from './skm-period.ts';
import { SKM_CSV } from './skm-texts.ts';

/**
 * The answers of the period without anything that points to a person or a request: service, date
 * (WITA), u1 … u9 and the optional respondent data, for the quality officer's own analysis.
 */
export function exportAnswers({
  db,
  pool,
  actor,
  periode,
}: {
  db: Db;
  pool: import('pg').Pool;
  actor: Actor;
  periode: string | undefined;
}) {
  assertCan(actor, 'skm.manage');
  const period = parseSkmPeriod(periode) ?? parseSkmPeriod(String(currentYear()))!;
  const { start, end } = periodBounds(period);
  const t = skmResponses;
  const { sql: text, params } = db
    .select({
      service: t.service,
      date: sql`to_char(${t.createdAt} at time zone 'Asia/Makassar', 'YYYY-MM-DD')`,
      ...Object.fromEntries(SKM_ELEMENT_KEYS.map((k) => [k, t[k]])),
      age: t.age,
      gender: t.gender,
      education: t.education,
      occupation: t.occupation,
      suggestion: t.suggestion,
    })
    .from(t)
    .where(sql`${t.createdAt} >= ${start} and ${t.createdAt} < ${end}`)
    // Not in the order they came: a row cannot be matched to a request by its place in the file.
    .orderBy(t.service, sql`to_char(${t.createdAt} at time zone 'Asia/Makassar', 'YYYY-MM-DD')`, t.id)
    .toSQL();
  const H = SKM_CSV;
  return exportStream(pool, {
    query: { sql: text, params },
    columns: [
      // The service by its name; the other columns in the query's order after it.
      { header: H.service, width: 18, value: (r) => SKM_SERVICE_LABELS[r[0] as SkmService] ?? null },
      ...columnsInOrder([
        [H.date, 12],
        ...SKM_ELEMENT_KEYS.map((k): [string, number] => [k.toUpperCase(), 6]),
        [H.age, 8],
        [H.gender, 12],
        [H.education, 14],
        [H.occupation, 20],
        [H.suggestion, 60],
      ]).map((c) => ({ ...c, value: (r: unknown[]) => c.value(r.slice(1)) })),
    ],
    format: 'csv',
    filename: exportFilename(`${H.file}-${period.key}`),
    sheet: H.file,
  });
}
