import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { UUID_PATTERN, type Paged } from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import {
  SKM_ELEMENT_KEYS,
  SKM_SERVICES,
  parseSkmPeriod,
  skmPeriodLabel,
  type SkmInvitation,
  type SkmPeriod,
  type SkmResults,
  type SkmService,
  type SkmSuggestionItem,
} from '../../../shared/skm.ts';
import type { SkmAnswer } from '../../../shared/skm-schemas.ts';
import { SKM_SERVICE_LABELS, SKM_TEXT } from '../../../shared/skm-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, sirekananRequests, skmResponses, statusChanges, ujilabRequests } from '../../db/schema.ts';
import { columnsInOrder, exportFilename, exportStream } from '../../exports/stream-export.ts';
import { AppError } from '../../http/errors.ts';
import { computeIkm, minimumSample } from './ikm.ts';
import { SKM_CSV } from './skm-texts.ts';

// The satisfaction survey (issue 16, items 1–3; docs/decisions/028-skm.md).

const FINAL: RequestStatus[] = ['Selesai', 'Ditolak'];

/** The requests a survey can be tied to: Sirekanan and Uji Lab, by their code's prefix. */
const BY_PREFIX = {
  SRK: { service: 'sirekanan', table: sirekananRequests, tableName: 'sirekanan_requests' },
  LAB: { service: 'ujilab', table: ujilabRequests, tableName: 'pengajuan_uji' },
} as const;

/** The survey link's signature: for this request only, valid for as long as the request has no answer. */
export const surveyToken = (secret: string, requestId: string) =>
  createHmac('sha256', secret).update(`skm:${requestId}`).digest('base64url').slice(0, 32);

/** The survey page's address for a finished request (e-mail and dashboard). */
export const surveyPath = (secret: string, code: string, requestId: string) =>
  `/skm?${new URLSearchParams({ kode: code, t: surveyToken(secret, requestId) })}`;

