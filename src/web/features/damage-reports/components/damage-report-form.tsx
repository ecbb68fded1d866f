import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REPORT_TYPES, UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { damageReportInputSchema, type DamageReportReceipt } from '../../../../shared/damage-report-schemas.ts';
import { LAYANAN } from '../../../../shared/strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectInput, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { FileField } from '../../dashboard/components/file-field.tsx';
import { useSubmitDamageReport } from '../api/damage-reports.ts';

const T = LAYANAN.damage;
type FormIn = z.input<typeof damageReportInputSchema>;
type FormOut = z.output<typeof damageReportInputSchema>;

/** Open to visitors; a signed-in citizen finds their name and e-mail already filled in. */
export function DamageReportForm({ onSent }: { onSent: (receipt: DamageReportReceipt) => void }) {
  const { user } = useAuth();
  const submit = useSubmitDamageReport();
  const hydrated = useHydrated();
  const [photo, setPhoto] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();
  const defaults: FormIn = { reporterName: user?.fullName ?? '', reporterEmail: user?.email ?? '', location: '', description: '', reportType: '' as FormIn['reportType'] };
  const { register, handleSubmit, reset, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(damageReportInputSchema),
    defaultValues: defaults,
  });
  const errors = formState.errors;
  const busy = submit.isPending;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const receipt = await submit.mutateAsync({ ...values, reporterEmail: values.reporterEmail ?? '', photo, idempotencyKey });
        toast({ title: T.successTitle, description: `${T.success} ${receipt.trackingCode}`, variant: 'success' });
        reset(defaults);
        setPhoto(null);
        setResetKey((k) => k + 1);
        renewIdempotencyKey();
        onSent(receipt);
      } catch (err) {
        toast({ title: LAYANAN.submitFailedTitle, description: errorMessage(err), variant: 'destructive' });
      }
    },
    (errs) => {
      const message = errs.reporterEmail?.message && !errs.reporterName && !errs.location && !errs.description && !errs.reportType ? errs.reporterEmail.message : T.incomplete;
      toast({ title: T.incompleteTitle, description: message, variant: 'destructive' });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.reporterName} required error={errors.reporterName?.message}>
          {(id, d) => <TextInput id={id} aria-describedby={d} aria-invalid={!!errors.reporterName} autoComplete="name" maxLength={120} {...register('reporterName')} />}
        </Field>
        <Field label={T.reporterEmail} error={errors.reporterEmail?.message}>
          {(id, d) => <TextInput id={id} type="email" aria-describedby={d} aria-invalid={!!errors.reporterEmail} autoComplete="email" maxLength={254} {...register('reporterEmail')} />}
        </Field>
      </div>
      <Field label={T.location} required error={errors.location?.message}>
        {(id, d) => <TextInput id={id} aria-describedby={d} aria-invalid={!!errors.location} placeholder={T.locationPlaceholder} maxLength={300} {...register('location')} />}
      </Field>
      <Field label={T.reportType} required error={errors.reportType?.message}>
        {(id, d) => (
          <SelectInput id={id} aria-describedby={d} aria-invalid={!!errors.reportType} placeholder={T.reportTypePlaceholder} options={REPORT_TYPES} {...register('reportType')} />
        )}
      </Field>
      <Field label={T.descriptionLabel} required error={errors.description?.message}>
        {(id, d) => <TextArea id={id} aria-describedby={d} aria-invalid={!!errors.description} placeholder={T.descriptionPlaceholder} rows={5} maxLength={5000} {...register('description')} />}
      </Field>
      <FileField
        label={T.photo}
        hint={T.photoHint}
        accept={UPLOAD_LIMITS.damagePhoto.accept}
        maxBytes={UPLOAD_LIMITS.damagePhoto.maxBytes}
        kind={T.photoKind}
        file={photo}
        onChange={setPhoto}
        resetKey={resetKey}
        disabled={busy}
      />
      <div>
        <Button type="submit" disabled={busy || !hydrated} className="w-full sm:w-auto">
          <Send aria-hidden className="size-4" />
          {busy ? LAYANAN.sending : T.submit}
        </Button>
      </div>
    </form>
  );
}
