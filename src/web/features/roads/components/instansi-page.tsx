import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { ROAD_STATUS_LABELS, ROAD_STATUSES } from '../../../../shared/roads.ts';
import { instansiInputSchema } from '../../../../shared/roads-schemas.ts';
import { ALL_KABUPATEN, INSTANSI as T, type InstansiItem } from '../../../../shared/roads-strings.ts';
import { COMMON, fillText } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { BackLink } from '../../../components/back-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDeleteInstansi, useInstansi, useSaveInstansi } from '../api/roads.ts';

/** /admin/instansi (issue 39, item 2): who owns each status of road in each kabupaten. */
export default function InstansiPage() {
  useDocumentTitle(T.heading);
  const list = useInstansi();
  // The dialog: closed, adding (null) or editing one.
  const [editing, setEditing] = useState<InstansiItem | null | undefined>(undefined);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <BackLink to="/admin/ruas" label={T.back} look="admin" />
      <AdminPageHeader
        title={T.heading}
        intro={T.intro}
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden className="size-4" />
            {T.add}
          </Button>
        }
      />
      {list.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {T.loadFailed}: {errorMessage(list.error)}
        </p>
      ) : !list.data ? (
        <Spinner className="text-brand-700" />
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{T.empty}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <TableHead
              className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              cellClassName="px-3 py-2 whitespace-nowrap"
              cells={[
                T.columns.name,
                // On a phone the address goes under the name (a narrow column broke it letter by letter).
                { label: T.columns.email, key: 'email', className: 'hidden px-3 py-2 whitespace-nowrap sm:table-cell' },
                T.columns.status,
                T.columns.kabupaten,
                { label: <span className="sr-only">{T.columns.actions}</span>, key: 'actions', className: 'relative px-3 py-2' },
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {list.data.map((item) => (
                <InstansiRow key={item.id} item={item} onEdit={() => setEditing(item)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={editing ? T.editTitle : T.addTitle}
      >
        {editing !== undefined && <InstansiForm item={editing} onDone={() => setEditing(undefined)} />}
      </FormDialog>
    </div>
  );
}

function InstansiRow({ item, onEdit }: { item: InstansiItem; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteInstansi();
  const onDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: T.removed, variant: 'success' });
      },
      onError: (err) => {
        setConfirming(false);
        toast({ title: T.removeFailed, description: errorMessage(err), variant: 'destructive' });
      },
    });
  return (
    <tr>
      <td className="min-w-48 px-3 py-2 align-top font-semibold text-slate-900">
        {item.name}
        {item.isThisOffice && (
          <span className="ml-2 inline-block rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            {T.thisOfficeBadge}
          </span>
        )}
        {item.email && <span className="mt-1 block text-sm font-normal break-all text-slate-700 sm:hidden">{item.email}</span>}
      </td>
      <td className="hidden px-3 py-2 align-top break-all text-slate-800 sm:table-cell">{item.email ?? '–'}</td>
      <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">{ROAD_STATUS_LABELS[item.roadStatus]}</td>
      <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">{item.kabupaten ?? T.allKabupaten}</td>
      <td className="px-3 py-2 align-top">
        <div className="flex gap-1">
          <Button variant="ghost" className="px-2" onClick={onEdit} aria-label={fillText(T.editLabel, { name: item.name })} title={T.edit}>
            <Pencil aria-hidden className="size-4" />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button
                variant="ghost"
                className="px-2 text-red-700 hover:bg-red-50"
                aria-label={fillText(T.removeLabel, { name: item.name })}
                title={T.remove}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            }
            title={fillText(T.removeTitle, { name: item.name })}
            description={T.removeDescription}
            confirm={T.removeOk}
            busy={remove.isPending}
            onConfirm={onDelete}
          />
        </div>
      </td>
    </tr>
  );
}

function InstansiForm({ item, onDone }: { item: InstansiItem | null; onDone: () => void }) {
  const save = useSaveInstansi();
  const form = useZodForm(instansiInputSchema, {
    defaultValues: {
      name: item?.name ?? '',
      email: item?.email ?? '',
      roadStatus: item?.roadStatus ?? 'Kabupaten',
      kabupaten: item?.kabupaten ?? ALL_KABUPATEN,
      isThisOffice: item?.isThisOffice ?? false,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(() =>
    save.mutate(
      { id: item?.id, input: form.getValues() },
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
      <Field label={T.nameLabel} error={errors.name?.message} required>
        <TextInput maxLength={200} placeholder={T.namePlaceholder} {...form.register('name')} />
      </Field>
      <Field label={T.emailLabel} hint={T.emailHint} error={errors.email?.message}>
        <TextInput type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label={T.statusLabel} error={errors.roadStatus?.message} required>
        <select className={cn(inputClass, 'min-h-11')} {...form.register('roadStatus')}>
          {ROAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ROAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={T.kabupatenLabel} error={errors.kabupaten?.message} required>
        <select className={cn(inputClass, 'min-h-11')} {...form.register('kabupaten')}>
          <option value={ALL_KABUPATEN}>{T.allKabupaten}</option>
          {KABUPATEN.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </Field>
      <Field label={T.thisOfficeLabel} check>
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register('isThisOffice')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4 text-white" label={COMMON.busy} />}
          {save.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
