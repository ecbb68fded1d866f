import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { bridgeInputSchema, type BridgeFormValues, type BridgeItem } from '../../../../shared/bridge-schemas.ts';
import { STATUS_JALAN, STATUS_JALAN_LABEL, type StatusJalan } from '../../../../shared/bridge-status.ts';
import { BRIDGE_LOKASI_MAX, BRIDGE_NAMA_MAX, BRIDGE_RUAS_MAX, BRIDGE_TIPE_MAX, KONDISI } from '../../../../shared/constants.ts';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { LAYANAN } from '../../../../shared/layanan-strings.ts';
import { BRIDGE_FORM as F } from '../../../../shared/bridge-form-strings.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveBridge } from '../api/bridge-writes.ts';
import { KondisiBadge } from './kondisi-badge.tsx';
import { RoadSectionFields } from './road-section-fields.tsx';

const T = LAYANAN_BRIDGES;
const EMPTY: BridgeFormValues = {
  nama: '',
  lokasi: '',
  tahunBangun: '',
  tipe: '',
  kondisi: '' as BridgeFormValues['kondisi'],
  kabupaten: '',
  ruasJalan: '',
  statusJalan: '',
  latitude: '',
  longitude: '',
  panjang: '',
  lebar: '',
  jumlahBentang: '',
  roadSectionId: '',
  sta: '',
};

const text = (n: number | null) => (n == null ? '' : String(n));
const valuesOf = (b: BridgeItem | null): BridgeFormValues =>
  b
    ? {
        nama: b.nama,
        lokasi: b.lokasi,
        tahunBangun: String(b.tahunBangun),
        tipe: b.tipe ?? '',
        kondisi: b.kondisi,
        kabupaten: b.kabupaten ?? '',
        ruasJalan: b.ruasJalan ?? '',
        statusJalan: b.statusJalan ?? '',
        latitude: text(b.latitude),
        longitude: text(b.longitude),
        panjang: text(b.panjang),
        lebar: text(b.lebar),
        jumlahBentang: text(b.jumlahBentang),
        roadSectionId: b.roadSectionId ?? '',
        sta: b.sta ?? '',
      }
    : EMPTY;

/** The optional numbers of the details fieldset: name, label, what the phone's keyboard offers. */
const NUMBER_FIELDS = [
  ['latitude', F.latitude, 'decimal'],
  ['longitude', F.longitude, 'decimal'],
  ['panjang', F.panjang, 'decimal'],
  ['lebar', F.lebar, 'decimal'],
  ['jumlahBentang', F.jumlahBentang, 'numeric'],
] as const;

type Props = { open: boolean; bridge: BridgeItem | null; onOpenChange: (open: boolean) => void };

/** 'Tambah Data Jembatan Baru' (bridge null) or 'Edit Data Jembatan' (prefilled). */
export function BridgeFormDialog({ open, bridge, onOpenChange }: Props) {
  const save = useSaveBridge();
  const editing = bridge != null;
  const { register, control, handleSubmit, reset, formState } = useZodForm(bridgeInputSchema, { defaultValues: valuesOf(bridge) });
  // Spec §2: the edit form is prefilled from the chosen bridge; the add form starts empty each time.
  useEffect(() => {
    if (open) reset(valuesOf(bridge));
  }, [open, bridge, reset]);

  const onSubmit = handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id: bridge?.id, input });
        toast(
          editing
            ? { title: T.updatedTitle, description: T.updated, variant: 'success' }
            : { title: T.addedTitle, description: T.added, variant: 'success' },
        );
        reset(EMPTY);
        onOpenChange(false);
      } catch (err) {
        const denied = err instanceof ApiError && err.status === 403;
        toast({
          title: denied && err.title ? err.title : LAYANAN.submitFailedTitle,
          description: (err instanceof Error && err.message) || (editing ? T.updateFailed : T.addFailed),
          variant: 'destructive',
        });
      }
    },
    (errors) => {
      const first = [
        errors.nama,
        errors.lokasi,
        errors.tahunBangun,
        errors.tipe,
        errors.kondisi,
        errors.kabupaten,
        errors.ruasJalan,
        errors.statusJalan,
        errors.latitude,
        errors.longitude,
        errors.panjang,
        errors.lebar,
        errors.jumlahBentang,
        errors.roadSectionId,
        errors.sta,
      ].find(Boolean)?.message;
      toast({ title: T.incompleteTitle, description: first ?? T.incomplete, variant: 'destructive' });
    },
  );

  const busy = save.isPending;
  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        if (!o) reset(EMPTY);
        onOpenChange(o);
      }}
      title={editing ? T.editTitle : T.addTitle}
      description={T.formDescription}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <Field label={T.nama} required error={errors.nama?.message}>
          <TextInput maxLength={BRIDGE_NAMA_MAX} autoComplete="off" {...register('nama')} />
        </Field>
        <Field label={T.lokasi} required error={errors.lokasi?.message}>
          <TextInput maxLength={BRIDGE_LOKASI_MAX} autoComplete="off" {...register('lokasi')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={T.tahunBangun} required error={errors.tahunBangun?.message}>
            <TextInput type="number" inputMode="numeric" min={1800} step={1} {...register('tahunBangun')} />
          </Field>
          <Field label={T.tipeOptional} error={errors.tipe?.message}>
            <TextInput placeholder={T.tipePlaceholder} maxLength={BRIDGE_TIPE_MAX} autoComplete="off" {...register('tipe')} />
          </Field>
        </div>
        <Controller
          control={control}
          name="kondisi"
          render={({ field, fieldState }) => (
            <SelectField
              label={T.kondisi}
              name={field.name}
              placeholder={T.kondisiPlaceholder}
              options={KONDISI}
              value={(field.value as string) ?? ''}
              onChange={field.onChange}
              required
              error={fieldState.error?.message}
              disabled={busy}
              renderOption={(k) => <KondisiBadge kondisi={k as BridgeItem['kondisi']} />}
            />
          )}
        />
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{F.detailsLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="kabupaten"
              render={({ field, fieldState }) => (
                <SelectField
                  label={T.kabupaten}
                  name={field.name}
                  placeholder={F.kabupatenPlaceholder}
                  options={KABUPATEN}
                  value={(field.value as string) ?? ''}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />
            <Controller
              control={control}
              name="statusJalan"
              render={({ field, fieldState }) => (
                <SelectField
                  label={T.statusJalan}
                  name={field.name}
                  placeholder={F.statusJalanPlaceholder}
                  options={STATUS_JALAN}
                  value={(field.value as string) ?? ''}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={busy}
                  renderOption={(s) => STATUS_JALAN_LABEL[s as StatusJalan]}
                />
              )}
            />
          </div>
          <RoadSectionFields control={control} register={register} errors={errors} disabled={busy} />
          <Field label={F.ruasJalan} error={errors.ruasJalan?.message}>
            <TextInput placeholder={F.ruasJalanPlaceholder} maxLength={BRIDGE_RUAS_MAX} autoComplete="off" {...register('ruasJalan')} />
          </Field>
          <p className="-mb-2 text-xs text-slate-600">{F.coordinatesHint}</p>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {NUMBER_FIELDS.map(([name, label, mode]) => (
              <Field key={name} label={label} error={errors[name]?.message}>
                <TextInput inputMode={mode} autoComplete="off" {...register(name)} />
              </Field>
            ))}
          </div>
        </fieldset>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              reset(EMPTY);
              onOpenChange(false);
            }}
          >
            {COMMON.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? COMMON.saving : editing ? T.saveEdit : T.saveNew}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
