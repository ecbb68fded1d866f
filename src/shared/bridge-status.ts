// What the public bridge list shows at once (issue 17): the road statuses and each kondisi's colour.
// A module apart from bridge-bms.ts so that the list's first load does not carry the inspection texts.
import type { Kondisi } from './constants.ts';

/** Status jalan of the road the bridge carries (who owns it). */
export const STATUS_JALAN = ['nasional', 'provinsi', 'kabupaten'] as const;
export type StatusJalan = (typeof STATUS_JALAN)[number];
export const STATUS_JALAN_LABEL: Record<StatusJalan, string> = {
  nasional: 'Jalan Nasional',
  provinsi: 'Jalan Provinsi',
  kabupaten: 'Jalan Kabupaten',
};

/** "Mantap": in Baik or Perlu Perhatian (NK 0–2), the BMS's baik + sedang (ADR 031). */
export const isMantap = (kondisi: Kondisi): boolean => kondisi === 'Baik' || kondisi === 'Perlu Perhatian';

/** The colour of each kondisi on the map and in the figures: the badge's hue, dark enough for a white border. */
export const KONDISI_COLOUR: Record<Kondisi, string> = {
  Baik: '#15803d',
  'Perlu Perhatian': '#a16207',
  'Rusak Ringan': '#c2410c',
  'Rusak Berat': '#b91c1c',
  Kritis: '#6b21a8',
};
