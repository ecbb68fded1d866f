// DECISIONS.md rule 2: dates and numbers in the id-ID locale.
const longDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Makassar' });
const shortDateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Makassar',
});
const time = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Makassar' });
const number = new Intl.NumberFormat('id-ID');

export const formatLongDate = (value: string | Date) => longDate.format(new Date(value));
export const formatDateTime = (value: string | Date) => shortDateTime.format(new Date(value));
/** "14.05" when the moment is today (WITA), else the date with the time. */
export const formatTimeOrDateTime = (value: string | Date, now: Date = new Date()) =>
  formatLongDate(value) === formatLongDate(now) ? time.format(new Date(value)) : formatDateTime(value);
export const formatNumber = (value: number) => number.format(value);
