import { and, eq, isNotNull } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { SKM_TEXT } from '../../../shared/skm-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, skmResponses } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** Shows or hides one suggestion on /skm/hasil; in the audit log. */
export async function setSuggestionPublished({
  db,
  actor,
  id,
  published,
}: {
  db: Db;
  actor: Actor;
  id: string;
  published: boolean;
}): Promise<{ id: string; published: boolean }> {
  assertCan(actor, 'skm.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', SKM_TEXT.errors.suggestionNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(skmResponses)
      .set({ suggestionPublished: published })
      .where(and(eq(skmResponses.id, id), isNotNull(skmResponses.suggestion)))
      .returning({ id: skmResponses.id });
    if (!row) throw new AppError('NOT_FOUND', SKM_TEXT.errors.suggestionNotFound);
    await tx
      .insert(auditLog)
      .values({ actorId: actor.id, action: published ? 'skm.suggestion_published' : 'skm.suggestion_hidden', target: id });
    return { id, published };
  });
}
