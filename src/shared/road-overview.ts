// Issue 39, item 6: what an engineer reads of one ruas (its condition, reports, bridges) and the
// "worst first" list. Shapes only (no zod), shared by the server and the admin pages.
import type { Kondisi } from './constants.ts';
import type { RoadGeometry, RoadStatus } from './roads.ts';

/** A ruas's condition in km by class, as PKRMS reports it, with the year of the survey. */
export type RoadCondition = {
  baikKm: number;
  sedangKm: number;
  rusakRinganKm: number;
  rusakBeratKm: number;
  totalKm: number;
  /** (baik + sedang) / total, in per cent with one decimal. */
  kemantapan: number;
  year: number | null;
};

/** Kemantapan in per cent (one decimal) of the four condition figures; null when none were imported. */
export function conditionOf(r: {
  kondisiBaikKm: number | null;
  kondisiSedangKm: number | null;
  kondisiRusakRinganKm: number | null;
  kondisiRusakBeratKm: number | null;
  kondisiYear: number | null;
}): RoadCondition | null {
  const figures = [r.kondisiBaikKm, r.kondisiSedangKm, r.kondisiRusakRinganKm, r.kondisiRusakBeratKm];
  if (figures.every((f) => f === null)) return null;
  const [baikKm, sedangKm, rusakRinganKm, rusakBeratKm] = figures.map((f) => f ?? 0) as [number, number, number, number];
  const totalKm = baikKm + sedangKm + rusakRinganKm + rusakBeratKm;
  if (totalKm <= 0) return null;
  return {
    baikKm,
    sedangKm,
    rusakRinganKm,
    rusakBeratKm,
    totalKm: Math.round(totalKm * 1000) / 1000,
    kemantapan: Math.round(((baikKm + sedangKm) / totalKm) * 1000) / 10,
    year: r.kondisiYear,
  };
}

type RoadHeader = {
  id: string;
  noRuas: string;
  name: string;
  status: RoadStatus;
  kabupaten: string | null;
  lengthKm: number | null;
};

/** A report on the ruas, in one of the three groups. */
export type RoadReportItem = {
  trackingCode: string;
  reportType: string;
  location: string;
  status: string;
  reportedAt: string;
  dueOn: string | null;
  latitude: number | null;
  longitude: number | null;
};

type RoadBridgeItem = { id: string; nama: string; sta: string | null; kondisi: Kondisi };

export const ROAD_REPORT_GROUPS = ['late', 'open', 'done'] as const;
export type RoadReportGroup = (typeof ROAD_REPORT_GROUPS)[number];

/** GET /api/admin/road-overview/:id. */
export type RoadOverview = {
  ruas: RoadHeader & { surface: string | null; condition: RoadCondition | null; geometry: RoadGeometry };
  counts: Record<RoadReportGroup, number>;
  /** The newest of each group (at most ROAD_REPORTS_SHOWN); `counts` has them all. */
  reports: Record<RoadReportGroup, RoadReportItem[]>;
  bridges: RoadBridgeItem[];
};

export const ROAD_REPORTS_SHOWN = 50;

/** A row of the "worst first" list: `late` and `open` (open, not late) as the ruas page groups them. */
export type RoadPriorityItem = RoadHeader & { late: number; open: number; kemantapan: number | null; conditionYear: number | null };

/** A ruas to pick in the bridge form. */
export type RoadOption = { id: string; noRuas: string; name: string; lengthKm: number | null };
