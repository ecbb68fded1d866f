import { desc, eq } from 'drizzle-orm';
import {
  STANDARD_SECTIONS,
  type PledgeData,
  type StandardData,
  type StandardDocument,
  type StandardRevision,
} from '../../../shared/service-standard-schemas.ts';
import { STANDARD_SECTION_LABELS, STANDARD_TEXT } from '../../../shared/service-standard-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { profiles, serviceStandardRevisions } from '../../db/schema.ts';
import { defaultOf, type Data } from './standard-rows.ts';

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
