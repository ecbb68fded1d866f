import { sql } from 'drizzle-orm';
import { REPORT_TYPES } from '../../../shared/constants.ts';
import { statusesOf } from '../../../shared/request-transitions.ts';
import { KABUPATEN } from '../../../shared/kabupaten.ts';
import type { MonthRow, PublicStatistics, ServiceStats, StatFigure, StatPeriod } from '../../../shared/statistics.ts';
import { STATS } from '../../../shared/statistics-strings.ts';
import type { Db } from '../../db/client.ts';
import { sharedAnswers } from '../../cache/shared-answers.ts';
import { csvDocument } from '../../exports/csv.ts';
import { roadKemantapan } from './road-kemantapan.ts';

// Public statistics (issue 15, item 9; docs/decisions/026-public-statistics.md). Every damage report
// counts (not only the public ones): counts reveal nothing about a person. Dates are WITA.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const witaNow = () => new Date(Date.now() + 8 * 3600_000);

/** `12b` (default), or a year from 2000 to 2100; anything else is the default. */
function parsePeriod(value: string | undefined): StatPeriod {
  const m = /^(\d{4})$/.exec(value ?? '');
  const year = m ? Number(m[1]) : NaN;
  if (year >= 2000 && year <= 2100) return { key: String(year), label: STATS.year(year), kind: 'year', year };
  return { key: '12b', label: STATS.rolling, kind: 'rolling', year: null };
}

/** The period's first month (year, month 1-12) and its 12 months. */
function monthsOf(p: StatPeriod): { y: number; m: number }[] {
  const now = witaNow();
  let y = p.year ?? now.getUTCFullYear();
  let m = p.year ? 1 : now.getUTCMonth() + 1 - 11;
  if (m < 1) {
    m += 12;
    y -= 1;
  }
  return Array.from({ length: 12 }, (_, i) => {
    const mm = ((m - 1 + i) % 12) + 1;
    return { y: y + Math.floor((m - 1 + i) / 12), m: mm };
  });
}

const key = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;

function bounds(p: StatPeriod) {
  const months = monthsOf(p);
  const first = months[0]!;
  const start = sql`make_timestamptz(${first.y}, ${first.m}, 1, 0, 0, 0, 'Asia/Makassar')`;
  return { months, start, end: sql`(${start} + interval '12 months')` };
}

const monthRows = (months: { y: number; m: number }[], counts: Map<string, number>): MonthRow[] =>
  months.map(({ y, m }) => ({ month: key(y, m), label: `${MONTHS[m - 1]} ${y}`, value: counts.get(key(y, m)) ?? 0 }));

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

async function serviceStats(db: Db, table: 'sirekanan_requests' | 'pengajuan_uji', p: StatPeriod): Promise<ServiceStats> {
  const { months, start, end } = bounds(p);
  const t = sql.identifier(table);
  const [perMonth, median] = await Promise.all([
    db.execute<{ month: string; n: number }>(sql`
      select to_char(created_at at time zone 'Asia/Makassar', 'YYYY-MM') as month, count(*)::int as n
      from ${t} where created_at >= ${start} and created_at < ${end} group by 1`),
    // Processing time: from the request to its first decision (Selesai or Ditolak).
    db.execute<{ median: number | null; n: number }>(sql`
      select percentile_cont(0.5) within group (order by days) as median, count(*)::int as n from (
        select extract(epoch from (
          select min(s.changed_at) from status_changes s
          where s.request_table = ${table} and s.request_id = r.id and s.to_status in ('Selesai', 'Ditolak')
        ) - r.created_at) / 86400 as days
        from ${t} r where r.created_at >= ${start} and r.created_at < ${end}
      ) x where days is not null`),
  ]);
  const counts = new Map(perMonth.rows.map((r) => [r.month, r.n]));
  const rows = monthRows(months, counts);
  return {
    perMonth: rows,
    total: rows.reduce((a, r) => a + r.value, 0),
    medianDays: round1(median.rows[0]?.median == null ? null : Number(median.rows[0].median)),
    finished: median.rows[0]?.n ?? 0,
  };
}

/**
 * Issue 40, item 6: from the sample received (lab_samples.received_at) to the request's first result report
 * (issued_documents, kind lab_result, a replaced one included: the customer had a result from then on), over the
 * Selesai requests whose first report was issued in the period. A report older than its sample row (entered before
 * drop-off was recorded) measures nothing and is left out.
 */
