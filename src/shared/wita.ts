/**
 * An instant as West Sulawesi's wall clock (WITA) to the minute, "2026-11-24 10:30": sortable, read the
 * same by a spreadsheet in any locale, and with a T for the space what a datetime-local box takes.
 */
export const WITA_MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Makassar',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
