// PostgreSQL advisory-lock ids, all in one place so that no two purposes share one by accident.
// Every instance of the portal asks for the same id, so the lock serialises work across processes.
// Per-user locks are keyed in SQL instead: the daily upload quota takes
// hashtextextended('upload-quota:<userId>', 0) (src/server/uploads/upload-quota.ts).

/** Applying the migrations at start (session lock): instances starting together migrate one at a time. */
export const MIGRATION_LOCK = 7_310_624;

/** Seeding the demo bridges and articles (transaction lock): two instances seed once. */
export const DEMO_SEED_LOCK = 7_310_625;

/** Creating the first super admin at start (session lock): two instances create one account. */
export const FIRST_SUPER_ADMIN_LOCK = 7_310_626;

/**
 * Picking an article's slug (transaction lock): two articles with one title cannot race to the same
 * slug. The value hashtext('articles.slug') gave when the lock was taken by that expression, so an
 * instance of that version and one of this version still exclude each other.
 */
export const ARTICLE_SLUG_LOCK = 938_827_357;

/** Making a backup (session lock): one at a time, whoever asks (the schedule, `npm run backup`). */
export const BACKUP_LOCK = 7_310_627;
