// Information requests (issue 16, item 6; UU 14/2008 Pasal 21–22): a customer asks, the PPID officer
// accepts, extends once, answers or refuses with a Pasal 17 exemption; each step is a status change
// that /lacak shows and an e-mail to the requester, written in the step's own transaction.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PPID_FORM } from '../../../shared/ppid-form-strings.ts';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import {
  dayLabel,
  type AnswerFile,
  type CopyMethod,
  type Exemption,
  type ObjectionReason,
  type PpidAdminItem,
  type PpidRequestItem,
  type ReceiveMethod,
} from '../../../shared/ppid.ts';
import type { PpidExtendInput, PpidRejectInput, PpidRequestInput } from '../../../shared/ppid-schemas.ts';
import { EXEMPTION_LABELS } from '../../../shared/ppid-strings.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, ppidObjections, ppidRequests, statusChanges, users } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { ppidMail } from '../../mail/templates.ts';
import { isOptedOut, unsubscribeLinks } from '../../mail/unsubscribe.ts';
import { acceptFile, type AcceptedFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp } from '../../uploads/store-with-files.ts';
import { witaDate } from '../../calendar/working-days.ts';
import { withTrackingCode } from '../../requests/tracking-code.ts';
import { answerDueOn, daysLeft, extendedDueOn, objectionUntil } from './ppid-clock.ts';

const PPID_TABLE = 'ppid_requests';
const A = PPID_ADMIN.admin;

type RequestRow = typeof ppidRequests.$inferSelect;
type ObjectionRow = typeof ppidObjections.$inferSelect;

export const todayWita = () => witaDate(new Date());

function toItem(r: RequestRow, o: ObjectionRow | null, today: string): PpidRequestItem {
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
    rejectionBasis: (r.rejectionBasis as Exemption | null) ?? null,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    objection: o
      ? {
          reason: o.reason as ObjectionReason,
          note: o.note,
          dueOn: o.dueOn,
          answer: o.answer,
          answeredAt: o.answeredAt?.toISOString() ?? null,
          createdAt: o.createdAt.toISOString(),
        }
      : null,
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

function toAdminItem(r: RequestRow, o: ObjectionRow | null, today: string): PpidAdminItem {
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

/**
 * Mails the requester about a step: to the account's own address once it is verified, never to the
 * address typed into the form (issue 33, item 4: a stranger's address and a "name" of the typist's
 * choosing made the office's mail a phishing tool). The typed address stays with the request for
 * the officer; an unverified account, or one that asked for no more, sees the steps on its page.
 */
export async function mailRequester(
  tx: Tx,
  env: Env,
  r: Pick<RequestRow, 'name' | 'userId'>,
  mail: { subject: string; heading: string; paragraphs: string[] },
): Promise<void> {
  if (!r.userId) return;
  const [account] = await tx.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, r.userId));
  if (!account?.verified || (await isOptedOut(tx, account.email))) return;
  const links = unsubscribeLinks(env, account.email);
  await queueMail(tx, {
    kind: 'ppid',
    to: account.email,
    userId: r.userId,
    headers: links.headers,
    ...ppidMail({ name: r.name, ...mail, url: `${env.baseUrl}/ppid/permohonan`, unsubscribeUrl: links.page }),
  });
}

