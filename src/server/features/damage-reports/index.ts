// What the rest of the server may use of damage-reports (docs/server-features.md). The feature owns
// the damage_reports table and its photos, supporters, feedback and targets: others read through these.
export { findPublicReport } from './find-public-report.ts';
export { listPublicReports } from './list-public-reports.ts';
export { listPublicReportsWhere } from './list-public-reports-where.ts';
export { submitDamageReport } from './submit-damage-report.ts';
export { overdueSql } from './targets.ts';
