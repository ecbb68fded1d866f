// The six kabupaten of West Sulawesi and the form field that asks for one: a module of its own,
// small, because the damage report form shows it at once (the map and its arithmetic come later,
// from sulbar-geo.ts).

export const KABUPATEN = ['Mamuju', 'Mamuju Tengah', 'Pasangkayu', 'Majene', 'Polewali Mandar', 'Mamasa'] as const;
export type Kabupaten = (typeof KABUPATEN)[number];

export const KABUPATEN_FIELD = {
  label: 'Kabupaten',
  placeholder: 'Pilih kabupaten',
  suggested: 'Disarankan dari titik peta: {name}. Ubah bila kurang tepat.',
} as const;
