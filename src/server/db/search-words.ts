import type { Db } from './client.ts';

// Which word of a search the trigram index is asked for (issue 41, docs/decisions/077). A trigram
// index answers `LIKE '%warga 1234%'` by intersecting the lists of rows that hold each of its
// trigrams: 'war', 'arg', 'rga' are in every citizen's name, so PostgreSQL decodes three lists of
// 100,000 rows to find eleven, about 1.5 ms of CPU for every search. Asked for '%1234%' alone, the
// index reads a few short lists (0.03 ms) and the whole text is then checked on those few rows.
// Which word is the rare one PostgreSQL's own statistics tell (pg_stats: the column's most common
// values and histogram, a sample of about a hundred values): the word fewest of them hold.

/** The words pg_trgm makes trigrams of (runs of letters and digits), lower case, of three or more. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])];
}

/** A column of a table: the searched text. */
export type SearchedColumn = { table: string; column: string };

/** The sample of a column's values pg_stats holds, lower case; null before the table was analysed. */
async function readSample(db: Db, { table, column }: SearchedColumn): Promise<string[] | null> {
  const { rows } = await db.$client.query<{ v: string[] | null }>(
    `SELECT coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}') AS v
       FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 AND attname = $2`,
    [table, column],
  );
  const values = rows[0]?.v;
  return values?.length ? values.map((v) => v.toLowerCase()) : null;
}

// Statistics move slowly (autovacuum's ANALYZE): read again after a while, never per search. What
// is kept is the planner's sample, not a list's rows: a search always reads its matches live.
const KEEP_MS = 10 * 60_000;
const samples = new WeakMap<Db, Map<string, { at: number; sample: Promise<string[] | null> }>>();

function sampleOf(db: Db, c: SearchedColumn): Promise<string[] | null> {
  let byColumn = samples.get(db);
  if (!byColumn) samples.set(db, (byColumn = new Map()));
  const key = `${c.table}.${c.column}`;
  const kept = byColumn.get(key);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.sample;
  const sample = readSample(db, c).catch(() => null);
  byColumn.set(key, { at: Date.now(), sample });
  return sample;
}

/**
 * A word in at most this share of the sample is rare enough to be the index's only word: its rows
 * are few, and checking the whole text on each costs less than the other words' long lists.
 */
const RARE_SHARE = 0.01;

/**
 * What the trigram index of `columns` is asked for when searching `text`: its rarest word by the
 * columns' statistics when that word is rare, else the text itself (one word; no statistics; every
 * word common, when PostgreSQL reads the list in its order instead). The caller checks the whole
 * text on the rows found: the word is in every row the text is in, so the matches are the same.
 */
export async function indexedWord(db: Db, columns: readonly SearchedColumn[], text: string): Promise<string> {
  const words = searchWords(text);
  if (words.length < 2) return text;
  const found = await Promise.all(columns.map((c) => sampleOf(db, c)));
  if (found.some((s) => s === null)) return text;
  const all = (found as string[][]).flat();
  const hits = (word: string) => all.filter((v) => v.includes(word)).length;
  const [best] = words.map((word) => ({ word, n: hits(word) })).sort((a, b) => a.n - b.n || b.word.length - a.word.length);
  return best!.n <= all.length * RARE_SHARE ? best!.word : text;
}
