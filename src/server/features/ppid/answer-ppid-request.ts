import { eq, sql } from 'drizzle-orm';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { dayLabel, type PpidAdminItem } from '../../../shared/ppid.ts';
import type { PpidAnswerInput } from '../../../shared/ppid-schemas.ts';
import { ANSWER_TYPE_LABELS, EXEMPTION_LABELS } from '../../../shared/ppid-strings.ts';
import { assertCan } from '../../context.ts';
import { auditLog, ppidRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { mailRequester } from './mail-requester.ts';
import { lockOpen, openObjectionUntil, recordStep, reload, storeAnswerFiles, todayWita, type StepArgs } from './request-rows.ts';
import { queueWhatsAppStatus } from '../../whatsapp/queue.ts';

const A = PPID_ADMIN.admin;
const M = PPID_ADMIN.mail;

/**
 * The answer (Perki 1/2021): granted in full, in part (what is given, and what is withheld with its
 * Pasal 17 exemption), or the information is not held (and who holds it, when known); with up to three
 * attachments kept under the requester's folder (they and the PPID read them). A refusal is its own verb.
 */
export async function answerPpidRequest({
  deps,
  actor,
  id,
  input,
}: StepArgs & { input: PpidAnswerInput & { files: File[] } }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', A.notFound);
  const [owner] = await deps.db.select({ userId: ppidRequests.userId }).from(ppidRequests).where(eq(ppidRequests.id, id));
  if (!owner) throw new AppError('NOT_FOUND', A.notFound);
  const partial = input.type === 'sebagian';
  const basis = partial ? input.basis : null;
  const withheld = partial ? input.withheld : null;
  const holder = input.type === 'tidak-dikuasai' ? input.holder : null;
  const typeLabel = ANSWER_TYPE_LABELS[input.type];
  await storeAnswerFiles(deps, owner.userId, 'jawaban', input.files, A.answerText, async (tx, files) => {
    const row = await lockOpen(tx, id);
    await tx
      .update(ppidRequests)
      .set({
        status: 'Selesai',
        answerType: input.type,
        answer: input.answer,
        answerFiles: files,
        rejectionBasis: basis,
        withheld,
        holder,
        answeredAt: sql`clock_timestamp()`,
      })
      .where(eq(ppidRequests.id, id));
    const note = basis ? A.answeredAsWithBasis(typeLabel, EXEMPTION_LABELS[basis]) : A.answeredAs(typeLabel);
    await recordStep(tx, row, actor.id, 'Selesai', note);
    await queueWhatsAppStatus(tx, deps.env, { kind: 'ppid', id: row.id, status: 'Selesai' });
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: 'ppid.answer', target: row.trackingCode, details: { type: input.type, basis } });
    const until = openObjectionUntil({ answeredAt: new Date(), dueOn: row.dueOn }, todayWita());
    await mailRequester(tx, deps.env, row, {
      subject: M.answeredSubject(row.trackingCode),
      heading: M.answeredHeading,
      paragraphs: [
        M.typeLine(typeLabel),
        ...(input.type === 'tidak-dikuasai' ? [M.notHeld] : []),
        input.answer,
        ...(withheld ? [M.withheldLine(withheld)] : []),
        ...(basis ? [M.basisLine(EXEMPTION_LABELS[basis])] : []),
        ...(holder ? [M.holderLine(holder)] : []),
        ...(files.length ? [M.attachmentsNote(files.length)] : []),
        ...(until ? [M.objectionHint(dayLabel(until))] : []),
      ],
    });
  });
  return reload(deps.db, id);
}
