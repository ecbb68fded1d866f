// "Laksanakan putusan keberatan" (issue 38, item 3; ADR 060): the superior upheld the objection and said
// what the PPID is to do and by when; the PPID delivers it (a note and the documents), the requester is
// mailed, the history records it and the request is closed. Once, and only for an upheld objection.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { PpidAdminItem } from '../../../shared/ppid.ts';
import { assertCan } from '../../context.ts';
import { auditLog, ppidObjections, ppidRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { mailRequester } from './mail-requester.ts';
import { recordStep, reload, storeAnswerFiles, type StepArgs } from './request-rows.ts';

const A = PPID_ADMIN.admin;
const M = PPID_ADMIN.mail;

export async function carryOutObjectionDecision({
  deps,
  actor,
  id,
  input,
}: StepArgs & { input: { note: string; files: File[] } }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', A.notFound);
  const [found] = await deps.db
    .select({ r: ppidRequests, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .where(eq(ppidRequests.id, id));
  if (!found) throw new AppError('NOT_FOUND', A.notFound);
  // Refused before any file is stored: no objection, one not upheld, one carried out already.
  const check = (o: typeof found.o) => {
    if (!o) throw new AppError('CONFLICT', A.noObjection);
    if (o.decision !== 'diterima') throw new AppError('CONFLICT', A.notUpheld);
    if (o.carriedOutAt) throw new AppError('CONFLICT', A.alreadyCarriedOut);
    return o;
  };
  check(found.o);
  await storeAnswerFiles(deps, found.r.userId, 'putusan-keberatan', input.files, A.carryOut, async (tx, files) => {
    const [row] = await tx.select().from(ppidRequests).where(eq(ppidRequests.id, id)).for('update');
    const [objection] = await tx.select().from(ppidObjections).where(eq(ppidObjections.requestId, id)).for('update');
    const o = check(objection ?? null);
    await tx
      .update(ppidObjections)
      .set({ carriedOutAt: sql`clock_timestamp()`, carriedOutBy: actor.id, carriedOutNote: input.note, carriedOutFiles: files })
      .where(and(eq(ppidObjections.id, o.id), isNull(ppidObjections.carriedOutAt)));
    await tx.update(ppidRequests).set({ status: 'Selesai' }).where(eq(ppidRequests.id, id));
    await recordStep(tx, row!, actor.id, 'Selesai', A.carriedOutStep);
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'ppid.objection.carry_out',
      target: row!.trackingCode,
      details: { files: files.length, orderDueOn: o.orderDueOn },
    });
    await mailRequester(tx, deps.env, row!, {
      subject: M.carriedOutSubject(row!.trackingCode),
      heading: M.carriedOutHeading,
      paragraphs: [input.note, ...(files.length ? [M.attachmentsNote(files.length)] : [])],
    });
  });
  return reload(deps.db, id);
}
