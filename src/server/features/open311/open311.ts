import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { KABUPATEN } from '../../../shared/kabupaten.ts';
import { damageReportInputSchema } from '../../../shared/damage-report-schemas.ts';
import { OPEN311_SERVICE_CODES, reportTypeOfCode } from '../../../shared/open311.ts';
import { REPORT_TYPES, type RequestStatus } from '../../../shared/constants.ts';
import { nearestKabupaten } from '../../../shared/sulbar-geo.ts';
import { OFFICE } from '../../../shared/strings.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  damageReportPhotos as p,
  damageReports as d,
  open311ApiKeys,
  serviceRequests as r,
  statusChanges,
} from '../../db/schema.ts';
import { countHit } from '../../http/rate-limit.ts';
import { sharedAnswers } from '../../cache/shared-answers.ts';
import { submitDamageReport } from '../damage-reports/index.ts';
import { OPEN311 } from './open311-texts.ts';

// Open311 GeoReport v2 (issue 15, item 10; docs/decisions/025-open311.md). Only reports a moderator
// made public, never the reporter; a confidential report without its pin. Field names as the
// specification names them.

/** A GeoReport error: the HTTP status, and the body `[{ code, description }]`. */
export class Open311Error extends Error {
  readonly status: 400 | 403 | 404 | 429;
  readonly description: string;
  constructor(status: 400 | 403 | 404 | 429, description: string) {
    super(description);
    this.status = status;
    this.description = description;
  }
}

const AGENCY = OFFICE.longName;
/** Requests per answer: 100 unless asked (page_size), at most 1,000 as the specification suggests. */
const OPEN311_PAGE_SIZE = 100;
const OPEN311_PAGE_MAX = 1000;
/** Without dates or ids, the last 90 days (the specification's default). */
const DEFAULT_DAYS = 90;
/** Requests a key may send per hour. */
const POSTS_PER_HOUR = 100;

// Closed for this office: finished, refused, or forwarded to the authority that owns the road (issue 39,
// "closed – referred" in FixMyStreet's words).
const CLOSED: RequestStatus[] = ['Selesai', 'Ditolak', 'Diteruskan'];
const isOpen = (status: RequestStatus | null) => !status || !CLOSED.includes(status);

