import { CalendarClock, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import type { LabDropoff, LabSlot } from '../../../../shared/lab-sample-schemas.ts';
import { LAB_SAMPLE } from '../../../../shared/lab-sample-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { Card } from '../../../components/card.tsx';
import { Field } from '../../../components/form/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useBookLabSlot, useLabDropoff } from '../api/dashboard.ts';

const T = LAB_SAMPLE.booking;
const dayFormat = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayWords = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const clock = (t: string) => t.replace(':', '.');
const shortFormat = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
// The day in each option too: a closed select shows the option alone, not its group.
const shortDay = (day: string) => shortFormat.format(new Date(`${day}T00:00:00Z`));
const slotWords = (s: { day: string; start: string; end: string }) => `${dayWords(s.day)}, ${clock(s.start)}–${clock(s.end)} WITA`;

/**
 * The drop-off on a lab request's page (issue 40, item 4): while the request waits for its sample, the customer
 * books a slot (or moves it once) or is told the opening hours; once the sample is in, its register number and
 * the day the result is due ("Terlambat" after it).
 */
export function DropoffPanel({ id, status }: { id: string; status: string }) {
  const shown = status === 'Menunggu Sampel' || status === 'Dalam Pengujian' || status === 'Selesai';
  const dropoff = useLabDropoff(id, shown);
  if (!shown || !dropoff.data) return null;
  const d = dropoff.data;
  if (d.sample) return <SampleCard sample={d.sample} />;
  if (d.status !== 'Menunggu Sampel') return null;
  return <BookingCard id={id} dropoff={d} />;
}

function SampleCard({ sample }: { sample: NonNullable<LabDropoff['sample']> }) {
  return (
    <Card title={LAB_SAMPLE.booking.title}>
      <div className="flex gap-3 text-sm text-slate-800">
        <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="grid gap-1">
          <p>{T.received(sample.registerNumber)}</p>
          <p>
            {T.due}: <span className="font-semibold">{dayWords(sample.dueOn)}</span>
            {sample.late && (
              <span className="ml-2 inline-flex rounded-full border border-red-300 bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                {LAB_SAMPLE.arrivals.late}
              </span>
            )}
          </p>
        </div>
      </div>
    </Card>
  );
}

function BookingCard({ id, dropoff }: { id: string; dropoff: LabDropoff }) {
  const book = useBookLabSlot(id);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { booking, slots } = dropoff;
  const mayBook = !booking || booking.mayMove;
  const byDay = new Map<string, LabSlot[]>();
  for (const s of slots) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const [day, start] = choice.split(' ');
    if (!day || !start) return setError(T.chooseSlot);
    setError(undefined);
    book.mutate(
      { day, start },
      {
        onSuccess: () => {
          setChoice('');
          toast({ title: booking ? T.movedToast : T.bookedToast, variant: 'success' });
        },
        onError: (err) => {
          setError(errorMessage(err));
          toast({ title: T.failedTitle, description: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <Card title={T.title}>
      <div className="grid gap-4 text-sm text-slate-800">
        <p>{T.intro}</p>
        {booking && (
          <p className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-brand-900">
            <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span>
              {T.booked}: <strong>{slotWords(booking)}</strong>
            </span>
          </p>
        )}
        {mayBook &&
          (slots.length === 0 ? (
            <p>{T.noSlots}</p>
          ) : (
            <form noValidate onSubmit={submit} className="grid gap-3">
              <Field label={T.slot} hint={booking ? T.moveOnce : undefined} error={error} required>
                <select className={cn(inputClass, 'min-h-11')} value={choice} onChange={(e) => setChoice(e.target.value)}>
                  <option value="">{T.chooseSlot}</option>
                  {[...byDay].map(([day, list]) => (
                    <optgroup key={day} label={dayWords(day)}>
                      {list.map((s) => (
                        <option key={s.start} value={`${s.day} ${s.start}`}>
                          {`${shortDay(s.day)}, ${clock(s.start)}–${clock(s.end)} (${T.left(s.left)})`}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </Field>
              <Button type="submit" className="w-fit" disabled={book.isPending}>
                {book.isPending && <Spinner className="size-4 text-white" label={COMMON.busy} />}
                {book.isPending ? T.busy : booking ? T.move : T.book}
              </Button>
            </form>
          ))}
        <p className="text-slate-600">{T.orWalkIn(dropoff.hours)}</p>
      </div>
    </Card>
  );
}
