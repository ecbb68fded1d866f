import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ELEMEN_JEMBATAN,
  ELEMEN_LABEL,
  INSPECTION_PHOTOS_MAX,
  JENIS_INSPEKSI,
  JENIS_INSPEKSI_LABEL,
  kondisiFromNk,
  NK_MEANING,
  NK_VALUES,
  type JenisInspeksi,
  type NilaiKondisi,
} from '../../../../shared/bridge-bms.ts';
import {
  INSPECTION_NOTES_MAX,
  INSPECTOR_MAX,
  inspectionInputSchemaFor,
  todayInSulbar,
  type BridgeAdminDetail,
  type InspectionFormValues,
  type InspectionInput,
  type InspectionItem,
} from '../../../../shared/bridge-inspection-schemas.ts';
import { BRIDGE_INSPECTIONS } from '../../../../shared/bridge-inspection-strings.ts';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { COMMON, fillText } from '../../../../shared/strings.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { isAbort, LazyUploadProgressBar, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { formDataOf } from '../../../components/upload-request.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { uploadInspection, uploadInspectionPhotos, useAdoptDetail, useUpdateInspection } from '../api/bridge-inspections.ts';
import { KondisiBadge } from './kondisi-badge.tsx';

const T = BRIDGE_INSPECTIONS;
const NK_OPTIONS = NK_VALUES.map(String);

const emptyValues = (): InspectionFormValues => ({
  inspectedAt: todayInSulbar(),
  jenis: '' as JenisInspeksi,
  inspector: '',
  nilaiKondisi: '',
  bangunanAtas: '',
  bangunanBawah: '',
  fondasi: '',
  lantai: '',
  sandaran: '',
  notes: '',
});

const text = (n: number | null) => (n == null ? '' : String(n));
const valuesOf = (i: InspectionItem | null): InspectionFormValues =>
  i
    ? {
        inspectedAt: i.inspectedAt,
        jenis: i.jenis,
        inspector: i.inspector ?? '',
        nilaiKondisi: text(i.nilaiKondisi),
        bangunanAtas: text(i.elements.bangunanAtas),
        bangunanBawah: text(i.elements.bangunanBawah),
        fondasi: text(i.elements.fondasi),
        lantai: text(i.elements.lantai),
        sandaran: text(i.elements.sandaran),
        notes: i.notes ?? '',
      }
    : emptyValues();

/** The multipart fields of an inspection (numbers as text, absent scores left out). */
function fieldsOf(input: InspectionInput): Record<string, string> {
  const fields: Record<string, string> = {
    inspectedAt: input.inspectedAt,
    jenis: input.jenis,
    inspector: input.inspector,
    nilaiKondisi: String(input.nilaiKondisi),
    notes: input.notes ?? '',
  };
  for (const e of ELEMEN_JEMBATAN) if (input[e] !== null) fields[e] = String(input[e]);
  return fields;
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bridge: BridgeAdminDetail['bridge'];
  /** null: "Tambah Inspeksi"; else the inspection being edited. */
  inspection: InspectionItem | null;
};

