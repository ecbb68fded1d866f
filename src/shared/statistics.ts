// Public statistics (issue 15, item 9; docs/decisions/026-public-statistics.md): shapes and periods,
// without zod so the page stays light.

/** `12b` (the last 12 months, the default) or a calendar year. */
export type StatPeriod = { key: string; label: string; kind: 'rolling' | 'year'; year: number | null };

export type StatRow = { label: string; value: number };
export type MonthRow = { month: string; label: string; value: number };

export type ServiceStats = { perMonth: MonthRow[]; total: number; medianDays: number | null; finished: number };

export type PublicStatistics = {
  period: { key: string; label: string };
  years: number[];
  damage: {
    total: number;
    byStatus: StatRow[];
    byType: StatRow[];
    byKabupaten: StatRow[];
    /** Issue 39, item 3: reports now with another authority (Diteruskan), by that authority; apart from finished ones. */
    byInstansi: StatRow[];
    perMonth: MonthRow[];
    medianDaysToDone: number | null;
    done: number;
    deadline: { counted: number; onTime: number; share: number | null; withoutDeadline: number };
  };
  sirekanan: ServiceStats;
  ujilab: ServiceStats;
  /**
   * Issue 40, item 6: Uji Lab requests finished (Selesai) whose first result report was issued in the period, the
   * median days from the sample's arrival to that report (one decimal), and how many there were.
   */
  labTurnaround: { medianDays: number | null; results: number };
  /** Issue 39, item 6: kemantapan jalan, from the condition figures imported with the ruas (not by period). */
  roads: RoadKemantapan;
};

/** A ruas with condition figures: km by class and % mantap = (baik + sedang) / all four. */
export type RoadKemantapanRow = {
  noRuas: string;
  name: string;
  status: string;
  kabupaten: string | null;
  lengthKm: number | null;
  baikKm: number;
  sedangKm: number;
  rusakRinganKm: number;
  rusakBeratKm: number;
  kemantapan: number;
  year: number | null;
};
export type RoadKemantapan = {
  rows: RoadKemantapanRow[];
  /** The provincial roads together (the province's own kemantapan); null without figures. */
  province: { ruas: number; totalKm: number; mantapKm: number; kemantapan: number } | null;
};

/** The figures a CSV can be downloaded for: /api/statistik/{figure}.csv. */
export const STAT_FIGURES = [
  'laporan-status',
  'laporan-jenis',
  'laporan-kabupaten',
  'laporan-diteruskan',
  'laporan-bulanan',
  'sirekanan-bulanan',
  'ujilab-bulanan',
  'kemantapan-jalan',
  'ringkasan',
] as const;
export type StatFigure = (typeof STAT_FIGURES)[number];
