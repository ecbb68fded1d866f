import { REPORT_TYPES, type ReportType } from './constants.ts';

// Open311 GeoReport v2 (issue 15, item 10; docs/decisions/025-open311.md): the damage-report types as
// the specification's services, by stable ASCII codes.

export const OPEN311_SERVICE_CODES: Record<ReportType, string> = {
  Jalan: 'jalan',
  Jembatan: 'jembatan',
  'Bangunan Air': 'bangunan-air',
  'Bangunan Gedung': 'bangunan-gedung',
  Lainnya: 'lainnya',
};

export const reportTypeOfCode = (code: string): ReportType | undefined => REPORT_TYPES.find((t) => OPEN311_SERVICE_CODES[t] === code);

/** A key as the admin list shows it (the key itself only once, when issued). */
export type Open311KeyItem = {
  id: string;
  name: string;
  prefix: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
export type IssuedOpen311Key = Open311KeyItem & { key: string };
