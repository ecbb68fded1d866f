import { and, eq, sql } from 'drizzle-orm';
import {
  UUID_PATTERN,
  type RequestChangeInput,
  type RequestChangePreview,
  type RequestChangeResult,
  type RequestKind,
} from '../../../shared/admin-schemas.ts';
import type { RequestStatus } from '../../../shared/constants.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import { attachmentOf, mayMove, needsNote, needsReason } from '../../../shared/request-transitions.ts';
import { REQUEST_CHANGE, STATUS_NOTE } from '../../../shared/status-note-strings.ts';
import { assertCan, type Actor, type Deps, type SessionUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { outboxMails, statusChanges } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import {
  REQUEST_KIND_CONFIG,
  type AfterStatusChange,
  type PreparedAttachment,
  type StatusAttachment,
} from '../../requests/request-kinds.ts';
import { PAUSE_STATUS, resumeServiceClock } from '../../requests/paused-clock.ts';
import { storeWithFiles } from '../../uploads/store-with-files.ts';
import { notifyStatusChange } from './notify-status-change.ts';

/** A service's own parts of a change: what happens after it (a damage report's finish line), what it can carry. */
type ChangeParts = { afterChange?: AfterStatusChange | undefined; attachment: StatusAttachment };

type ChangeArgs = { deps: Deps; actor: Actor; kind: RequestKind; id: string; input: RequestChangeInput; parts: ChangeParts };

/**
 * One change of a request (issue 38, item 1): its status, the requester's note, staff's own note and
 * the service's document, in one transaction → one history row → at most one e-mail, which names the
 * document and, for a finished request, invites to the survey after it. Any status may follow any
 * (spec §4, the service's table of moves); the row is locked while it changes, so the history records
 * the status it really changed from even when two admins act at once, and `from` turns a stale screen
 * into 409 instead of overwriting a colleague's decision.
 */
export async function changeRequest(
  args: ChangeArgs & { file?: File | null | undefined; passphrase?: string | undefined },
): Promise<RequestChangeResult> {
  const { deps, actor, kind, id, parts } = args;
  const cfg = REQUEST_KIND_CONFIG[kind];
  assertCan(actor, cfg.capability);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const file = args.file && args.file.size > 0 ? args.file : null;
  // The file is read and checked before anything is written (a wrong type or size changes nothing).
  // A document is signed here too, before anything is written (BSrE's passphrase is used for this once).
  const signing = { env: deps.env, log: deps.log, signer: actor.fullName, passphrase: args.passphrase || null };
  const prepared = file ? await parts.attachment.prepare(deps.db, id, file, signing) : null;
  const apply = (tx: Tx, urls: string[]) =>
    applyChange(tx, { deps, kind, id, input: args.input, parts, actor }, prepared ? { prepared, urls } : null);
  if (!prepared) return deps.db.transaction((tx) => apply(tx, []));
  // Staff files do not count against anyone's daily upload quota.
  return storeWithFiles(deps, prepared.objects, apply, null);
}

/**
 * The e-mail the change would send, made by the change itself in a transaction that is then rolled back:
 * what staff read before sending is exactly what the requester will get.
 */
export async function previewRequestChange(args: ChangeArgs & { withAttachment: boolean }): Promise<RequestChangePreview> {
  const { deps, actor, kind, id } = args;
  assertCan(actor, REQUEST_KIND_CONFIG[kind].capability);
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const stand: PreparedAttachment = { objects: [], record: async () => {} };
  let mail: RequestChangePreview['mail'] = null;
  await deps.db
    .transaction(async (tx) => {
      await applyChange(tx, { ...args, actor }, args.withAttachment ? { prepared: stand, urls: [] } : null);
      // Rows this transaction queued carry its own start time.
      const queued = await tx
        .select({ to: outboxMails.toAddress, subject: outboxMails.subject, text: outboxMails.textBody })
        .from(outboxMails)
        .where(sql`${outboxMails.createdAt} = now()`)
        .orderBy(sql`ctid`);
      // The requester's comes first; a finished damage report also asks its supporters.
      mail = queued[0] ? { ...queued[0], others: queued.length - 1 } : null;
      throw ROLLBACK;
    })
    .catch((err: unknown) => {
      if (err !== ROLLBACK) throw err;
    });
  return { mail };
}

const ROLLBACK = Symbol('preview');

async function applyChange(
  tx: Tx,
  { deps, actor, kind, id, input, parts }: ChangeArgs & { actor: SessionUser },
  attached: { prepared: PreparedAttachment; urls: string[] } | null,
): Promise<RequestChangeResult> {
  const cfg = REQUEST_KIND_CONFIG[kind];
  const [row] = await tx
    .select({ status: cfg.table.status, code: cfg.table.trackingCode })
    .from(cfg.table)
    .where(and(eq(cfg.table.id, id), cfg.scope))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const current = row.status as RequestStatus | null;
  const to = input.status;
  if (input.from !== undefined && input.from !== current) throw new AppError('CONFLICT', ADMIN.requests.statusConflict);
  if (!mayMove(kind, current, to)) {
    throw new AppError('VALIDATION', ADMIN.requests.statusNotAllowed(current ?? ADMIN.requests.statusNew, to));
  }
  const note = input.note || null;
  const internalNote = input.internalNote || null;
  const moved = current !== to;
  if (moved && needsNote(kind, to) && !note) {
    const message = needsReason(kind, to) ? STATUS_NOTE.reasonRequired : STATUS_NOTE.moreRequired;
    throw new AppError('VALIDATION', message, { fields: { note: message } });
  }
  const rule = attachmentOf(kind);
  if (attached && !rule.accepts.includes(to)) {
    const message = REQUEST_CHANGE.attachmentNotWith(REQUEST_CHANGE.attachmentTitle[rule.kind], rule.accepts.join(' atau '));
    throw new AppError('VALIDATION', message, { fields: { document: message } });
  }
  if (moved && !attached && rule.requiredFor.includes(to) && !(await parts.attachment.present(tx, id))) {
    const message = REQUEST_CHANGE.attachmentRequired(REQUEST_CHANGE.attachmentName[rule.kind]);
    throw new AppError('VALIDATION', message, { fields: { document: message } });
  }
  if (!moved && !note && !internalNote && !attached) return { id, status: to, changed: false, mailed: false };

  if (moved) await tx.update(cfg.table).set({ status: to }).where(eq(cfg.table.id, id));
  // The days it waited for the requester are off its service clock (issue 38, item 2).
  if (moved && current === PAUSE_STATUS) await resumeServiceClock(tx, kind, id);
  await attached?.prepared.record(tx, { id, code: row.code, actorId: actor.id, urls: attached.urls });
  await tx.insert(statusChanges).values({
    requestTable: cfg.tableName,
    requestId: id,
    actorId: actor.id,
    fromStatus: current,
    toStatus: to,
    publicNote: note,
    internalNote,
    attachment: attached ? rule.kind : null,
    // now() is when the transaction began, possibly before it waited for the row lock; the clock
    // time after the lock keeps the history in the order the changes really happened.
    changedAt: sql`clock_timestamp()`,
  });
  // Only staff's own note changed: nothing for the requester to read.
  if (!moved && !note && !attached) return { id, status: to, changed: true, mailed: false };
  // A service's own part of a change (a damage report's finish line and closing the loop) may
  // tell its requester itself; otherwise the status e-mail does.
  const told = (await parts.afterChange?.(tx, deps.env, { id, from: current, to, note })) ?? false;
  if (told) return { id, status: to, changed: true, mailed: true };
  const links = attached ? parts.attachment.links(deps.env.baseUrl, row.code) : null;
  const mailed = await notifyStatusChange(tx, deps.env, {
    kind,
    id,
    status: to,
    note,
    attachment: links && { kind: rule.kind, ...links },
  });
  return { id, status: to, changed: true, mailed };
}