/** W3C date-time in WITA, as people in Mamuju read it: 2026-11-25T09:30:00+08:00. */
const wita = (d: Date) => `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export function discovery(baseUrl: string) {
  return {
    changeset: '2026-11-25T00:00:00+08:00',
    contact: `${OFFICE.longName}, ${OFFICE.address}. ${OFFICE.phone}, ${OFFICE.email}`,
    key_service: OPEN311.keyService(`${baseUrl}/kontak`),
    endpoints: [
      {
        specification: 'http://wiki.open311.org/GeoReport_v2',
        url: `${baseUrl}/open311/v2`,
        changeset: '2026-11-25T00:00:00+08:00',
        type: 'production',
        formats: ['application/json'],
      },
    ],
  };
}

export function services() {
  return REPORT_TYPES.map((type) => ({
    service_code: OPEN311_SERVICE_CODES[type],
    service_name: type,
    description: OPEN311.serviceDescription(type),
    metadata: false,
    type: 'realtime',
    keywords: OPEN311.keywords[type],
    group: 'Lapor Kerusakan',
  }));
}

function parseDate(value: string | undefined, name: string): Date | null {
  if (!value) return null;
  // W3C / ISO 8601: a date, or a date and time with its zone.
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value))
    throw new Open311Error(400, OPEN311.badDate(name));
  const date = new Date(/T/.test(value) ? value : `${value}T00:00:00+08:00`);
  if (Number.isNaN(date.getTime())) throw new Open311Error(400, OPEN311.badDate(name));
  return date;
}

export type RequestsQuery = Partial<
  Record<'service_request_id' | 'service_code' | 'status' | 'start_date' | 'end_date' | 'page' | 'page_size', string>
>;

// Other systems poll requests.json: identical questions share one read, kept as the bytes sent (a
// hundred requests are some 70 KB of JSON: not written again for every poll), until a report changes
// (cache/changes.ts) or 30 s pass.
const answers = sharedAnswers<{ count: number; body: Uint8Array }>(30_000, 500, { name: 'open311' });

/** GET requests.json: the public reports the filters name, newest first, as JSON bytes. */
export function listRequests(db: Db, baseUrl: string, q: RequestsQuery) {
  const key = JSON.stringify([q.service_request_id, q.service_code, q.status, q.start_date, q.end_date, q.page, q.page_size]);
  return answers.get(db, key, async () => {
    const rows = await readRequests(db, baseUrl, q);
    return { count: rows.length, body: new TextEncoder().encode(JSON.stringify(rows)) };
  });
}

async function readRequests(db: Db, baseUrl: string, q: RequestsQuery) {
  const ids = q.service_request_id
    ?.split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (ids && ids.length > 100) throw new Open311Error(400, OPEN311.tooManyIds);
  const types = q.service_code?.split(',').map((c) => {
    const type = reportTypeOfCode(c.trim());
    if (!type) throw new Open311Error(400, OPEN311.unknownService(c.trim()));
    return type;
  });
  const statuses = q.status?.split(',').map((s) => {
    const v = s.trim().toLowerCase();
    if (v !== 'open' && v !== 'closed') throw new Open311Error(400, OPEN311.badStatus);
    return v;
  });
  let start = parseDate(q.start_date, 'start_date');
  const end = parseDate(q.end_date, 'end_date');
  if (!ids?.length && !start) start = new Date((end ?? new Date()).getTime() - DEFAULT_DAYS * 86_400_000);
  const page = q.page ? Number(q.page) : 1;
  const size = q.page_size ? Number(q.page_size) : OPEN311_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw new Open311Error(400, OPEN311.badPage);
  if (!Number.isInteger(size) || size < 1 || size > OPEN311_PAGE_MAX) throw new Open311Error(400, OPEN311.badPage);

  const where: SQL[] = [eq(d.visibility, 'publik')];
  if (ids?.length) where.push(inArray(r.trackingCode, ids));
  if (types) where.push(inArray(d.reportType, types));
  if (statuses && statuses.length === 1) {
    where.push(statuses[0] === 'open' ? notInArray(r.status, CLOSED) : inArray(r.status, CLOSED));
  }
  if (start) where.push(gte(d.reportedAt, start));
  if (end) where.push(lt(d.reportedAt, end));

  const rows = await db
    .select({
      id: d.requestId,
      code: r.trackingCode,
      status: r.status,
      type: d.reportType,
      kabupaten: d.kabupaten,
      location: sql<string>`coalesce(${d.publicLocation}, ${r.description})`,
      description: sql<string>`coalesce(${d.publicDescription}, ${r.details}->>'description', '')`,
      reportedAt: d.reportedAt,
      dueOn: d.dueOn,
      confidential: d.confidential,
      latitude: d.latitude,
      longitude: d.longitude,
      cover: sql<
        string | null
      >`(select ${p.id} from ${p} where ${p.requestId} = ${d.requestId} and ${p.kind} = 'laporan' and ${p.redactedAt} is null order by ${p.position} limit 1)`,
      note: sql<
        string | null
      >`(select ${statusChanges.publicNote} from ${statusChanges} where ${statusChanges.requestTable} = 'service_requests' and ${statusChanges.requestId} = ${d.requestId} and ${statusChanges.publicNote} is not null order by ${statusChanges.changedAt} desc limit 1)`,
      updatedAt: sql<Date | null>`(select max(${statusChanges.changedAt}) from ${statusChanges} where ${statusChanges.requestTable} = 'service_requests' and ${statusChanges.requestId} = ${d.requestId})`,
    })
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .where(and(...where))
    // The index's own order (damage_reports_public_idx): read from it, not sorted.
    .orderBy(sql`${d.reportedAt} desc nulls last`, asc(d.requestId))
    .limit(size)
    .offset((page - 1) * size);

  return rows.map((row) => ({
    service_request_id: row.code,
    status: isOpen(row.status) ? 'open' : 'closed',
    status_notes: row.note,
    service_name: row.type,
    service_code: OPEN311_SERVICE_CODES[row.type as keyof typeof OPEN311_SERVICE_CODES],
    description: row.description,
    agency_responsible: AGENCY,
    service_notice: OPEN311.serviceNotice,
    requested_datetime: wita(row.reportedAt),
    updated_datetime: wita(row.updatedAt ? new Date(row.updatedAt) : row.reportedAt),
    expected_datetime: row.dueOn ? `${row.dueOn}T23:59:59+08:00` : null,
    address: [row.location, row.kabupaten].filter(Boolean).join(', '),
    address_id: null,
    zipcode: null,
    lat: row.confidential ? null : row.latitude,
    long: row.confidential ? null : row.longitude,
    media_url: row.cover ? `${baseUrl}/api/laporan/foto/${row.cover}` : null,
  }));
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key's row if it is one we issued and did not revoke; its use is recorded. */
async function keyOf(db: Db, apiKey: string | undefined) {
  if (!apiKey) throw new Open311Error(403, OPEN311.keyMissing);
  const [row] = await db
    .update(open311ApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(open311ApiKeys.keyHash, hashKey(apiKey)), isNull(open311ApiKeys.revokedAt)))
    .returning({ id: open311ApiKeys.id, name: open311ApiKeys.name, prefix: open311ApiKeys.keyPrefix });
  if (!row) throw new Open311Error(403, OPEN311.keyInvalid);
  return row;
}

/** The kabupaten an address names, for a request that came without a pin. */
const kabupatenIn = (text: string) =>
  KABUPATEN.filter((k) => new RegExp(`\\b${k}\\b`, 'i').test(text)).sort((a, b) => b.length - a.length)[0];

/**
 * POST requests.json: a damage report from another system, through the citizen form's own verb and
 * schema (the province's box, required fields), waiting for moderation like any other.
 */
export async function createRequest(deps: Deps, form: Record<string, string>) {
  const key = await keyOf(deps.db, form.api_key);
  if ((await countHit(deps.db, `open311:${key.id}`, 60 * 60 * 1000)) > POSTS_PER_HOUR) throw new Open311Error(429, OPEN311.rateLimited);
  const type = reportTypeOfCode(form.service_code ?? '');
  if (!type) throw new Open311Error(400, form.service_code ? OPEN311.unknownService(form.service_code) : OPEN311.serviceRequired);
  const name = [form.first_name, form.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  if (!name) throw new Open311Error(400, OPEN311.nameRequired);
  const hasPin = Boolean(form.lat || form.long);
  const lat = Number(form.lat);
  const lng = Number(form.long);
  const address = form.address_string?.trim() ?? '';
  let kabupaten: string | undefined;
  if (hasPin) {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new Open311Error(400, OPEN311.badCoordinates);
  } else {
    if (!address) throw new Open311Error(400, OPEN311.locationRequired);
    kabupaten = kabupatenIn(address);
    if (!kabupaten) throw new Open311Error(400, OPEN311.kabupatenRequired);
  }
  const parsed = damageReportInputSchema.safeParse({
    reporterName: name,
    reporterEmail: form.email ?? '',
    location: address || OPEN311.pinLocation(lat, lng),
    description: form.description ?? '',
    reportType: type,
    kabupaten: kabupaten ?? (hasPin && Number.isFinite(lat) ? nearestKabupaten(lat, lng) : ''),
    latitude: hasPin ? String(form.lat).trim() : '',
    longitude: hasPin ? String(form.long).trim() : '',
  });
  if (!parsed.success) throw new Open311Error(400, parsed.error.issues[0]?.message ?? OPEN311.invalid);
  const receipt = await submitDamageReport({
    deps,
    actor: null,
    input: { ...parsed.data, bridgeId: null, photos: [], idempotencyKey: null },
  });
  await deps.db
    .insert(auditLog)
    .values({ actorId: null, action: 'open311.request', target: receipt.trackingCode, details: { key: key.prefix, system: key.name } });
  return [{ service_request_id: receipt.trackingCode, service_notice: OPEN311.serviceNotice, account_id: null }];
}
