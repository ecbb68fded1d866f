// Admin lists show the date and, beneath it, the time (id-ID, WITA like lib/format.ts).
const date = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Makassar' });
const time = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Makassar' });

export function DateCell({ value }: { value: string }) {
  const d = new Date(value);
  return (
    <time dateTime={value} className="grid whitespace-nowrap">
      <span>{date.format(d)}</span>
      <span className="text-xs text-slate-500">{time.format(d)} WITA</span>
    </time>
  );
}