/** A status change /lacak shows: the date and the public note; never the answer itself. */
async function recordStep(tx: Tx, r: RequestRow, actorId: string | null, to: RequestStatus, note: string) {
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

export type PpidSubmission = PpidRequestInput & { ktp: File | null };

/** A customer's information request with the KTP scan → PPID-YYYY-XXXXXX, due in 10 working days. */
export async function submitPpidRequest({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: PpidSubmission;
}): Promise<PpidRequestItem> {
  assertCan(actor, 'customer.services');
  if (!input.ktp) {
    throw new AppError('VALIDATION', PPID_FORM.required.ktp, {
      title: PPID_FORM.form.incompleteTitle,
      fields: { ktp: PPID_FORM.required.ktp },
    });
  }
  const ktp = await cleanUpload(await acceptFile(input.ktp, 'labDocument', PPID_FORM.form.ktp), PPID_FORM.form.ktp);
  const row = await storeWithFiles(
    deps,
    [{ bucket: 'ppid-requests', key: `${actor.id}/ktp-${uniqueTimestamp()}.${ktp.ext}`, data: ktp.data, label: PPID_FORM.form.ktp }],
    async (tx, [ktpUrl]) => {
      const now = new Date();
      const dueOn = answerDueOn(now);
      const inserted = await withTrackingCode(tx, 'PPID', async (sp, trackingCode) => {
        const [r] = await sp
          .insert(ppidRequests)
          .values({
            trackingCode,
            userId: actor.id,
            name: input.name,
            address: input.address,
            phone: input.phone,
            email: input.email,
            ktpUrl: ktpUrl!,
            ktpConsentAt: sql`now()`,
            information: input.information,
            purpose: input.purpose,
            receiveMethod: input.receiveMethod,
            copyMethod: input.copyMethod,
            dueOn,
          })
          .returning();
        return r!;
      });
      await mailRequester(tx, deps.env, inserted, {
        subject: PPID_ADMIN.mail.receivedSubject(inserted.trackingCode),
        heading: PPID_ADMIN.mail.receivedHeading,
        paragraphs: [PPID_ADMIN.mail.received(dayLabel(dueOn))],
      });
      return inserted;
    },
    actor.id,
  );
  return toItem(row, null, todayWita());
}

/** The customer's own requests, newest first, each with its objection. */
export async function listOwnPpidRequests({ db, actor }: { db: Db; actor: Actor }): Promise<PpidRequestItem[]> {
  assertCan(actor, 'customer.services');
  const rows = await db
    .select({ r: ppidRequests, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .where(eq(ppidRequests.userId, actor.id))
    .orderBy(desc(ppidRequests.createdAt))
    .limit(200);
  const today = todayWita();
  return rows.map(({ r, o }) => toItem(r, o, today));
}

const PAGE_SIZE = 20;
const todaySql = sql`(now() at time zone 'Asia/Makassar')::date`;

/** The PPID officer's list: newest first, with the clock; "terlambat" lists the late ones. */
export async function listPpidRequests({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: { page: number; q?: string | undefined; status?: RequestStatus | 'terlambat' | undefined };
}) {
  assertCan(actor, 'ppid.manage');
  const filters: SQL[] = [];
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(or(ilike(ppidRequests.trackingCode, like), ilike(ppidRequests.name, like), ilike(ppidRequests.information, like))!);
  }
  if (input.status === 'terlambat') {
    filters.push(sql`(case when ${ppidRequests.answeredAt} is null then ${ppidRequests.dueOn} < ${todaySql}
      else (${ppidRequests.answeredAt} at time zone 'Asia/Makassar')::date > ${ppidRequests.dueOn} end)`);
  } else if (input.status) filters.push(eq(ppidRequests.status, input.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ r: ppidRequests, o: ppidObjections })
      .from(ppidRequests)
      .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
      .where(where)
      .orderBy(desc(ppidRequests.createdAt), asc(ppidRequests.id))
      .limit(PAGE_SIZE)
      .offset((input.page - 1) * PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ppidRequests)
      .where(where),
  ]);
  const today = todayWita();
  return { items: rows.map(({ r, o }) => toAdminItem(r, o, today)), total: count?.n ?? 0, page: input.page, pageSize: PAGE_SIZE };
}

/** Locks an open request for a step; a finished one cannot be accepted, extended, answered or refused again. */
async function lockOpen(tx: Tx, id: string): Promise<RequestRow> {
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', A.notFound);
  const [row] = await tx.select().from(ppidRequests).where(eq(ppidRequests.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', A.notFound);
  if (row.status === 'Selesai' || row.status === 'Ditolak') throw new AppError('CONFLICT', A.finished);
  return row;
}

async function reload(db: Db, id: string): Promise<PpidAdminItem> {
  const [row] = await db
    .select({ r: ppidRequests, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .where(eq(ppidRequests.id, id));
  return toAdminItem(row!.r, row!.o, todayWita());
}

type StepArgs = { deps: Deps; actor: Actor; id: string };

/** Diajukan → Diproses: the officer has taken it on. */
export async function acceptPpidRequest({ deps, actor, id }: StepArgs): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  await deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (row.status === 'Diproses') return;
    await tx.update(ppidRequests).set({ status: 'Diproses' }).where(eq(ppidRequests.id, id));
    await recordStep(tx, row, actor.id, 'Diproses', A.accepted);
    await mailRequester(tx, deps.env, row, {
      subject: PPID_ADMIN.mail.acceptedSubject(row.trackingCode),
      heading: PPID_ADMIN.mail.acceptedHeading,
      paragraphs: [A.accepted, PPID_ADMIN.mail.received(dayLabel(row.dueOn))],
    });
  });
  return reload(deps.db, id);
}

/** Pasal 22 ayat (8): once, by at most 7 working days, with a written reason. */
export async function extendPpidRequest({ deps, actor, id, input }: StepArgs & { input: PpidExtendInput }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  await deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (row.extendedReason) throw new AppError('CONFLICT', A.alreadyExtended);
    const dueOn = extendedDueOn(row.dueOn, input.days);
    const note = A.extendedNote(dayLabel(dueOn), input.reason);
    await tx.update(ppidRequests).set({ status: 'Diproses', dueOn, extendedReason: input.reason }).where(eq(ppidRequests.id, id));
    await recordStep(tx, row, actor.id, 'Diproses', note);
    await mailRequester(tx, deps.env, row, {
      subject: PPID_ADMIN.mail.extendedSubject(row.trackingCode),
      heading: PPID_ADMIN.mail.extendedHeading,
      paragraphs: [note],
    });
  });
  return reload(deps.db, id);
}