async function labTurnaround(db: Db, p: StatPeriod): Promise<PublicStatistics['labTurnaround']> {
  const { start, end } = bounds(p);
  const res = await db.execute<{ median: number | null; n: number }>(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from d.first_at - s.received_at) / 86400) as median,
      count(*)::int as n
    from pengajuan_uji r
    join lab_samples s on s.request_id = r.id
    join (
      select request_id, min(issued_at) as first_at from issued_documents
      where request_table = 'pengajuan_uji' and kind = 'lab_result' group by 1
    ) d on d.request_id = r.id
    where r.status = 'Selesai' and d.first_at >= ${start} and d.first_at < ${end} and d.first_at >= s.received_at`);
  const row = res.rows[0];
  return { medianDays: round1(row?.median == null ? null : Number(row.median)), results: row?.n ?? 0 };
}

async function compute(db: Db, p: StatPeriod): Promise<PublicStatistics> {
  const { months, start, end } = bounds(p);
  const inPeriod = sql`d.reported_at >= ${start} and d.reported_at < ${end}`;
  const [groups, perMonth, done, years, sirekanan, ujilab, roads, forwarded, turnaround] = await Promise.all([
    db.execute<{ status: string; type: string; kabupaten: string | null; n: number }>(sql`
      select r.status, d.report_type as type, d.kabupaten, count(*)::int as n
      from damage_reports d join service_requests r on r.id = d.request_id
      where ${inPeriod} group by 1, 2, 3`),
    db.execute<{ month: string; n: number }>(sql`
      select to_char(d.reported_at at time zone 'Asia/Makassar', 'YYYY-MM') as month, count(*)::int as n
      from damage_reports d where ${inPeriod} group by 1`),
    // Finished reports: how long they took, and whether they met their deadline (end of due day, WITA).
    db.execute<{ median: number | null; done: number; counted: number; on_time: number }>(sql`
      select percentile_cont(0.5) within group (order by extract(epoch from d.finished_at - d.reported_at) / 86400) as median,
        count(*)::int as done,
        count(d.due_on)::int as counted,
        count(*) filter (where d.due_on is not null and (d.finished_at at time zone 'Asia/Makassar')::date <= d.due_on)::int as on_time
      from damage_reports d join service_requests r on r.id = d.request_id
      where ${inPeriod} and r.status = 'Selesai' and d.finished_at is not null`),
    db.execute<{ y: number }>(sql`
      select distinct extract(year from reported_at at time zone 'Asia/Makassar')::int as y from damage_reports
      union select distinct extract(year from created_at at time zone 'Asia/Makassar')::int from sirekanan_requests
      union select distinct extract(year from created_at at time zone 'Asia/Makassar')::int from pengajuan_uji`),
    serviceStats(db, 'sirekanan_requests', p),
    serviceStats(db, 'pengajuan_uji', p),
    roadKemantapan(db),
    // Issue 39, item 3: reports with another authority now, by the authority they went to.
    db.execute<{ instansi: string; n: number }>(sql`
      select f.instansi_name as instansi, count(*)::int as n
      from damage_reports d join service_requests r on r.id = d.request_id
      join report_forwardings f on f.request_id = d.request_id and f.taken_back_at is null
      where ${inPeriod} and r.status = 'Diteruskan' group by 1 order by 2 desc, 1`),
    labTurnaround(db, p),
  ]);
  const sum = (pick: (r: { status: string; type: string; kabupaten: string | null }) => boolean) =>
    groups.rows.filter(pick).reduce((a, r) => a + r.n, 0);
  const f = done.rows[0] ?? { median: null, done: 0, counted: 0, on_time: 0 };
  const total = sum(() => true);
  const nowYear = witaNow().getUTCFullYear();
  return {
    period: { key: p.key, label: p.label },
    years: [...new Set([nowYear, ...years.rows.map((r) => r.y), ...(p.year ? [p.year] : [])])]
      .filter((y) => y >= 2000 && y <= 2100)
      .sort((a, b) => b - a),
    damage: {
      total,
      // The statuses a damage report can be in (Uji Lab's own steps are not among them).
      byStatus: statusesOf('damage-reports').map((s) => ({ label: s, value: sum((r) => r.status === s) })),
      byType: REPORT_TYPES.map((t) => ({ label: t, value: sum((r) => r.type === t) })),
      byKabupaten: [
        ...KABUPATEN.map((k) => ({ label: k, value: sum((r) => r.kabupaten === k) })),
        // Reports sent before the form asked for it.
        ...(sum((r) => r.kabupaten === null) ? [{ label: STATS.noKabupaten, value: sum((r) => r.kabupaten === null) }] : []),
      ],
      byInstansi: forwarded.rows.map((r) => ({ label: r.instansi, value: r.n })),
      perMonth: monthRows(months, new Map(perMonth.rows.map((r) => [r.month, r.n]))),
      medianDaysToDone: round1(f.median == null ? null : Number(f.median)),
      done: f.done,
      deadline: {
        counted: f.counted,
        onTime: f.on_time,
        share: f.counted ? Math.round((f.on_time / f.counted) * 1000) / 10 : null,
        withoutDeadline: f.done - f.counted,
      },
    },
    sirekanan,
    ujilab,
    labTurnaround: turnaround,
    roads,
  };
}

// At most a minute old (issue 15, item 9). One computation serves everyone (at 100,000 reports it
// takes about a second, two under load); from 45 s on, a request starts the next one in the
// background and is answered with the current figures, so under steady traffic nobody waits for it
// (issue 18). After a quiet minute the next visitor waits for new figures.
const STATS_TTL_MS = 60_000;
const STATS_REFRESH_AFTER_MS = 45_000;
const asShipped = () => sharedAnswers<PublicStatistics>(STATS_TTL_MS, 50, { refreshAfterMs: STATS_REFRESH_AFTER_MS });
let answers = asShipped();

/** For scripts/bench.ts: `live` computes every answer from PostgreSQL; otherwise as shipped. */
export function setStatisticsLive(live: boolean) {
  answers = live ? sharedAnswers<PublicStatistics>(0) : asShipped();
}

export function getStatistics(db: Db, periode: string | undefined): Promise<PublicStatistics> {
  const p = parsePeriod(periode);
  return answers.get(db, p.key, () => compute(db, p));
}

/** Kemantapan jalan per ruas, one row each (issue 39, item 6). */
function roadRows(stats: PublicStatistics): (string | number | null)[][] {
  const R = STATS.roadsHeaders;
  const C = STATS.roadsCsv;
  return [
    [C.noRuas, C.name, R.status, C.kabupaten, R.panjang, R.baik, R.sedang, R.rusakRingan, R.rusakBerat, R.mantap, R.year],
    ...stats.roads.rows.map((r) => [
      r.noRuas,
      r.name,
      r.status,
      r.kabupaten,
      r.lengthKm,
      r.baikKm,
      r.sedangKm,
      r.rusakRinganKm,
      r.rusakBeratKm,
      r.kemantapan,
      r.year,
    ]),
  ];
}

/** One figure's rows as CSV (UTF-8 with BOM, as the other exports), for a spreadsheet. */
export function figureCsv(stats: PublicStatistics, figure: StatFigure): string {
  const H = STATS.csvHeaders;
  const S = STATS.summary;
  let rows: (string | number | null)[][];
  if (figure === 'laporan-status') rows = [[H.label, H.value], ...stats.damage.byStatus.map((r) => [r.label, r.value])];
  else if (figure === 'laporan-jenis') rows = [[H.label, H.value], ...stats.damage.byType.map((r) => [r.label, r.value])];
  else if (figure === 'laporan-kabupaten') rows = [[H.label, H.value], ...stats.damage.byKabupaten.map((r) => [r.label, r.value])];
  else if (figure === 'laporan-diteruskan') rows = [[H.label, H.value], ...stats.damage.byInstansi.map((r) => [r.label, r.value])];
  else if (figure === 'laporan-bulanan') rows = [[H.month, H.value], ...stats.damage.perMonth.map((r) => [r.month, r.value])];
  else if (figure === 'sirekanan-bulanan') rows = [[H.month, H.value], ...stats.sirekanan.perMonth.map((r) => [r.month, r.value])];
  else if (figure === 'ujilab-bulanan') rows = [[H.month, H.value], ...stats.ujilab.perMonth.map((r) => [r.month, r.value])];
  else if (figure === 'kemantapan-jalan') rows = roadRows(stats);
  else
    rows = [
      [H.figure, H.number],
      [S.damageTotal, stats.damage.total],
      [S.damageDone, stats.damage.done],
      [S.damageMedian, stats.damage.medianDaysToDone],
      [S.deadlineCounted, stats.damage.deadline.counted],
      [S.deadlineOnTime, stats.damage.deadline.onTime],
      [S.deadlineShare, stats.damage.deadline.share],
      [S.sirekananTotal, stats.sirekanan.total],
      [S.sirekananMedian, stats.sirekanan.medianDays],
      [S.ujilabTotal, stats.ujilab.total],
      [S.ujilabMedian, stats.ujilab.medianDays],
      [S.labTurnaround, stats.labTurnaround.medianDays],
      [S.labTurnaroundResults, stats.labTurnaround.results],
    ];
  return csvDocument(rows);
}
