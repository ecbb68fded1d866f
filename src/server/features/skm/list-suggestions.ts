import { desc, isNotNull, sql } from 'drizzle-orm';
import type { Paged } from '../../../shared/admin-schemas.ts';
import type { SkmSuggestionItem } from '../../../shared/skm.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { skmResponses } from '../../db/schema.ts';

/** The super admin's list of suggestions, newest first. */
export async function listSuggestions({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: { page: number; pageSize: number };
}): Promise<Paged<SkmSuggestionItem>> {
  assertCan(actor, 'skm.manage');
  const where = isNotNull(skmResponses.suggestion);
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: skmResponses.id,
        service: skmResponses.service,
        text: skmResponses.suggestion,
        createdAt: skmResponses.createdAt,
        published: skmResponses.suggestionPublished,
      })
      .from(skmResponses)
      .where(where)
      .orderBy(desc(skmResponses.createdAt))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(skmResponses)
      .where(where),
  ]);
  return {
    items: items.map((i) => ({ ...i, text: i.text!, createdAt: i.createdAt.toISOString() })),
    total: count?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
