import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

// The pieces of a staff list's page as one statement (issue 18, item 2; docs/decisions/041): PostgreSQL
// builds each item's JSON and aggregates the page into one text value, which is sent as it is. The pages
// themselves are read by cursor in keyset.ts (issue 41, docs/decisions/075), which keeps them per data
// version as this module once did for page numbers.
let keepPages = true;

/** For `npm run bench`, which also measures the lists with every request reading its page. */
export function setListPagesKept(on: boolean): void {
  keepPages = on;
}

/** Whether the staff lists keep their pages (keyset.ts keeps its own the same way). */
export const listPagesKept = () => keepPages;

/** A page's JSON as the bytes sent: a kept page is encoded once. */
export type JsonBody = Uint8Array<ArrayBuffer>;
const dialect = new PgDialect();

/** A time as JavaScript's toISOString writes it (UTC, to the millisecond), made by PostgreSQL. */
export const isoTimeSql = (column: AnyColumn | SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Pages whose OFFSET is written into the statement as a constant, as the LIMIT always is. Each
// distinct text is one prepared statement on every pooled connection, so deeper pages, which few
// people read, share one statement with the offset as a value.
const CONSTANT_OFFSET_PAGES = 10;

/**
 * A page's `LIMIT … OFFSET …`. As values, a prepared statement's plan would not know how many rows
 * it is for: PostgreSQL then plans the statement again on every run (half of a page's cost), as
 * its generic plan, made for "10 % of the rows", sorts the whole table (docs/decisions/042).
 *
 * A deeper page's offset is a value read through a subquery, `OFFSET (SELECT $n::int)`: a custom
 * plan does not know it either, so the custom and generic plans cost the same and PostgreSQL keeps
 * the generic one, planned once (docs/decisions/043). As a plain value, the custom plan knew the
 * offset, looked cheaper, and was planned again on every read: page 50 took 1,861 µs instead of
 * about 1,000.
 */
export function pageWindow(page: number, pageSize: number): SQL {
  if (!Number.isSafeInteger(page) || !Number.isSafeInteger(pageSize) || page < 1 || pageSize < 1) {
    throw new RangeError(`pageWindow: page ${page}, pageSize ${pageSize}`);
  }
  const offset = (page - 1) * pageSize;
  return page <= CONSTANT_OFFSET_PAGES
    ? sql.raw(`LIMIT ${pageSize} OFFSET ${offset}`)
    : sql`LIMIT ${sql.raw(String(pageSize))} OFFSET (SELECT ${offset}::int)`;
}

/** The pager's JSON around the items' JSON text, as it is: `{"items":[…],"total":…,"page":…,"pageSize":…}`. */
export const pageBody = (itemsJson: string, pager: { total: number; more?: true; page: number; pageSize: number }) =>
  `{"items":${itemsJson},${JSON.stringify(pager).slice(1)}`;

/**
 * An item's fields as a select list (`expr AS "field"`), for a row PostgreSQL turns into the item's
 * JSON. Made into SQL text once, when the list's module loads, so a request renders only its own
 * filters; a field's SQL may therefore hold no values, only constants.
 */
export function jsonColumns(fields: Record<string, AnyColumn | SQL>): SQL {
  const columns = sql.join(
    Object.entries(fields).map(([field, value]) => sql`${value} AS ${sql.identifier(field)}`),
    sql`, `,
  );
  const { sql: text, params } = dialect.sqlToQuery(columns);
  if (params.length) throw new Error(`jsonColumns: the fields hold values (${params.length}); write them as constants`);
  return sql.raw(text);
}

/**
 * A statement PostgreSQL parses and plans once per connection: named by its text, which has only
 * placeholders for values (a page's window is a constant: pageWindow). With planEachRead, an
 * unnamed one, planned with its values each time (see JsonPageQuery.search).
 */
export function statement<Row extends object>(db: Db, planEachRead: boolean, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (planEachRead) return db.$client.query<Row>({ text, values: params });
  const name = `jp_${createHash('sha1').update(text).digest('base64url')}`;
  return db.$client.query<Row>({ name, text, values: params });
}
