import { History, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { JENIS_UJI } from '../../../../shared/constants.ts';
import { labPriceInputSchema, labTestInputSchema, newLabTestInputSchema } from '../../../../shared/ujilab-tariff.ts';
import { formatRupiah, TARIFF_TEXT as T, type LabTestAdmin } from '../../../../shared/ujilab-tariff-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { BackLink } from '../../../components/back-link.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLabTests, useSaveLabTest, useSetLabTestActive, useSetLabTestPrice } from '../api/ujilab-tariff.ts';

const PRICED_JENIS = JENIS_UJI.filter((j) => j !== 'Lainnya');
const todayWita = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Makassar' }).format(new Date());

type Dialog = { kind: 'test'; test: LabTestAdmin | null } | { kind: 'price'; test: LabTestAdmin } | null;

/** /admin/ujilab/tarif (issue 40, item 1): the lab's tests per jenis, their prices and the history of each price. */
export default function UjilabTariffPage() {
  useDocumentTitle(T.adminTitle);
  const list = useLabTests();
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <BackLink to="/admin/ujilab" label={T.back} look="admin" />
      <AdminPageHeader
        title={T.adminTitle}
        intro={T.adminIntro}
        actions={
          <Button onClick={() => setDialog({ kind: 'test', test: null })}>
            <Plus aria-hidden className="size-4" />
            {T.addTest}
          </Button>
        }
      />
      {list.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {T.loadFailed}: {errorMessage(list.error)}
        </p>
      ) : !list.data ? (
        <Spinner className="text-brand-700" />
      ) : (
        PRICED_JENIS.map((jenis) => (
          <JenisSection
            key={jenis}
            jenis={jenis}
            tests={list.data.filter((t) => t.jenisUji === jenis)}
            onEdit={(test) => setDialog({ kind: 'test', test })}
            onPrice={(test) => setDialog({ kind: 'price', test })}
          />
        ))
      )}
      <FormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.kind === 'price' ? T.priceTitle(dialog.test.name) : dialog?.kind === 'test' && dialog.test ? T.editTest : T.addTest}
      >
        {dialog?.kind === 'test' && <TestForm test={dialog.test} onDone={() => setDialog(null)} />}
        {dialog?.kind === 'price' && <PriceForm test={dialog.test} onDone={() => setDialog(null)} />}
      </FormDialog>
    </div>
  );
}

