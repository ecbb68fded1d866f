// Jembatantif as a bridge-management view (issue 17): the Bina Marga BMS conventions the records,
// inspections, map and figures share. The decisions behind the mapping and "kemantapan" are in
// docs/decisions/031-bridge-condition.md.
import { KONDISI, type Kondisi } from './constants.ts';
// Road statuses, kondisi colours and "mantap" are in bridge-status.ts: the public list needs them at once.

/** The four kinds of inspection of the BMS (Pedoman Pemeriksaan Jembatan). */
export const JENIS_INSPEKSI = ['inventarisasi', 'rutin', 'detail', 'khusus'] as const;
export type JenisInspeksi = (typeof JENIS_INSPEKSI)[number];
export const JENIS_INSPEKSI_LABEL: Record<JenisInspeksi, string> = {
  inventarisasi: 'Pemeriksaan Inventarisasi',
  rutin: 'Pemeriksaan Rutin',
  detail: 'Pemeriksaan Detail',
  khusus: 'Pemeriksaan Khusus',
};

/** The elements scored apart, in the order an inspector walks the bridge from the top. */
export const ELEMEN_JEMBATAN = ['bangunanAtas', 'bangunanBawah', 'fondasi', 'lantai', 'sandaran'] as const;
export type ElemenJembatan = (typeof ELEMEN_JEMBATAN)[number];
export const ELEMEN_LABEL: Record<ElemenJembatan, string> = {
  bangunanAtas: 'Bangunan atas',
  bangunanBawah: 'Bangunan bawah',
  fondasi: 'Fondasi',
  lantai: 'Lantai',
  sandaran: 'Sandaran',
};

/**
 * Nilai Kondisi (NK) 0–5 of the BMS, with the meaning of each score in the words of the kondisi it gives
 * (kondisiFromNk): issue 38 found "NK 4 – Kondisi kritis" badged "Rusak Berat" beside a category "Kritis".
 * The manual's "kritis" for NK 4 is a critical element; the public category Kritis is NK 5.
 */
export const NK_VALUES = [0, 1, 2, 3, 4, 5] as const;
export type NilaiKondisi = (typeof NK_VALUES)[number];
export const NK_MEANING: Record<NilaiKondisi, string> = {
  0: 'Baru, tanpa kerusakan',
  1: 'Kerusakan sangat sedikit (cukup pemeliharaan rutin)',
  2: 'Kerusakan yang perlu dipantau atau dipelihara',
  3: 'Rusak ringan: kerusakan yang membutuhkan perbaikan',
  4: 'Rusak berat: elemen utama rusak, perlu segera diperbaiki',
  5: 'Kritis: runtuh atau tidak berfungsi',
};

/**
 * The public kondisi a score gives (ADR 031): NK 0–1 Baik, 2 Perlu Perhatian (the BMS's "sedang"),
 * 3 Rusak Ringan, 4 Rusak Berat, 5 Kritis.
 */
export function kondisiFromNk(nk: NilaiKondisi): Kondisi {
  if (nk <= 1) return 'Baik';
  return KONDISI[nk - 1]!;
}

/** The score a kondisi stands for when no inspection gave one (the records made before issue 17). */
export function nkFromKondisi(kondisi: Kondisi): NilaiKondisi {
  return (KONDISI.indexOf(kondisi) + 1) as NilaiKondisi;
}

/** At most this many photos a bridge (issue 17, item 1) and an inspection. */
export const BRIDGE_PHOTOS_MAX = 5;
export const INSPECTION_PHOTOS_MAX = 5;