/** The answer, with up to three attachments kept under the requester's folder (they and the PPID read them). */
export async function answerPpidRequest({
  deps,
  actor,
  id,
  input,
}: StepArgs & { input: { answer: string; files: File[] } }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', A.notFound);
  const [owner] = await deps.db.select({ userId: ppidRequests.userId }).from(ppidRequests).where(eq(ppidRequests.id, id));
  if (!owner) throw new AppError('NOT_FOUND', A.notFound);
  const accepted: { file: File; clean: AcceptedFile }[] = [];
  for (const f of input.files)
    accepted.push({ file: f, clean: await cleanUpload(await acceptFile(f, 'ppidAnswer', A.answerText), A.answerText) });
  const folder = owner.userId ?? 'tanpa-akun';
  const objects = accepted.map(({ clean }, i) => ({
    bucket: 'ppid-requests' as const,
    key: `${folder}/jawaban-${uniqueTimestamp()}-${i + 1}.${clean.ext}`,
    data: clean.data,
    label: A.answerText,
  }));
  await storeWithFiles(
    deps,
    objects,
    async (tx, urls) => {
      const row = await lockOpen(tx, id);
      const files: AnswerFile[] = urls.map((url, i) => ({
        url,
        name: displayName(accepted[i]!.file.name, accepted[i]!.clean.ext, i),
        size: accepted[i]!.clean.data.byteLength,
      }));
      await tx
        .update(ppidRequests)
        .set({ status: 'Selesai', answer: input.answer, answerFiles: files, answeredAt: sql`clock_timestamp()` })
        .where(eq(ppidRequests.id, id));
      await recordStep(tx, row, actor.id, 'Selesai', A.answeredNote);
      const until = openObjectionUntil({ answeredAt: new Date(), dueOn: row.dueOn }, todayWita());
      await mailRequester(tx, deps.env, row, {
        subject: PPID_ADMIN.mail.answeredSubject(row.trackingCode),
        heading: PPID_ADMIN.mail.answeredHeading,
        paragraphs: [
          input.answer,
          ...(files.length ? [PPID_ADMIN.mail.attachmentsNote(files.length)] : []),
          ...(until ? [PPID_ADMIN.mail.objectionHint(dayLabel(until))] : []),
        ],
      });
    },
    null,
  );
  return reload(deps.db, id);
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

/** A refusal names its Pasal 17 exemption; the requester may object. */
export async function rejectPpidRequest({ deps, actor, id, input }: StepArgs & { input: PpidRejectInput }): Promise<PpidAdminItem> {
  assertCan(actor, 'ppid.manage');
  await deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const basis = EXEMPTION_LABELS[input.basis];
    await tx
      .update(ppidRequests)
      .set({ status: 'Ditolak', rejectionBasis: input.basis, answer: input.note, answeredAt: sql`clock_timestamp()` })
      .where(eq(ppidRequests.id, id));
    await recordStep(tx, row, actor.id, 'Ditolak', A.rejectedNote(basis));
    const until = openObjectionUntil({ answeredAt: new Date(), dueOn: row.dueOn }, todayWita());
    await mailRequester(tx, deps.env, row, {
      subject: PPID_ADMIN.mail.rejectedSubject(row.trackingCode),
      heading: PPID_ADMIN.mail.rejectedHeading,
      paragraphs: [
        A.rejectedNote(basis),
        ...(input.note ? [input.note] : []),
        ...(until ? [PPID_ADMIN.mail.objectionHint(dayLabel(until))] : []),
      ],
    });
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: 'ppid.reject', target: row.trackingCode, details: { basis: input.basis } });
  });
  return reload(deps.db, id);
}

/** Staff's CSV of every request (the PPID's register, buku register permohonan). */
export async function ppidRegisterRows(db: Db, actor: Actor) {
  assertCan(actor, 'ppid.manage');
  const rows = await db
    .select({ r: ppidRequests, o: ppidObjections })
    .from(ppidRequests)
    .leftJoin(ppidObjections, eq(ppidObjections.requestId, ppidRequests.id))
    .orderBy(asc(ppidRequests.createdAt));
  const today = todayWita();
  return rows.map(({ r, o }) => toAdminItem(r, o, today));
}
