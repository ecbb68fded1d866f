// Issue 39, item 6: a place on a ruas as PKRMS and the engineers write it, the STA (stationing):
// kilometres "+" three digits of metres from the ruas's start, "12+300" is 12,300 m. Stored in metres.

/** "12+300" → 12300; null when the text is not kilometres, a plus and exactly three digits of metres. */
export function parseSta(text: string): number | null {
  const m = /^\s*(\d{1,4})\s*\+\s*(\d{3})\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 1000 + Number(m[2]);
}

/** 12300 → "12+300"; 0 → "0+000". */
export function formatSta(metres: number): string {
  const m = Math.max(0, Math.round(metres));
  return `${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`;
}
