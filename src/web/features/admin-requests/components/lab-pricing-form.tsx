import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { labManualItemsInputSchema } from '../../../../shared/ujilab-tariff.ts';
import { TARIFF_TEXT as T } from '../../../../shared/ujilab-tariff-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { labItemsQueryKey } from '../../../components/lab-request-items.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { call, client, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

const EMPTY = { name: '', method: '', unit: '', unitPrice: '', durationDays: '', quantity: '1' };

/** Staff price a request without lines ("Lainnya", or a jenis without tariff) after review (issue 40, item 2). */
export function LabPricingForm({ code }: { code: string }) {
  const qc = useQueryClient();
  const form = useZodForm(labManualItemsInputSchema, { defaultValues: { items: [EMPTY] } });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const save = useMutation({
    mutationFn: (json: {
      items: { name: string; method: string; unit: string; unitPrice: number; durationDays: number; quantity: number }[];
    }) => call(client.admin['ujilab-tariff'].requests[':code'].$put({ param: { code }, json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: labItemsQueryKey(code) }),
  });
  const errors = form.formState.errors.items;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: T.itemsSaved, variant: 'success' }),
      onError: (err) => {
        if (!applyServerErrors(form, err)) toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });
      },
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3" aria-label={T.setItems}>
      {lines.fields.map((row, i) => (
        <fieldset key={row.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{T.receiptLine(i + 1)}</legend>
          <Field label={T.name} error={errors?.[i]?.name?.message} required>
            <TextInput maxLength={160} {...form.register(`items.${i}.name`)} />
          </Field>
          <Field label={T.method} error={errors?.[i]?.method?.message}>
            <TextInput maxLength={120} {...form.register(`items.${i}.method`)} />
          </Field>
          <Field label={T.unit} hint={T.unitHint} error={errors?.[i]?.unit?.message} required>
            <TextInput maxLength={60} {...form.register(`items.${i}.unit`)} />
          </Field>
          <div className="grid gap-2">
            <Field label={T.priceRp} error={errors?.[i]?.unitPrice?.message} required>
              <TextInput inputMode="numeric" {...form.register(`items.${i}.unitPrice`)} />
            </Field>
            <Field label={T.quantity} error={errors?.[i]?.quantity?.message} required>
              <TextInput inputMode="numeric" {...form.register(`items.${i}.quantity`)} />
            </Field>
            <Field label={T.duration} error={errors?.[i]?.durationDays?.message} required>
              <TextInput inputMode="numeric" {...form.register(`items.${i}.durationDays`)} />
            </Field>
          </div>
          {lines.fields.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              className="justify-self-end text-red-700 hover:bg-red-50"
              aria-label={T.removeLine(i + 1)}
              onClick={() => lines.remove(i)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => lines.append(EMPTY)}>
          <Plus aria-hidden className="size-4" />
          {T.addLine}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {T.setItems}
        </Button>
      </div>
    </form>
  );
}
