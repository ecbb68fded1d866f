import { and, desc, eq } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import {
  STANDARD_SECTIONS,
  type PledgeData,
  type ServicePledge,
  type ServiceStandard,
  type StandardData,
  type StandardDocument,
  type StandardKey,
  type StandardRevision,
} from '../../../shared/service-standard-schemas.ts';
import { STANDARD_SECTION_LABELS, STANDARD_TEXT } from '../../../shared/service-standard-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, profiles, serviceStandardRevisions, serviceStandards } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizeArticleHtml } from '../../content/sanitize-article-html.ts';
import { cleanArticleBody } from '../../content/clean-article-body.ts';
import { DEFAULT_PLEDGE, DEFAULT_STANDARDS } from './default-standards.ts';

// Service standards and the pledge (issue 16, item 4; docs/decisions/029-service-standards.md). Each
// save writes the current text and a revision in one transaction; a restore is a save of an old text.

type Data = StandardData | PledgeData;
const defaultOf = (key: StandardDocument): Data => (key === 'maklumat' ? DEFAULT_PLEDGE : DEFAULT_STANDARDS[key]);

async function current(db: Db | Tx, key: StandardDocument): Promise<{ data: Data; updatedAt: Date | null }> {
  const [row] = await db.select().from(serviceStandards).where(eq(serviceStandards.key, key));
  return row ? { data: row.data as Data, updatedAt: row.updatedAt } : { data: defaultOf(key), updatedAt: null };
}

/** A standard as the public sees it (sanitised again on the way out, as every stored HTML). */
export async function readStandard(db: Db, key: StandardKey): Promise<ServiceStandard> {
  const { data, updatedAt } = await current(db, key);
  const std = data as StandardData;
  return {
    key,
    sections: Object.fromEntries(STANDARD_SECTIONS.map((s) => [s, sanitizeArticleHtml(std.sections[s] ?? '')])) as StandardData['sections'],
    tariffs: std.tariffs ?? [],
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

export async function readPledge(db: Db): Promise<ServicePledge> {
  const { data, updatedAt } = await current(db, 'maklumat');
  return { content: sanitizeArticleHtml((data as PledgeData).content), updatedAt: updatedAt?.toISOString() ?? null };
}

async function clean(tx: Tx, key: StandardDocument, input: Data): Promise<Data> {
  if (key === 'maklumat') return { content: await cleanArticleBody(tx, (input as PledgeData).content) };
  const std = input as StandardData;
  const sections = {} as StandardData['sections'];
  for (const s of STANDARD_SECTIONS) sections[s] = await cleanArticleBody(tx, std.sections[s] ?? '');
  // Tariffs are for Uji Lab only; the other services are free.
  return { sections, tariffs: key === 'ujilab' ? std.tariffs : [] };
}

async function write(tx: Tx, actor: { id: string }, key: StandardDocument, data: Data, action: string, details: Record<string, unknown>) {
  await tx
    .insert(serviceStandards)
    .values({ key, data, updatedBy: actor.id })
    .onConflictDoUpdate({ target: serviceStandards.key, set: { data, updatedBy: actor.id, updatedAt: new Date() } });
  const [revision] = await tx
    .insert(serviceStandardRevisions)
    .values({ key, data, savedBy: actor.id })
    .returning({ id: serviceStandardRevisions.id });
  await tx.insert(auditLog).values({ actorId: actor.id, action, target: key, details: { revision: revision!.id, ...details } });
}

/** Saves a standard or the pledge (super admin), sanitised like an article, as a new revision. */
export async function saveStandard({ db, actor, key, input }: { db: Db; actor: Actor; key: StandardDocument; input: Data }) {
  assertCan(actor, 'cms.manage');
  await db.transaction(async (tx) => write(tx, actor, key, await clean(tx, key, input), 'service-standard.save', {}));
  return key === 'maklumat' ? readPledge(db) : readStandard(db, key);
}

/** Parts of a document that differ between two versions, by their labels. */
function changedParts(key: StandardDocument, before: Data, after: Data): string[] {
  if (key === 'maklumat')
    return (before as PledgeData).content === (after as PledgeData).content ? [] : [STANDARD_TEXT.admin.pledgeContent];
  const a = before as StandardData;
  const b = after as StandardData;
  const parts: string[] = STANDARD_SECTIONS.filter((s) => (a.sections[s] ?? '') !== (b.sections[s] ?? '')).map(
    (s) => STANDARD_SECTION_LABELS[s],
  );
  if (JSON.stringify(a.tariffs ?? []) !== JSON.stringify(b.tariffs ?? [])) parts.push(STANDARD_TEXT.tariffTitle);
  return parts;
}

/** Who saved which version when, newest first, with what each changed from the one before (the first: from the example text). */
export async function listRevisions({ db, actor, key }: { db: Db; actor: Actor; key: StandardDocument }): Promise<StandardRevision[]> {
  assertCan(actor, 'cms.manage');
  const rows = await db
    .select({
      id: serviceStandardRevisions.id,
      data: serviceStandardRevisions.data,
      savedAt: serviceStandardRevisions.savedAt,
      savedBy: profiles.fullName,
    })
    .from(serviceStandardRevisions)
    .leftJoin(profiles, eq(profiles.id, serviceStandardRevisions.savedBy))
    .where(eq(serviceStandardRevisions.key, key))
    .orderBy(desc(serviceStandardRevisions.savedAt), desc(serviceStandardRevisions.id))
    .limit(100);
  return rows.map((r, i) => ({
    id: r.id,
    savedBy: r.savedBy,
    savedAt: r.savedAt.toISOString(),
    changed: changedParts(key, (rows[i + 1]?.data as Data | undefined) ?? defaultOf(key), r.data as Data),
  }));
}

/** Makes an old version current again, as a new revision (so the restore itself is in the history). */
export async function restoreRevision({ db, actor, key, id }: { db: Db; actor: Actor; key: StandardDocument; id: string }) {
  assertCan(actor, 'cms.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', STANDARD_TEXT.errors.revisionNotFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ data: serviceStandardRevisions.data })
      .from(serviceStandardRevisions)
      .where(and(eq(serviceStandardRevisions.id, id), eq(serviceStandardRevisions.key, key)));
    if (!row) throw new AppError('NOT_FOUND', STANDARD_TEXT.errors.revisionNotFound);
    await write(tx, actor, key, row.data as Data, 'service-standard.restore', { from: id });
  });
  return key === 'maklumat' ? readPledge(db) : readStandard(db, key);
}
