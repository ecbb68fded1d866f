import { z } from 'zod';
import { PAGE_MAX } from './paging.ts';

// Keyset paging (issue 41, docs/decisions/075). A page after the first is asked for by a cursor: the
// sort key and the id of the row at the page's edge, so that PostgreSQL starts reading the index at
// that row instead of counting past every row before it ("Berikutnya" reads after the last row of
// the page shown, "Sebelumnya" before its first). The cursor is opaque to people: base64url of a
// small JSON. A cursor that cannot be read (edited by hand, from another order, from an older
// version) is never an error: the list shows its first page, as an unknown filter value does.

/** Which side of the row the next page lies on: `a` after it (Berikutnya), `b` before it (Sebelumnya). */
type KeysetDirection = 'after' | 'before';

export type Cursor = {
  /** The order it was made for (a list's sort name): a cursor of another order is ignored. */
  sort: string;
  direction: KeysetDirection;
  /** The page number it leads to, for "Halaman 3" and "41–60 dari …" only; the rows come from `keys`. */
  page: number;
  /** The sort keys and, last, the id of the row at the edge, as PostgreSQL's text (null for NULL). */
  keys: (string | null)[];
};

/** The longest key a cursor holds (a title or a name may be a sort key). */
const KEY_MAX = 300;
/** The longest cursor text a query may carry: a few keys, base64url. */
const CURSOR_TEXT_MAX = 2000;

const wireSchema = z.object({
  s: z.string().min(1).max(40),
  d: z.enum(['a', 'b']),
  p: z.number().int().min(1).max(PAGE_MAX),
  k: z.array(z.string().max(KEY_MAX).nullable()).min(1).max(6),
});

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(JSON.stringify({ s: cursor.sort, d: cursor.direction === 'after' ? 'a' : 'b', p: cursor.page, k: cursor.keys }));
}

/** The cursor in `text`, or undefined when there is none or it cannot be read (the list then shows its first page). */
export function decodeCursor(text: string | null | undefined): Cursor | undefined {
  if (!text || text.length > CURSOR_TEXT_MAX) return undefined;
  const json = fromBase64Url(text);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = wireSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { s, d, p, k } = parsed.data;
  return { sort: s, direction: d === 'a' ? 'after' : 'before', page: p, keys: k };
}

/**
 * A query's cursor parameter (`?kursor=` on public pages, `cursor` in the admin API): optional, and
 * read as "no cursor" (the first page) when it cannot be read. Never refuses a request.
 */
export const cursorParamSchema = z
  .string()
  .optional()
  .transform((text) => decodeCursor(text));

/** What a keyset page adds to a list's answer: the cursors of the pages beside it (null: there is none). */
export type KeysetLinks = {
  /** "Berikutnya": the page after this one. */
  next: string | null;
  /** "Sebelumnya": the page before this one. */
  prev: string | null;
};
