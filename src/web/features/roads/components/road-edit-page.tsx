import { Save } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { ROAD_STATUSES } from '../../../../shared/roads.ts';
import { roadEditSchema } from '../../../../shared/roads-schemas.ts';
import { ROADS as T, type RoadDetail } from '../../../../shared/roads-strings.ts';
import { COMMON, fillText } from '../../../../shared/strings.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRoad, useUpdateRoad } from '../api/roads.ts';

const LIST = '/admin/ruas';

/** /admin/ruas/:id/ubah (issue 39, item 1): a ruas's name, status, kabupaten, surface and condition; not its line. */
export default function RoadEditPage() {
  const { id = '' } = useParams();
  const road = useRoad(id);
  useDocumentTitle(road.data ? fillText(T.editHeading, { no: road.data.noRuas }) : T.heading);
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <BackLink to={LIST} label={T.editBack} look="admin" />
      {road.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errorMessage(road.error)}
        </p>
      ) : !road.data ? (
        <Spinner className="text-brand-700" />
      ) : (
        <EditForm road={road.data} />
      )}
    </div>
  );
}

const text = (n: number | null) => (n == null ? '' : String(n).replace('.', ','));

function EditForm({ road }: { road: RoadDetail }) {
  const navigate = useNavigate();
  const update = useUpdateRoad(road.id);
  const form = useZodForm(roadEditSchema, {
    defaultValues: {
      name: road.name,
      status: road.status,
      kabupaten: road.kabupaten ?? '',
      surface: road.surface ?? '',
      lengthKm: text(road.lengthKm),
      kondisiBaikKm: text(road.kondisiBaikKm),
      kondisiSedangKm: text(road.kondisiSedangKm),
      kondisiRusakRinganKm: text(road.kondisiRusakRinganKm),
      kondisiRusakBeratKm: text(road.kondisiRusakBeratKm),
      kondisiYear: road.kondisiYear == null ? '' : String(road.kondisiYear),
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(() =>
    // The boxes as typed: the server reads them with the same schema.
    update.mutate(form.getValues(), {
      onSuccess: () => {
        toast({ title: T.saved, variant: 'success' });
        void navigate(LIST);
      },
      onError: (err) => {
        if (!applyServerErrors(form, err)) toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });
      },
    }),
  );
  const number = (
    name: 'lengthKm' | 'kondisiBaikKm' | 'kondisiSedangKm' | 'kondisiRusakRinganKm' | 'kondisiRusakBeratKm',
    label: string,
  ) => (
    <Field label={label} error={errors[name]?.message}>
      <TextInput inputMode="decimal" {...form.register(name)} />
    </Field>
  );
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold text-brand-800">{fillText(T.editHeading, { no: road.noRuas })}</h1>
        <p className="mt-1 text-sm text-slate-700">{T.editIntro}</p>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <Field label={T.nameLabel} error={errors.name?.message} required>
          <TextInput maxLength={200} {...form.register('name')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={T.statusLabel} error={errors.status?.message} required>
            <select className={cn(inputClass, 'min-h-11')} {...form.register('status')}>
              {ROAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Field>
          <Field label={T.kabupatenLabel} error={errors.kabupaten?.message}>
            <select className={cn(inputClass, 'min-h-11')} {...form.register('kabupaten')}>
              <option value="">{T.kabupatenNone}</option>
              {KABUPATEN.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </Field>
          <Field label={T.surfaceLabel} error={errors.surface?.message}>
            <TextInput maxLength={60} {...form.register('surface')} />
          </Field>
          {number('lengthKm', T.lengthLabel)}
        </div>
        <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">{T.conditionHeading}</legend>
          {number('kondisiBaikKm', T.baikLabel)}
          {number('kondisiSedangKm', T.sedangLabel)}
          {number('kondisiRusakRinganKm', T.rusakRinganLabel)}
          {number('kondisiRusakBeratKm', T.rusakBeratLabel)}
          <Field label={T.yearLabel} error={errors.kondisiYear?.message}>
            <TextInput inputMode="numeric" maxLength={4} {...form.register('kondisiYear')} />
          </Field>
        </fieldset>
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner className="size-4 text-white" label={COMMON.busy} /> : <Save aria-hidden className="size-4" />}
            {update.isPending ? T.saving : T.save}
          </Button>
        </div>
      </form>
    </>
  );
}