/** "Tambah Inspeksi" / "Edit Inspeksi": the BMS inspection (ADR 031) with up to five photos. */
export function InspectionFormDialog({ open, onOpenChange, bridge, inspection }: Props) {
  const editing = inspection != null;
  const schema = useMemo(() => inspectionInputSchemaFor(bridge.tahunBangun), [bridge.tahunBangun]);
  const { register, control, handleSubmit, reset, formState } = useForm<InspectionFormValues, unknown, InspectionInput>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(inspection),
  });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const control2 = useUploadControl();
  const update = useUpdateInspection(bridge.id);
  const adopt = useAdoptDetail(bridge.id);
  const [sending, setSending] = useState(false);
  const busy = sending || update.isPending;
  const photoInputId = useId();
  const photoInputRef = useRef<HTMLInputElement>(null);
  const room = INSPECTION_PHOTOS_MAX - (inspection?.photos.length ?? 0);

  useEffect(() => {
    if (open) reset(valuesOf(inspection));
  }, [open, inspection, reset]);
  // Each opening starts without chosen photos (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFiles([]);
      setFilesError(null);
    }
  }

  const chosenNk = useWatch({ control, name: 'nilaiKondisi' });
  const nkNumber = typeof chosenNk === 'string' && chosenNk !== '' ? (Number(chosenNk) as NilaiKondisi) : null;

  const close = () => {
    if (!busy) onOpenChange(false);
  };

  const onSubmit = handleSubmit(
    async (input) => {
      if (files.length > room) {
        setFilesError(T.tooManyPhotos);
        return;
      }
      setSending(true);
      try {
        let detail: BridgeAdminDetail;
        if (editing) {
          detail = await update.mutateAsync({ inspectionId: inspection.id, input });
          if (files.length > 0) {
            detail = await uploadInspectionPhotos(bridge.id, inspection.id, formDataOf({ foto: files }), control2.begin());
            adopt(detail);
          }
        } else {
          detail = await uploadInspection(bridge.id, formDataOf({ ...fieldsOf(input), foto: files }), control2.begin());
          adopt(detail);
        }
        toast({
          title: editing ? T.updatedTitle : T.addedTitle,
          description: fillText(editing ? T.updated : T.added, { kondisi: detail.bridge.kondisi }),
          variant: 'success',
        });
        onOpenChange(false);
      } catch (err) {
        if (isAbort(err)) toastUploadCancelled();
        else toast({ title: T.saveFailedTitle, description: errorMessage(err), variant: 'destructive' });
      } finally {
        control2.end();
        setSending(false);
      }
    },
    (errors) => {
      const first = [
        errors.inspectedAt,
        errors.jenis,
        errors.inspector,
        errors.nilaiKondisi,
        ...ELEMEN_JEMBATAN.map((e) => errors[e]),
        errors.notes,
      ].find(Boolean)?.message;
      toast({ title: T.incompleteTitle, description: first ?? T.incompleteTitle, variant: 'destructive' });
    },
  );

  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title={editing ? T.editTitle : T.addTitle}
      description={T.formDescription}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={T.inspectedAt} required error={errors.inspectedAt?.message}>
            <TextInput type="date" max={todayInSulbar()} min={`${bridge.tahunBangun}-01-01`} {...register('inspectedAt')} />
          </Field>
          <Controller
            control={control}
            name="jenis"
            render={({ field, fieldState }) => (
              <SelectField
                label={T.jenis}
                name={field.name}
                placeholder={T.jenisPlaceholder}
                options={JENIS_INSPEKSI}
                value={(field.value as string) ?? ''}
                onChange={field.onChange}
                required
                error={fieldState.error?.message}
                disabled={busy}
                renderOption={(j) => JENIS_INSPEKSI_LABEL[j as JenisInspeksi]}
              />
            )}
          />
        </div>
        <Field label={T.inspector} required error={errors.inspector?.message}>
          <TextInput maxLength={INSPECTOR_MAX} autoComplete="name" {...register('inspector')} />
        </Field>
        <Controller
          control={control}
          name="nilaiKondisi"
          render={({ field, fieldState }) => (
            <SelectField
              label={T.nilaiKondisi}
              name={field.name}
              placeholder={T.nkPlaceholder}
              options={NK_OPTIONS}
              value={typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value)}
              onChange={field.onChange}
              required
              error={fieldState.error?.message}
              disabled={busy}
              renderOption={(v) => `${v} – ${NK_MEANING[Number(v) as NilaiKondisi]}`}
            />
          )}
        />
        {nkNumber !== null && (
          <p className="-mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {T.nkGives}: <KondisiBadge kondisi={kondisiFromNk(nkNumber)} />
          </p>
        )}
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{T.elementsLegend}</legend>
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
            {ELEMEN_JEMBATAN.map((e) => (
              <Field key={e} label={ELEMEN_LABEL[e]} error={errors[e]?.message}>
                <select className={cn(inputClass, 'min-h-11')} disabled={busy} {...register(e)}>
                  <option value="">{T.elementPlaceholder}</option>
                  {NK_VALUES.map((nk) => (
                    <option key={nk} value={String(nk)}>
                      {`NK ${nk}`}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </div>
        </fieldset>
        <Field label={T.notes} error={errors.notes?.message}>
          <TextArea maxLength={INSPECTION_NOTES_MAX} rows={3} {...register('notes')} />
        </Field>
        {room > 0 && (
          <div className="grid gap-1.5">
            <label htmlFor={photoInputId} className="text-sm font-medium text-slate-800">
              {T.photos}
            </label>
            {/* The browser's own file button speaks the browser's language; ours speaks Indonesian. */}
            <input
              id={photoInputId}
              ref={photoInputRef}
              type="file"
              multiple
              accept={UPLOAD_LIMITS.publicImage.accept}
              disabled={busy}
              tabIndex={-1}
              aria-describedby={`${photoInputId}-hint`}
              aria-invalid={filesError ? true : undefined}
              className="sr-only"
              onChange={(ev) => {
                const chosen = [...files, ...Array.from(ev.target.files ?? [])];
                setFilesError(chosen.length > room ? T.tooManyPhotos : null);
                setFiles(chosen.slice(0, room));
                ev.target.value = '';
              }}
            />
            <div>
              <Button variant="secondary" disabled={busy || files.length >= room} onClick={() => photoInputRef.current?.click()}>
                <Camera aria-hidden className="size-4" />
                {T.choosePhotos}
              </Button>
            </div>
            <p id={`${photoInputId}-hint`} className="text-xs text-slate-600">
              {T.photosInspectionHint}
            </p>
            {filesError && <p className="text-sm text-red-700">{filesError}</p>}
            {files.length > 0 && (
              <ul className="grid gap-1 text-sm text-slate-800" aria-label={fillText(T.chosenPhotos, { count: files.length })}>
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-2 py-1">
                    <span className="min-w-0 truncate">{f.name}</span>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => setFiles(files.filter((_, j) => j !== i))}
                      aria-label={fillText(T.removeChosen, { name: f.name })}
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200"
                    >
                      <X aria-hidden className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <LazyUploadProgressBar progress={control2.progress} onCancel={control2.cancel} />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={close}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? COMMON.saving : editing ? T.saveEdit : T.save}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