function validToken(secret: string, requestId: string, token: string): boolean {
  const expected = Buffer.from(surveyToken(secret, requestId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

async function findRequest(db: Db | Tx, code: string, token: string, secret: string) {
  const cfg = BY_PREFIX[code.slice(0, 3).toUpperCase() as keyof typeof BY_PREFIX];
  if (!cfg) throw new AppError('NOT_FOUND', SKM_TEXT.errors.linkInvalid);
  const [row] = await db
    .select({ id: cfg.table.id, status: cfg.table.status, code: cfg.table.trackingCode })
    .from(cfg.table)
    .where(eq(cfg.table.trackingCode, code.toUpperCase()))
    .limit(1);
  // An unknown code and a wrong signature answer alike: the link tells nothing about other requests.
  if (!row || !validToken(secret, row.id, token)) throw new AppError('NOT_FOUND', SKM_TEXT.errors.linkInvalid);
  return { ...row, service: cfg.service, tableName: cfg.tableName };
}

/** What the survey page shows about the request its link names. */
export async function getInvitation({
  db,
  secret,
  code,
  token,
}: {
  db: Db;
  secret: string;
  code: string;
  token: string;
}): Promise<SkmInvitation> {
  const request = await findRequest(db, code, token, secret);
  const [answered] = await db.select({ id: skmResponses.id }).from(skmResponses).where(eq(skmResponses.requestId, request.id)).limit(1);
  return { code: request.code, service: request.service, status: request.status ?? 'Diajukan', answered: Boolean(answered) };
}

/**
 * Stores one questionnaire. For a request: the link's signature, a finished request and no answer
 * yet (the unique index decides between two at once). The open survey names only its service.
 */
export async function submitSurvey({ db, secret, input }: { db: Db; secret: string; input: SkmAnswer }): Promise<{ id: string }> {
  const scores = Object.fromEntries(SKM_ELEMENT_KEYS.map((k) => [k, input[k]])) as Record<(typeof SKM_ELEMENT_KEYS)[number], number>;
  const respondent = {
    age: input.age,
    gender: input.gender,
    education: input.education,
    occupation: input.occupation,
    suggestion: input.suggestion,
  };
  if (input.code) {
    const request = await findRequest(db, input.code, input.token ?? '', secret);
    if (!request.status || !FINAL.includes(request.status as RequestStatus)) throw new AppError('CONFLICT', SKM_TEXT.errors.notFinished);
    const [row] = await db
      .insert(skmResponses)
      .values({ service: request.service, requestTable: request.tableName, requestId: request.id, ...scores, ...respondent })
      .onConflictDoNothing()
      .returning({ id: skmResponses.id });
    if (!row) throw new AppError('CONFLICT', SKM_TEXT.errors.alreadyAnswered);
    return row;
  }
  if (!input.service) {
    throw new AppError('VALIDATION', SKM_TEXT.form.serviceRequired, { fields: { service: SKM_TEXT.form.serviceRequired } });
  }
  const [row] = await db
    .insert(skmResponses)
    .values({ service: input.service, ...scores, ...respondent })
    .returning({ id: skmResponses.id });
  return row!;
}

/** The period's bounds in WITA as SQL timestamps. */
const periodBounds = (p: SkmPeriod) => {
  const start = sql`make_timestamptz(${p.year}, ${p.startMonth}, 1, 0, 0, 0, 'Asia/Makassar')`;
  return { start, end: sql`(${start} + make_interval(months => ${p.months}))` };
};

/** The current year in WITA, the default period. */
const currentYear = () => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Makassar' }).format(new Date()));

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

/** The super admin's list of suggestions, newest first. */
export async function listSuggestions({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: { page: number; pageSize: number };
}): Promise<Paged<SkmSuggestionItem>> {
  assertCan(actor, 'skm.manage');
  const where = isNotNull(skmResponses.suggestion);
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: skmResponses.id,
        service: skmResponses.service,
        text: skmResponses.suggestion,
        createdAt: skmResponses.createdAt,
        published: skmResponses.suggestionPublished,
      })
      .from(skmResponses)
      .where(where)
      .orderBy(desc(skmResponses.createdAt))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(skmResponses)
      .where(where),
  ]);
  return {
    items: items.map((i) => ({ ...i, text: i.text!, createdAt: i.createdAt.toISOString() })),
    total: count?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Shows or hides one suggestion on /skm/hasil; in the audit log. */
export async function setSuggestionPublished({
  db,
  actor,
  id,
  published,
}: {
  db: Db;
  actor: Actor;
  id: string;
  published: boolean;
}): Promise<{ id: string; published: boolean }> {
  assertCan(actor, 'skm.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', SKM_TEXT.errors.suggestionNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(skmResponses)
      .set({ suggestionPublished: published })
      .where(and(eq(skmResponses.id, id), isNotNull(skmResponses.suggestion)))
      .returning({ id: skmResponses.id });
    if (!row) throw new AppError('NOT_FOUND', SKM_TEXT.errors.suggestionNotFound);
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: published ? 'skm.suggestion_published' : 'skm.suggestion_hidden', target: id });
    return { id, published };
  });
}

/** The customer's finished requests without an answer: the dashboard's invitation. */
export async function pendingSurveys(db: Db, secret: string, userId: string): Promise<{ code: string; path: string }[]> {
  const rows = await db.execute<{ id: string; code: string }>(sql`
    select r.id, r.code from (
      select id, tracking_code as code, created_at from ${sirekananRequests} where user_id = ${userId} and status in ('Selesai', 'Ditolak')
      union all
      select id, tracking_code as code, created_at from ${ujilabRequests} where user_id = ${userId} and status in ('Selesai', 'Ditolak')
    ) r
    where not exists (select 1 from ${skmResponses} s where s.request_id = r.id)
    order by r.created_at desc
    limit 3`);
  return rows.rows.map((r) => ({ code: r.code, path: surveyPath(secret, r.code, r.id) }));
}

/** Whether a request still waits for its survey (the status e-mail then carries the invitation). */
export async function surveyOpen(tx: Tx, requestId: string): Promise<boolean> {
  const [row] = await tx.select({ id: skmResponses.id }).from(skmResponses).where(eq(skmResponses.requestId, requestId)).limit(1);
  return !row;
}

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
