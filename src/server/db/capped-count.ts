import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

// A pager's total over a broad match of a large table (issue 18): counting every one of 100,000
// rows costs tens of milliseconds, the page itself well under one. So a count reads at most one
// window of matches past the start of the page asked for; a search with more says "lebih dari
// 1.000" and keeps its Berikutnya button, and going further moves the window on.
const COUNT_WINDOW = 1000;

/** The count's window for a page: a multiple of COUNT_WINDOW, always past the end of the page. */
export const countWindow = (page: number, pageSize: number) => Math.ceil((page * pageSize) / COUNT_WINDOW) * COUNT_WINDOW;

/**
 * How many rows `matches` (a `select` of anything, with its joins and where) gives, reading at most
 * `upTo + 1` of them: an answer above `upTo` means "more than upTo".
 */
export async function countUpTo(db: Db, matches: PgSelect, upTo: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(matches.limit(upTo + 1).as('matches'));
  return rows[0]?.n ?? 0;
}

/** A capped count as the pager's fields (Paged.total and Paged.more). */
export const pagerTotal = (counted: number, upTo: number): { total: number; more?: true } =>
  counted > upTo ? { total: upTo, more: true } : { total: counted };

/** `select 1`: what countUpTo needs of each row. */
export const ONE = { one: sql`1` };
