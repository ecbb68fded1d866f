import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '../../../shared/constants.ts';
import type { PublicReportFilters, PublicReportItem } from '../../../shared/public-report-schemas.ts';
import { damageReportPhotos as p, damageReports as d, serviceRequests as r } from '../../db/schema.ts';
import { forwardedToSql } from '../../requests/forwarded-to.ts';
import { isLateSql } from './targets.ts';

/*
 * What the public sees of a damage report (issue 15, item 3): only reports a moderator made public,
 * the text staff may have edited in place of the reporter's, photos not redacted, and the pin only
 * when the report is not confidential. Never the reporter's name or e-mail: they are not selected.
 * What the public-report verbs share.
 */

const SUMMARY_LENGTH = 180;

export const photoUrl = (id: string) => `/api/laporan/foto/${id}`;

export const publicWhere = (f: Partial<PublicReportFilters>): SQL | undefined =>
  and(
    // A constant, not a value: a prepared page's generic plan is then made for public reports.
    sql`${d.visibility} = 'publik'`,
    f.status ? eq(r.status, f.status) : undefined,
    f.jenis ? eq(d.reportType, f.jenis) : undefined,
    f.kabupaten ? eq(d.kabupaten, f.kabupaten) : undefined,
  );

export const columns = {
  id: d.requestId,
  trackingCode: r.trackingCode,
  reportType: d.reportType,
  kabupaten: d.kabupaten,
  location: sql<string>`coalesce(${d.publicLocation}, ${r.description})`,
  description: sql<string>`coalesce(${d.publicDescription}, ${r.details}->>'description', '')`,
  status: r.status,
  reportedAt: d.reportedAt,
  confidential: d.confidential,
  latitude: d.latitude,
  longitude: d.longitude,
  supporters: d.supporters,
  cover: sql<
    string | null
  >`(select ${p.id} from ${p} where ${p.requestId} = ${d.requestId} and ${p.kind} = 'laporan' and ${p.redactedAt} is null order by ${p.position} limit 1)`,
  dueOn: d.dueOn,
  late: isLateSql,
  forwardedTo: forwardedToSql(),
  reopenCount: d.reopenCount,
  confirmedAt: d.confirmedAt,
  bridgeId: d.bridgeId,
};

export type Row = {
  id: string;
  trackingCode: string;
  reportType: string;
  kabupaten: string | null;
  location: string;
  description: string;
  status: RequestStatus;
  reportedAt: Date;
  confidential: boolean;
  latitude: number | null;
  longitude: number | null;
  supporters: number;
  cover: string | null;
  dueOn: string | null;
  late: boolean;
  forwardedTo: string | null;
  reopenCount: number;
  confirmedAt: Date | null;
  bridgeId: string | null;
};

/** What an item of the list is made of (itemOf). */
export type ItemFields = Omit<Row, 'id' | 'reopenCount' | 'confirmedAt' | 'bridgeId'>;

const summaryOf = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text);

export function itemOf(row: ItemFields): PublicReportItem {
  return {
    trackingCode: row.trackingCode,
    reportType: row.reportType,
    kabupaten: row.kabupaten,
    location: row.location,
    summary: summaryOf(row.description),
    status: row.status,
    reportedAt: row.reportedAt.toISOString(),
    cover: row.cover ? photoUrl(row.cover) : null,
    pin: !row.confidential && row.latitude != null && row.longitude != null ? { lat: row.latitude, lng: row.longitude } : null,
    supporters: row.supporters,
    dueOn: row.dueOn,
    late: row.late,
    forwardedTo: row.forwardedTo,
  };
}