function JenisSection({
  jenis,
  tests,
  onEdit,
  onPrice,
}: {
  jenis: string;
  tests: LabTestAdmin[];
  onEdit: (t: LabTestAdmin) => void;
  onPrice: (t: LabTestAdmin) => void;
}) {
  const headingId = `jenis-${jenis.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {jenis}
      </h2>
      {!tests.length ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">{T.noTests}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <TableHead
              className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              cellClassName="px-3 py-2 whitespace-nowrap"
              cells={[
                T.name,
                { label: T.unit, className: WIDE_ONLY_HEAD },
                { label: T.currentPrice, className: 'hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell' },
                { label: T.durationShort, className: WIDE_ONLY_HEAD },
                { label: T.status, className: WIDE_ONLY_HEAD },
                T.actions,
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {tests.map((t) => (
                <TestRow key={t.id} test={t} onEdit={() => onEdit(t)} onPrice={() => onPrice(t)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

// Columns a phone shows under the test's name instead (the price's own cell too).
const WIDE_ONLY_HEAD = 'hidden px-3 py-2 whitespace-nowrap sm:table-cell';
const WIDE_ONLY_CELL = 'hidden px-3 py-2 whitespace-nowrap sm:table-cell';

function TestRow({ test: t, onEdit, onPrice }: { test: LabTestAdmin; onEdit: () => void; onPrice: () => void }) {
  const setActive = useSetLabTestActive();
  const upcoming = t.prices.find((p) => p.validFrom > todayWita());
  const toggle = () =>
    setActive.mutate(
      { id: t.id, active: !t.active },
      {
        onSuccess: () => toast({ title: t.active ? T.deactivated : T.activated, variant: 'success' }),
        onError: (err) => toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <tr className={cn('align-top', !t.active && 'bg-slate-50 text-slate-600')}>
      <th scope="row" className="px-3 py-2 font-normal sm:min-w-56">
        <span className="font-semibold text-slate-900">{t.name}</span>
        {t.method && <span className="block text-slate-600">{t.method}</span>}
        {t.perdaArticle && <span className="block text-xs text-slate-600">{t.perdaArticle}</span>}
        {/* On a phone the unit, duration and status sit under the name instead of in columns of their own. */}
        <span className="mt-1 block font-semibold text-slate-900 tabular-nums sm:hidden">
          {t.price == null ? T.noPriceYet : formatRupiah(t.price)} <span className="font-normal">{t.unit}</span>
        </span>
        {upcoming && (
          <span className="block text-xs text-slate-600 sm:hidden">
            {formatRupiah(upcoming.price)} {T.upcoming} {formatLongDate(upcoming.validFrom)}
          </span>
        )}
        <span className="block text-xs text-slate-600 sm:hidden">
          {[T.days(t.durationDays), t.active ? T.active : T.inactive].join(' · ')}
        </span>
      </th>
      <td className={WIDE_ONLY_CELL}>{t.unit}</td>
      <td className="hidden px-3 py-2 text-right whitespace-nowrap tabular-nums sm:table-cell">
        {t.price == null ? T.noPriceYet : formatRupiah(t.price)}
        {upcoming && (
          <span className="block text-xs text-slate-600">
            {formatRupiah(upcoming.price)} {T.upcoming} {formatLongDate(upcoming.validFrom)}
          </span>
        )}
      </td>
      <td className={WIDE_ONLY_CELL}>{T.days(t.durationDays)}</td>
      <td className={WIDE_ONLY_CELL}>{t.active ? T.active : T.inactive}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" className="px-2" onClick={onEdit} aria-label={T.editLabel(t.name)} title={T.editTest}>
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button variant="ghost" className="px-2" onClick={onPrice} aria-label={T.priceLabel(t.name)} title={T.changePrice}>
            <History aria-hidden className="size-4" />
          </Button>
          <Button
            variant="secondary"
            className="px-2 text-xs"
            disabled={setActive.isPending}
            onClick={toggle}
            aria-label={t.active ? T.deactivateLabel(t.name) : T.activateLabel(t.name)}
          >
            {t.active ? T.deactivate : T.activate}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function Actions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={onCancel}>
        {T.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy && <Spinner className="size-4 text-white" label={COMMON.busy} />}
        {T.save}
      </Button>
    </div>
  );
}

function TestForm({ test, onDone }: { test: LabTestAdmin | null; onDone: () => void }) {
  const save = useSaveLabTest();
  const form = useZodForm(test ? labTestInputSchema : newLabTestInputSchema, {
    defaultValues: {
      jenisUji: test?.jenisUji ?? 'Uji Beton',
      name: test?.name ?? '',
      method: test?.method ?? '',
      unit: test?.unit ?? '',
      durationDays: test ? String(test.durationDays) : '',
      perdaArticle: test?.perdaArticle ?? '',
      position: test ? String(test.position) : '0',
      ...(test ? {} : { price: '' }),
    },
  });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: test?.id, input: values as Parameters<typeof save.mutate>[0]['input'] },
      {
        onSuccess: () => {
          toast({ title: T.saved, variant: 'success' });
          onDone();
        },
        onError: (err) => {
          if (!applyServerErrors(form, err)) toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <Field label={T.jenisUji} error={errors.jenisUji?.message} required>
        <select className={cn(inputClass, 'min-h-11')} {...form.register('jenisUji')}>
          {PRICED_JENIS.map((j) => (
            <option key={j} value={j}>
              {j}
            </option>
          ))}
        </select>
      </Field>
      <Field label={T.name} error={errors.name?.message} required>
        <TextInput maxLength={160} {...form.register('name')} />
      </Field>
      <Field label={T.method} hint={T.methodHint} error={errors.method?.message}>
        <TextInput maxLength={120} {...form.register('method')} />
      </Field>
      <Field label={T.unit} hint={T.unitHint} error={errors.unit?.message} required>
        <TextInput maxLength={60} {...form.register('unit')} />
      </Field>
      {!test && (
        <Field label={T.priceRp} hint={T.priceHint} error={errors.price?.message} required>
          <TextInput inputMode="numeric" {...form.register('price' as 'name')} />
        </Field>
      )}
      <Field label={T.duration} error={errors.durationDays?.message} required>
        <TextInput inputMode="numeric" {...form.register('durationDays')} />
      </Field>
      <Field label={T.perdaArticle} hint={T.perdaHint} error={errors.perdaArticle?.message}>
        <TextInput maxLength={200} {...form.register('perdaArticle')} />
      </Field>
      <Field label={T.position} error={errors.position?.message}>
        <TextInput inputMode="numeric" {...form.register('position')} />
      </Field>
      <Actions busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

function PriceForm({ test, onDone }: { test: LabTestAdmin; onDone: () => void }) {
  const save = useSetLabTestPrice();
  const form = useZodForm(labPriceInputSchema, {
    defaultValues: { price: test.price == null ? '' : String(test.price), validFrom: todayWita(), note: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: test.id, input },
      {
        onSuccess: () => {
          toast({ title: T.priceSaved, variant: 'success' });
          onDone();
        },
        onError: (err) => {
          if (!applyServerErrors(form, err)) toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <Field label={T.priceRp} hint={T.priceHint} error={errors.price?.message} required>
          <TextInput inputMode="numeric" {...form.register('price')} />
        </Field>
        <Field label={T.validFrom} hint={T.validFromHint} error={errors.validFrom?.message} required>
          <TextInput type="date" min={todayWita()} {...form.register('validFrom')} />
        </Field>
        <Field label={T.note} error={errors.note?.message}>
          <TextInput maxLength={200} {...form.register('note')} />
        </Field>
        <Actions busy={save.isPending} onCancel={onDone} />
      </form>
      <section aria-labelledby="riwayat-tarif" className="grid gap-2">
        <h3 id="riwayat-tarif" className="font-semibold text-slate-900">
          {T.history}
        </h3>
        {!test.prices.length ? (
          <p className="text-sm text-slate-700">{T.historyEmpty}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <TableHead
              className="bg-slate-50 text-slate-700"
              cellClassName="px-3 py-2"
              cells={[T.validFrom, { label: T.price, className: 'px-3 py-2 text-right' }, T.note]}
            />
            <tbody className="divide-y divide-slate-100">
              {test.prices.map((p) => (
                <tr key={p.validFrom}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatLongDate(p.validFrom)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatRupiah(p.price)}</td>
                  <td className="px-3 py-2 break-words">{p.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
