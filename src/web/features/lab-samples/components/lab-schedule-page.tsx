import { useState } from 'react';
import type { LabSchedule } from '../../../../shared/lab-sample-schemas.ts';
import { LAB_SAMPLE, WEEKDAY_NAMES } from '../../../../shared/lab-sample-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { BackLink } from '../../../components/back-link.tsx';
import { Field } from '../../../components/form/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLabSchedule, useSaveLabSchedule } from '../api/lab-samples.ts';

const T = LAB_SAMPLE.schedule;

/** /admin/ujilab/jadwal (issue 40, item 4): the lab's opening days and hours, slot length, capacity, closed dates. */
export default function LabSchedulePage() {
  useDocumentTitle(T.title);
  const schedule = useLabSchedule();
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <BackLink to="/admin/ujilab" label={LAB_SAMPLE.arrivals.back} look="admin" />
      <AdminPageHeader title={T.title} intro={T.intro} />
      {schedule.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(schedule.error)}
        </p>
      ) : !schedule.data ? (
        <Spinner className="text-brand-700" />
      ) : (
        <ScheduleForm schedule={schedule.data} />
      )}
    </div>
  );
}

const closedText = (s: LabSchedule) => s.closedDays.map((c) => (c.note ? `${c.day} ${c.note}` : c.day)).join('\n');

function ScheduleForm({ schedule }: { schedule: LabSchedule }) {
  const save = useSaveLabSchedule();
  const [weekdays, setWeekdays] = useState<number[]>(schedule.weekdays);
  const [opensAt, setOpensAt] = useState(schedule.opensAt);
  const [closesAt, setClosesAt] = useState(schedule.closesAt);
  const [slotMinutes, setSlotMinutes] = useState(String(schedule.slotMinutes));
  const [capacity, setCapacity] = useState(String(schedule.capacity));
  const [closed, setClosed] = useState(closedText(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const closedDays = closed
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [day = '', ...note] = line.split(/\s+/);
        return { day, note: note.join(' ') || null };
      });
    save.mutate(
      { weekdays, opensAt, closesAt, slotMinutes: Number(slotMinutes), capacity: Number(capacity), closedDays },
      {
        onSuccess: (saved) => {
          setErrors({});
          setClosed(closedText(saved));
          toast({ title: T.saved, variant: 'success' });
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
          setErrors(fields);
          toast({ title: T.failedTitle, description: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  };
  const closedError = Object.entries(errors).find(([k]) => k.startsWith('closedDays'))?.[1];
  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <Field label={T.weekdays} group error={errors.weekdays} required>
        <div className="flex flex-wrap gap-3">
          {WEEKDAY_NAMES.slice(0, 5).map((name, i) => (
            <label key={name} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={weekdays.includes(i + 1)}
                onChange={(e) => setWeekdays((w) => (e.target.checked ? [...w, i + 1].sort() : w.filter((d) => d !== i + 1)))}
              />
              {name}
            </label>
          ))}
        </div>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.opensAt} error={errors.opensAt} required>
          <TextInput type="time" value={opensAt} onChange={(e) => setOpensAt(e.target.value)} />
        </Field>
        <Field label={T.closesAt} error={errors.closesAt} required>
          <TextInput type="time" value={closesAt} onChange={(e) => setClosesAt(e.target.value)} />
        </Field>
        <Field label={T.slotMinutes} error={errors.slotMinutes} required>
          <TextInput
            type="number"
            inputMode="numeric"
            min={15}
            max={480}
            step={15}
            value={slotMinutes}
            onChange={(e) => setSlotMinutes(e.target.value)}
          />
        </Field>
        <Field label={T.capacity} error={errors.capacity} required>
          <TextInput type="number" inputMode="numeric" min={1} max={100} value={capacity} onChange={(e) => setCapacity(e.target.value)} />
        </Field>
      </div>
      <Field label={T.closedDays} hint={T.closedDaysHint} error={closedError}>
        <TextArea value={closed} onChange={(e) => setClosed(e.target.value)} rows={4} />
      </Field>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending && <Spinner className="size-4 text-white" label={COMMON.busy} />}
        {save.isPending ? LAB_SAMPLE.receive.busy : T.save}
      </Button>
    </form>
  );
}
