/** A report pin's colour by status: the badges' hues, dark enough to stand out on a map (/laporan). */
export const STATUS_PIN_COLOUR: Record<string, string> = {
  Diajukan: '#475569',
  Diproses: '#a16207',
  Selesai: '#047857',
  Ditolak: '#b91c1c',
};
export const pinColour = (status: string) => STATUS_PIN_COLOUR[status] ?? '#475569';
