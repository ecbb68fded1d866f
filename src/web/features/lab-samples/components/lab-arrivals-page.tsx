import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SAMPLE_CONDITIONS, type LabArrival } from '../../../../shared/lab-sample-schemas.ts';
import { CONDITION_LABELS, LAB_SAMPLE } from '../../../../shared/lab-sample-strings.ts';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { BackLink } from '../../../components/back-link.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLabArrivals, useReceiveLabSample } from '../api/lab-samples.ts';

const T = LAB_SAMPLE.arrivals;
const R = LAB_SAMPLE.receive;
const dayFormat = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayWords = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const clock = (t: string) => t.replace(':', '.');

/** /admin/ujilab/sampel?tanggal= (issue 40, item 4): the day's samples, booked or not, and "Sampel diterima". */
export default function LabArrivalsPage() {
  useDocumentTitle(T.title);
  const [params, setParams] = useSearchParams();
  const day = params.get('tanggal') ?? undefined;
  const list = useLabArrivals(day);
  const [receiving, setReceiving] = useState<LabArrival | null>(null);
  const [picked, setPicked] = useState(day ?? '');
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <BackLink to="/admin/ujilab" label={T.back} look="admin" />
      <AdminPageHeader
        title={list.data ? `${T.title} — ${dayWords(list.data.day)}` : T.title}
        intro={T.intro}
        actions={
          <Link to="/admin/ujilab/jadwal" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {T.scheduleLink}
          </Link>
        }
      />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(picked ? { tanggal: picked } : {});
        }}
      >
        <Field label={T.day} className="w-48">
          <TextInput type="date" value={picked || list.data?.day || ''} onChange={(e) => setPicked(e.target.value)} />
        </Field>
        <Button type="submit" variant="secondary">
          {T.show}
        </Button>
      </form>
      {list.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(list.error)}
        </p>
      ) : !list.data ? (
        <Spinner className="text-brand-700" />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{T.empty}</p>
      ) : (
        <ul className="grid gap-3" aria-label={T.title}>
          {list.data.items.map((item) => (
            <li
              key={item.id}
              className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-center"
            >
              <p className="font-semibold text-slate-900">
                {item.slot ? `${clock(item.slot.start)}–${clock(item.slot.end)}` : T.noBooking}
              </p>
              <div className="grid min-w-0 gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/ujilab/${item.code}`}
                    className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {item.code}
                  </Link>
                  <StatusBadge status={item.status} />
                  {item.sample?.late && (
                    <span className="inline-flex rounded-full border border-red-300 bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                      {T.late}
                    </span>
                  )}
                </p>
                <p className="break-words text-slate-800">
                  {item.customer} · {item.jenisUji}
                </p>
                {item.sample && (
                  <p className="text-slate-600">
                    {T.register} {item.sample.registerNumber} · {item.sample.count} · {CONDITION_LABELS[item.sample.condition]} · {T.due}{' '}
                    {dayWords(item.sample.dueOn)}
                    {item.sample.receivedBy ? ` · ${T.receivedBy} ${item.sample.receivedBy}` : ''}
                  </p>
                )}
              </div>
              {item.status === 'Menunggu Sampel' && !item.sample && (
                <Button onClick={() => setReceiving(item)} aria-label={`${T.receive}: ${item.code}`}>
                  {T.receive}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        open={receiving !== null}
        onOpenChange={(open) => !open && setReceiving(null)}
        title={receiving ? R.title(receiving.code) : ''}
      >
        {receiving && <ReceiveForm item={receiving} onDone={() => setReceiving(null)} />}
      </FormDialog>
    </div>
  );
}

function ReceiveForm({ item, onDone }: { item: LabArrival; onDone: () => void }) {
  const receive = useReceiveLabSample();
  const [sampleCount, setSampleCount] = useState('1');
  const [condition, setCondition] = useState('baik');
  const [registerNumber, setRegisterNumber] = useState('');
  const [foto, setFoto] = useState<File | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    receive.mutate(
      { id: item.id, sampleCount, condition, registerNumber, foto },
      {
        onSuccess: () => {
          toast({ title: R.done, variant: 'success' });
          onDone();
        },
        onError: (err) => {
          setErrors(err instanceof ApiError ? (err.fields ?? {}) : {});
          toast({ title: R.failedTitle, description: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field label={R.count} error={errors.sampleCount} required>
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={sampleCount}
          onChange={(e) => setSampleCount(e.target.value)}
        />
      </Field>
      <Field label={R.condition} error={errors.condition} required>
        <select className={cn(inputClass, 'min-h-11')} value={condition} onChange={(e) => setCondition(e.target.value)}>
          {SAMPLE_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {CONDITION_LABELS[c]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={R.register} hint={R.registerHint} error={errors.registerNumber} required>
        <TextInput autoComplete="off" maxLength={40} value={registerNumber} onChange={(e) => setRegisterNumber(e.target.value)} />
      </Field>
      <FileField
        label={R.photo}
        hint={R.photoHint}
        accept={UPLOAD_LIMITS.damagePhoto.accept}
        maxBytes={UPLOAD_LIMITS.damagePhoto.maxBytes}
        kind={R.photoKind}
        file={foto ?? null}
        onChange={(f) => setFoto(f ?? undefined)}
        error={errors.foto}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          {R.cancel}
        </Button>
        <Button type="submit" disabled={receive.isPending}>
          {receive.isPending && <Spinner className="size-4 text-white" label={COMMON.busy} />}
          {receive.isPending ? R.busy : R.submit}
        </Button>
      </div>
    </form>
  );
}
