import { sql } from 'drizzle-orm';

// Which group a damage report on a ruas is in, as the damage reports' own overdue SQL decides it
// (damage-reports/targets.ts: open and past its due day, WITA). Read with the report as `r`
// (service_requests) and `d` (damage_reports). A refused report (Ditolak) is in none.
const todayWita = sql`(now() at time zone 'Asia/Makassar')::date`;

export const lateSql = sql`(r.status in ('Diajukan', 'Diproses') and d.due_on < ${todayWita})`;
export const openSql = sql`(r.status in ('Diajukan', 'Diproses', 'Perlu Dilengkapi'))`;

/** 'late', 'open' (still open, not late) or 'done' (Selesai); null for a refused report. */
export const groupSql = sql`case when r.status = 'Selesai' then 'done' when ${lateSql} then 'late' when ${openSql} then 'open' end`;
