import { sql } from 'drizzle-orm';
import { SKM_ELEMENT_KEYS, parseSkmPeriod, type SkmService } from '../../../shared/skm.ts';
import { SKM_SERVICE_LABELS } from '../../../shared/skm-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { skmResponses } from '../../db/schema.ts';
import { exportFilename, exportStream, fieldExport, type ExportField } from '../../exports/stream-export.ts';
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
  const H = SKM_CSV;
  const day = sql<string>`to_char(${t.createdAt} at time zone 'Asia/Makassar', 'YYYY-MM-DD')`;
  const { query, columns } = fieldExport(
    {
      // The service by its name.
      service: [t.service, H.service, 18, (v) => SKM_SERVICE_LABELS[v as SkmService] ?? null],
      date: [day, H.date, 12],
      ...Object.fromEntries(SKM_ELEMENT_KEYS.map((k): [string, ExportField] => [k, [t[k], k.toUpperCase(), 6]])),
      age: [t.age, H.age, 8],
      gender: [t.gender, H.gender, 12],
      education: [t.education, H.education, 14],
      occupation: [t.occupation, H.occupation, 20],
      suggestion: [t.suggestion, H.suggestion, 60],
    },
    (select) =>
      db
        .select(select)
        .from(t)
        .where(sql`${t.createdAt} >= ${start} and ${t.createdAt} < ${end}`)
        // Not in the order they came: a row cannot be matched to a request by its place in the file.
        .orderBy(t.service, day, t.id),
  );
  return exportStream(pool, {
    query,
    columns,
    format: 'csv',
    filename: exportFilename(`${H.file}-${period.key}`),
    sheet: H.file,
  });
}
