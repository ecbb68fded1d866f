// Which backup archives to keep (issue 37, item 2: BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY), as the office's
// IT person expects of grandfather-father-son: one a day for the last days, then one a week before that.
// Pure: the backup code lists its archives, asks this, and removes what it is told.

export type Archive = { name: string; createdAt: Date };
export type RetentionPlan = { keep: string[]; remove: string[] };

/** WITA, the office's time (UTC+8, no daylight saving): its days and weeks are the ones counted. */
const WITA_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The WITA calendar day, as 2026-05-14. */
function witaDay(at: Date): string {
  return new Date(at.getTime() + WITA_MS).toISOString().slice(0, 10);
}

/** The ISO week (Monday to Sunday, WITA), named by its Monday: one name even across new year. */
function witaWeek(at: Date): string {
  const local = new Date(at.getTime() + WITA_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The newest archive of each of the newest `count` groups (archives sorted newest first). */
function newestOfGroups(sorted: Archive[], groupOf: (at: Date) => string, count: number): Archive[] {
  const picked: Archive[] = [];
  const seen = new Set<string>();
  for (const a of sorted) {
    const group = groupOf(a.createdAt);
    if (seen.has(group)) continue;
    if (seen.size >= count) break;
    seen.add(group);
    picked.push(a);
  }
  return picked;
}

/**
 * Keeps the newest archive of each of the newest `keep.daily` WITA days that have one, and the newest
 * archive of each of the newest `keep.weekly` ISO weeks among the older archives; removes the rest.
 * Never removes the newest archive, one made "in the future" (the clock was moved: not ours to judge), or
 * one whose time cannot be read. Both lists are newest first.
 */
export function planRetention(archives: Archive[], keep: { daily: number; weekly: number }, now: Date): RetentionPlan {
  const readable = (a: Archive) => Number.isFinite(a.createdAt.getTime());
  const untouchable = archives.filter((a) => !readable(a) || a.createdAt.getTime() > now.getTime());
  const sorted = archives.filter((a) => !untouchable.includes(a)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

  const daily = newestOfGroups(sorted, witaDay, Math.max(0, keep.daily));
  const dailyDays = new Set(daily.map((a) => witaDay(a.createdAt)));
  const older = sorted.filter((a) => !dailyDays.has(witaDay(a.createdAt)));
  const weekly = newestOfGroups(older, witaWeek, Math.max(0, keep.weekly));

  const kept = new Set<Archive>([...untouchable, ...daily, ...weekly]);
  if (sorted[0]) kept.add(sorted[0]);
  const byTime = [...archives].sort((a, b) => (b.createdAt.getTime() || 0) - (a.createdAt.getTime() || 0));
  return {
    keep: byTime.filter((a) => kept.has(a)).map((a) => a.name),
    remove: byTime.filter((a) => !kept.has(a)).map((a) => a.name),
  };
}
