import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';

/** The job that makes a scheduled article published at its time (graphile-worker, like send_mail). */
export const PUBLISH_ARTICLE_TASK = 'publish_article';

/**
 * Queues the publication in the save's own transaction. One job per article (job_key): saving again
 * with another time replaces it. Readers see the article from its time on even before the job has
 * run (published-articles.ts counts a due scheduled article as published); the job makes it durable.
 */
export async function schedulePublication(tx: Tx, id: string, at: string): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${PUBLISH_ARTICLE_TASK}, json_build_object('id', ${id}::text), run_at => ${at}::timestamptz, job_key => ${`publish_article:${id}`}, job_key_mode => 'replace', max_attempts => 5)`,
  );
}

/** Publishes the article if it is still scheduled and its time has come; an article changed meanwhile is left alone. */
export async function publishScheduledArticle(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ status: 'published', publishedAt: articles.scheduledAt, scheduledAt: null, updatedAt: sql`now()` })
    .where(and(eq(articles.id, id), eq(articles.status, 'scheduled'), lte(articles.scheduledAt, sql`now()`)))
    .returning({ id: articles.id });
  return rows.length > 0;
}
