import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import type { ReportForwarding } from '../../../shared/forwarding-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { damageReports as d, instansi, profiles, reportForwardings as f, roadSections, serviceRequests as r } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

const takenBy = alias(profiles, 'taken_back_by_profile');

/** The staff panel of a report's routing (issue 39, item 3): its road's owner, where it is, each forwarding, whom it may go to. */
export async function getReportForwarding({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<ReportForwarding> {
  assertCan(actor, 'damage-reports.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const [report] = await db
    .select({
      status: r.status,
      ownerName: instansi.name,
      thisOffice: instansi.isThisOffice,
      roadName: roadSections.name,
      noRuas: roadSections.noRuas,
      roadStatus: roadSections.status,
    })
    .from(d)
    .innerJoin(r, eq(r.id, d.requestId))
    .leftJoin(instansi, eq(instansi.id, d.ownerInstansiId))
    .leftJoin(roadSections, eq(roadSections.id, d.roadSectionId))
    .where(eq(d.requestId, id));
  if (!report) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const [history, targets] = await Promise.all([
    db
      .select({
        instansi: f.instansiName,
        at: f.forwardedAt,
        by: profiles.fullName,
        note: f.note,
        takenBackAt: f.takenBackAt,
        takenBackBy: takenBy.fullName,
      })
      .from(f)
      .leftJoin(profiles, eq(profiles.id, f.forwardedBy))
      .leftJoin(takenBy, eq(takenBy.id, f.takenBackBy))
      .where(eq(f.requestId, id))
      .orderBy(desc(f.forwardedAt)),
    db
      .select({ id: instansi.id, name: instansi.name, roadStatus: instansi.roadStatus, kabupaten: instansi.kabupaten })
      .from(instansi)
      .where(and(eq(instansi.isThisOffice, false), isNotNull(instansi.email)))
      .orderBy(asc(instansi.roadStatus), asc(instansi.name)),
  ]);
  const open = report.status === 'Diteruskan' ? history.find((h) => !h.takenBackAt) : undefined;
  return {
    status: report.status,
    owner: report.ownerName
      ? {
          name: report.ownerName,
          thisOffice: report.thisOffice ?? false,
          roadName: report.roadName,
          noRuas: report.noRuas,
          roadStatus: report.roadStatus,
        }
      : null,
    current: open ? { instansi: open.instansi, at: open.at.toISOString() } : null,
    history: history.map((h) => ({
      instansi: h.instansi,
      at: h.at.toISOString(),
      by: h.by,
      note: h.note,
      takenBackAt: h.takenBackAt?.toISOString() ?? null,
      takenBackBy: h.takenBackBy,
    })),
    targets,
  };
}
