import { sql, type SQL } from 'drizzle-orm';
import {
  QUEUE_BUCKETS,
  QUEUE_SERVICES,
  type AdminQueues,
  type QueueBucket,
  type QueueService,
  type ServiceQueue,
} from '../../../shared/admin-schemas.ts';
import { can } from '../../../shared/roles.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { damageReports, ppidRequests, profiles, serviceRequests, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { isoTimeSql } from '../../db/json-page.ts';
import { REQUEST_KIND_CONFIG } from '../../requests/request-kinds.ts';
import {
  clockRunningSql,
  dueFilterSql,
  MAX_PAUSED_DAYS,
  dueOn,
  endOfWeek,
  serviceDays,
  todayWita,
  type ClockedService,
} from '../../requests/service-clock.ts';

/** How many requests of each bucket the dashboard lists under its count. */
const QUEUE_ITEMS = 5;

/** Where a service's queue reads its requests: the rows with the office or the citizen, and what each bucket means. */
type Source = {
  from: SQL;
  /** Which rows of `from` are the service's (damage reports in service_requests). */
  scope?: SQL | undefined;
  code: SQL;
  title: SQL;
  who: SQL;
  status: SQL;
  createdAt: SQL;
  /** The deadline column, or null when it follows from the day sent (computed for the few items shown). */
  dueOn: SQL | null;
  /** Working days waited in Perlu Dilengkapi, added to a computed deadline (issue 38, item 2). */
  pausedDays?: SQL | undefined;
  late: SQL;
  week: SQL;
};

const CAPABILITY = {
  sirekanan: REQUEST_KIND_CONFIG.sirekanan.capability,
  ujilab: REQUEST_KIND_CONFIG.ujilab.capability,
  'damage-reports': REQUEST_KIND_CONFIG['damage-reports'].capability,
  ppid: 'ppid.manage',
} as const satisfies Record<QueueService, string>;

function byDeadline(deadline: SQL, running: SQL, today: string) {
  return {
    late: sql`(${running} AND ${deadline} < ${today}::date)`,
    week: sql`(${running} AND ${deadline} >= ${today}::date AND ${deadline} <= ${endOfWeek(today)}::date)`,
  };
}

async function sourceOf(db: Db, service: QueueService, today: string): Promise<{ source: Source; days: number | null }> {
  switch (service) {
    case 'sirekanan':
    case 'ujilab': {
      const t = service === 'sirekanan' ? sirekananRequests : ujilabRequests;
      const days = await serviceDays(db, service satisfies ClockedService);
      return {
        days,
        source: {
          from: sql`${t} INNER JOIN ${profiles} ON ${profiles.id} = ${t.userId}`,
          code: sql`${t.trackingCode}`,
          title: service === 'sirekanan' ? sql`${sirekananRequests.subject}` : sql`${ujilabRequests.jenisUji}::text`,
          who: sql`${profiles.fullName}`,
          status: sql`${t.status}`,
          createdAt: sql`${t.createdAt}`,
          dueOn: null,
          pausedDays: sql`${t.clockPausedDays}`,
          late: dueFilterSql(t, 'terlambat', days, today),
          week: dueFilterSql(t, 'minggu-ini', days, today),
        },
      };
    }
    case 'damage-reports': {
      const t = serviceRequests;
      return {
        days: null,
        source: {
          from: sql`${t} LEFT JOIN ${damageReports} ON ${damageReports.requestId} = ${t.id}`,
          scope: REQUEST_KIND_CONFIG['damage-reports'].scope,
          code: sql`${t.trackingCode}`,
          title: sql`concat_ws(' – ', nullif(${t.details}->>'report_type', ''), ${t.description})`,
          who: sql`coalesce(${t.details}->>'reporter_name', '')`,
          status: sql`${t.status}`,
          createdAt: sql`${t.createdAt}`,
          dueOn: sql`${damageReports.dueOn}`,
          ...byDeadline(sql`${damageReports.dueOn}`, clockRunningSql(t.status), today),
        },
      };
    }
    case 'ppid': {
      const t = ppidRequests;
      return {
        days: null,
        source: {
          from: sql`${t}`,
          code: sql`${t.trackingCode}`,
          title: sql`${t.information}`,
          who: sql`${t.name}`,
          status: sql`${t.status}`,
          createdAt: sql`${t.createdAt}`,
          dueOn: sql`${t.dueOn}`,
          ...byDeadline(sql`${t.dueOn}`, sql`(${clockRunningSql(t.status)} AND ${t.answeredAt} IS NULL)`, today),
        },
      };
    }
  }
}

/** One service's queue in one statement: the open requests once, each bucket's count and first items from them. */
function queueStatement(s: Source): SQL {
  const bucket = (name: QueueBucket) => {
    const items = sql`SELECT "trackingCode", title, who, status, "createdAt", "dueOn", "pausedDays" FROM q WHERE ${sql.identifier(name)}
      ORDER BY "dueOn" ASC NULLS LAST, at ASC, "trackingCode" LIMIT ${sql.raw(String(QUEUE_ITEMS))}`;
    return sql`${sql.raw(`'${name}'`)}, json_build_object(
      'count', (SELECT count(*)::int FROM q WHERE ${sql.identifier(name)}),
      'items', coalesce((SELECT json_agg(i) FROM (${items}) i), '[]'::json))`;
  };
  return sql`WITH q AS (
      SELECT ${s.code} AS "trackingCode", ${s.title} AS title, ${s.who} AS who, ${s.status} AS status,
        ${isoTimeSql(s.createdAt)} AS "createdAt", ${s.createdAt} AS at, ${s.dueOn ?? sql`NULL::date`} AS "dueOn",
        ${s.pausedDays ?? sql`0`} AS "pausedDays",
        ${s.status} = 'Diajukan' AS baru, ${s.status} = 'Perlu Dilengkapi' AS menunggu,
        ${s.late} AS terlambat, ${s.week} AS "mingguIni"
      FROM ${s.from}
      WHERE ${s.status} IN ('Diajukan', 'Diproses', 'Perlu Dilengkapi') AND ${s.scope ?? sql`true`})
    SELECT json_build_object(${sql.join(QUEUE_BUCKETS.map(bucket), sql`, `)})::text AS buckets`;
}

/**
 * The admin's own queues first (issue 38 item 4): for each service the role handles — and only those,
 * checked here — the new requests, those waiting for the citizen, the late ones and those due this week.
 */
export async function getAdminQueues({ db, actor, today = todayWita() }: { db: Db; actor: Actor; today?: string }): Promise<AdminQueues> {
  assertCan(actor, 'admin.dashboard');
  const services = QUEUE_SERVICES.filter((s) => can(actor.role, CAPABILITY[s]));
  const queues = await Promise.all(
    services.map(async (service): Promise<ServiceQueue> => {
      const { source, days } = await sourceOf(db, service, today);
      const { rows } = await db.execute<{ buckets: string }>(queueStatement(source));
      const buckets = JSON.parse(rows[0]!.buckets) as ServiceQueue['buckets'];
      for (const b of QUEUE_BUCKETS)
        for (const item of buckets[b].items as Array<ServiceQueue['buckets'][QueueBucket]['items'][number] & { pausedDays?: number }>) {
          if (source.dueOn == null && days != null)
            item.dueOn = dueOn(item.createdAt, days + Math.min(item.pausedDays ?? 0, MAX_PAUSED_DAYS));
          delete item.pausedDays;
        }
      return { service, buckets };
    }),
  );
  return { queues };
}
