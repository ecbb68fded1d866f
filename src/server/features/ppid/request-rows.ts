// Information requests (issue 16, item 6; UU 14/2008 Pasal 21–22): a customer asks, the PPID officer
// accepts, extends once, answers or refuses with a Pasal 17 exemption; each step is a status change
// that /lacak shows and an e-mail to the requester, written in the step's own transaction.
// What the steps share: a row as the requester and the officer see it, the lock a step takes and the
// status change it records. Each step is a verb in a file of its own (submit-ppid-request.ts, …).

import { eq, sql } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import type {
  AnswerFile,
  CopyMethod,
  Exemption,
  ObjectionReason,
  PpidAdminItem,
  PpidRequestItem,
  ReceiveMethod,
} from '../../../shared/ppid.ts';
import type { Actor, Deps } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ppidObjections, ppidRequests, statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFile, type AcceptedFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';
import { witaDate } from '../../calendar/working-days.ts';
import { daysLeft, objectionUntil } from './ppid-clock.ts';

const PPID_TABLE = 'ppid_requests';
const A = PPID_ADMIN.admin;

export type RequestRow = typeof ppidRequests.$inferSelect;
type ObjectionRow = typeof ppidObjections.$inferSelect;

export const todayWita = () => witaDate(new Date());

/** An upheld objection carried out after its day, or not carried out past it. */
function orderLate(o: Pick<ObjectionRow, 'orderDueOn' | 'carriedOutAt'>, today: string): boolean {
  if (!o.orderDueOn) return false;
  return o.carriedOutAt ? witaDate(o.carriedOutAt) > o.orderDueOn : o.orderDueOn < today;
}

/** An objection as the requester sees it on the request; the superior's list adds the request to it. */
export const toObjection = (o: ObjectionRow, today: string) => ({
  id: o.id,
  reason: o.reason as ObjectionReason,
  note: o.note,
  dueOn: o.dueOn,
  answer: o.answer,
  answeredAt: o.answeredAt?.toISOString() ?? null,
  decision: o.decision,
  orderDueOn: o.orderDueOn,
  carriedOutAt: o.carriedOutAt?.toISOString() ?? null,
  carriedOutNote: o.carriedOutNote,
  carriedOutFiles: o.carriedOutFiles ?? [],
  orderLate: orderLate(o, today),
  createdAt: o.createdAt.toISOString(),
});

export function toItem(r: RequestRow, o: ObjectionRow | null, today: string): PpidRequestItem {
  return {
    id: r.id,
    trackingCode: r.trackingCode,
    information: r.information,
    purpose: r.purpose,
    receiveMethod: r.receiveMethod as ReceiveMethod,
    copyMethod: r.copyMethod as CopyMethod,
    status: r.status,
    dueOn: r.dueOn,
    extendedReason: r.extendedReason,
    answer: r.answer,
    answerFiles: r.answerFiles ?? [],
    answerType: r.answerType,
    rejectionBasis: (r.rejectionBasis as Exemption | null) ?? null,
    withheld: r.withheld,
    holder: r.holder,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    objection: o ? toObjection(o, today) : null,
    objectionUntil: o ? null : openObjectionUntil(r, today),
  };
}

/** The last day an objection may still be sent, or null when it cannot (any more, or yet). */
export function openObjectionUntil(r: Pick<RequestRow, 'answeredAt' | 'dueOn'>, today: string): string | null {
  const until = objectionUntil(r, today);
  return until && until >= today ? until : null;
}

/** "Terlambat": open after its due date, or answered on a later day than it. */
export function isLate(r: Pick<RequestRow, 'answeredAt' | 'dueOn'>, today: string): boolean {
  return r.answeredAt ? witaDate(r.answeredAt) > r.dueOn : r.dueOn < today;
}

export function toAdminItem(r: RequestRow, o: ObjectionRow | null, today: string): PpidAdminItem {
  return {
    ...toItem(r, o, today),
    name: r.name,
    address: r.address,
    phone: r.phone,
    email: r.email,
    ktpUrl: r.ktpUrl,
    daysLeft: r.answeredAt ? null : daysLeft(r.dueOn, today),
    late: isLate(r, today),
  };
}

/** A status change /lacak shows: the date and the public note; never the answer itself. */
export async function recordStep(tx: Tx, r: RequestRow, actorId: string | null, to: RequestStatus, note: string) {
  await tx.insert(statusChanges).values({
    requestTable: PPID_TABLE,
    requestId: r.id,
    actorId,
    fromStatus: r.status,
    toStatus: to,
    publicNote: note,
    changedAt: sql`clock_timestamp()`,
  });
}

/** Locks an open request for a step; a finished one cannot be accepted, extended, answered or refused again. */
export async function lockOpen(tx: Tx, id: string): Promise<RequestRow> {
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', A.notFound);
  const [row] = await tx.select().from(ppidRequests).where(eq(ppidRequests.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', A.notFound);
  if (row.status === 'Selesai' || row.status === 'Ditolak') throw new AppError('CONFLICT', A.finished);
  return row;
}

export async function reload(db: Db, id: string): Promise<PpidAdminItem> {
  const [row] = await db
    .select({ r: ppidRequests, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .where(eq(ppidRequests.id, id));
  return toAdminItem(row!.r, row!.o, todayWita());
}

/** Saves an answer's (or a carried-out decision's) files under the requester's folder; the step runs with their addresses. */
export async function storeAnswerFiles<T>(
  deps: Deps,
  userId: string | null,
  prefix: string,
  files: File[],
  label: string,
  step: (tx: Tx, files: AnswerFile[]) => Promise<T>,
): Promise<T> {
  const accepted: { file: File; clean: AcceptedFile }[] = [];
  for (const f of files) accepted.push({ file: f, clean: await cleanUpload(await acceptFile(f, 'ppidAnswer', label), label) });
  const folder = userId ?? 'tanpa-akun';
  const objects = accepted.map(({ clean }, i) => ({
    bucket: 'ppid-requests' as const,
    key: `${folder}/${prefix}-${uniqueTimestamp()}-${i + 1}.${clean.ext}`,
    data: clean.data,
    label,
  }));
  return storeWithFiles(
    deps,
    objects,
    (tx, urls) =>
      step(
        tx,
        urls.map((url, i) => ({
          url,
          name: displayName(accepted[i]!.file.name, accepted[i]!.clean.ext, i),
          size: accepted[i]!.clean.data.byteLength,
        })),
      ),
    null,
  );
}

/** The name the requester sees for an attachment: theirs, with the extension of what it really is. */
function displayName(sent: string, ext: string, i: number): string {
  const base = sent
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || `lampiran-${i + 1}`}.${ext}`;
}

export type StepArgs = { deps: Deps; actor: Actor; id: string };
