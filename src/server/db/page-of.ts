import type { PgSelect } from 'drizzle-orm/pg-core';

/** The rows of one page (counted from 1) of an ordered select made `$dynamic()`: what every admin list shows. */
export const pageOf = <Q extends PgSelect>(query: Q, { page, pageSize }: { page: number; pageSize: number }) =>
  query.limit(pageSize).offset((page - 1) * pageSize);
