import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  SKM_ELEMENT_KEYS,
  SKM_SERVICES,
  parseSkmPeriod,
  skmPeriodLabel,
  type SkmPeriod,
  type SkmResults,
  type SkmService,
} from '../../../shared/skm.ts';
import type { Db } from '../../db/client.ts';
import { skmResponses, statusChanges } from '../../db/schema.ts';
import { computeIkm, minimumSample } from './ikm.ts';
import { currentYear, periodBounds } from './skm-period.ts';
import { FINAL } from './survey-link.ts';

/** Requests that reached Selesai or Ditolak in the period: the population the survey samples. */
async function populations(db: Db, p: SkmPeriod): Promise<Record<SkmService, number | null>> {
  const { start, end } = periodBounds(p);
  const rows = await db
    .select({ table: statusChanges.requestTable, n: sql<number>`count(distinct ${statusChanges.requestId})::int` })
    .from(statusChanges)
    .where(
      and(
        inArray(statusChanges.requestTable, ['sirekanan_requests', 'pengajuan_uji', 'service_requests']),
        inArray(statusChanges.toStatus, FINAL),
        sql`${statusChanges.changedAt} >= ${start} and ${statusChanges.changedAt} < ${end}`,
      ),
    )
    .groupBy(statusChanges.requestTable);
  const of = (t: string) => rows.find((r) => r.table === t)?.n ?? 0;
  // Jembatantif is a look-up without accounts: the portal cannot count its users.
  return { sirekanan: of('sirekanan_requests'), ujilab: of('pengajuan_uji'), 'lapor-kerusakan': of('service_requests'), jembatantif: null };
}

/** /skm/hasil: IKM, grade, NRR per element, respondents and published suggestions, per service. */
export async function getSkmResults({ db, periode }: { db: Db; periode: string | undefined }): Promise<SkmResults> {
  const period = parseSkmPeriod(periode) ?? parseSkmPeriod(String(currentYear()))!;
  const { start, end } = periodBounds(period);
  const inPeriod = sql`${skmResponses.createdAt} >= ${start} and ${skmResponses.createdAt} < ${end}`;
  const [sums, suggestions, pops, years] = await Promise.all([
    db
      .select({
        service: skmResponses.service,
        n: sql<number>`count(*)::int`,
        ...Object.fromEntries(SKM_ELEMENT_KEYS.map((k) => [k, sql<number>`sum(${skmResponses[k]})::int`])),
      })
      .from(skmResponses)
      .where(inPeriod)
      .groupBy(skmResponses.service),
    db
      .select({ service: skmResponses.service, text: skmResponses.suggestion, at: skmResponses.createdAt })
      .from(skmResponses)
      .where(and(inPeriod, eq(skmResponses.suggestionPublished, true), isNotNull(skmResponses.suggestion)))
      .orderBy(desc(skmResponses.createdAt))
      .limit(60),
    populations(db, period),
    db.execute<{ y: number }>(
      sql`select distinct extract(year from created_at at time zone 'Asia/Makassar')::int as y from skm_responses order by y desc`,
    ),
  ]);
  const yearList = [...new Set([currentYear(), ...years.rows.map((r) => r.y), period.year])].sort((a, b) => b - a);
  return {
    period: { key: period.key, label: skmPeriodLabel(period) },
    years: yearList,
    services: SKM_SERVICES.map((service) => {
      const row = sums.find((r) => r.service === service) as (Record<string, number> & { n: number }) | undefined;
      const figures = computeIkm(
        SKM_ELEMENT_KEYS.map((k) => row?.[k] ?? 0),
        row?.n ?? 0,
      );
      const population = pops[service];
      return {
        service,
        ...figures,
        population,
        minimumSample: population ? minimumSample(population) : null,
        suggestions: suggestions
          .filter((s) => s.service === service)
          .slice(0, 10)
          .map((s) => ({ text: s.text!, at: s.at.toISOString() })),
      };
    }),
  };
}
