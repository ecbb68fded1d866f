import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { DamageReportAdminItem } from '../../../../shared/admin-schemas.ts';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { MAX_TARGET_DAYS, targetsSchema, type DamageTarget } from '../../../../shared/deadline-schemas.ts';
import { DEADLINES } from '../../../../shared/deadline-strings.ts';
import { FEEDBACK } from '../../../../shared/feedback-strings.ts';
import { can } from '../../../../shared/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextInput } from '../../../components/ui/field.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useAfterPhoto, useSaveTargets, useTargets } from '../api/after-work.ts';

/** The deadline in the table: its date, and "Terlambat" when it has passed (issue 15, item 6). */
export function DueCell({ report }: { report: Pick<DamageReportAdminItem, 'dueOn' | 'late'> }) {
  if (!report.dueOn) return <span className="text-slate-500">{DEADLINES.noDue}</span>;
  return (
    <span className="grid gap-1 whitespace-nowrap">
      <time dateTime={report.dueOn}>{formatLongDate(report.dueOn)}</time>
      {report.late && (
        <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{DEADLINES.late}</span>
      )}
    </span>
  );
}

/**
 * After the work (issue 15, item 7): whether citizens confirmed the repair or reopened the report,
 * the photos they sent with a reopen, and staff's "after" photo for the public page.
 */
export function DamageAfterWork({ report }: { report: DamageReportAdminItem }) {
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const { upload, remove } = useAfterPhoto(report.id);
  const busy = upload.isPending || remove.isPending;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {FEEDBACK.afterWorkHeading}
      </h3>
      <ul className="grid gap-1 text-sm text-slate-700">
        <li>
          {DEADLINES.dueColumn}: <DueCell report={report} />
        </li>
        {report.confirmed && <li className="font-medium text-green-800">{FEEDBACK.confirmed}</li>}
        {report.reopenCount > 0 && <li className="font-medium text-amber-900">{FEEDBACK.reopenedCount(report.reopenCount)}</li>}
      </ul>
      {report.reopenPhotos.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-800">{FEEDBACK.reopenPhotos}</p>
          <ul className="flex flex-wrap gap-2">
            {report.reopenPhotos.map((p, i) => (
              <li key={p.id}>
                <a href={p.url} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={p.url}
                    alt={`${FEEDBACK.reopenPhotos} ${i + 1}`}
                    className="size-20 rounded-md border border-slate-200 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {report.afterPhoto && (
        <img
          src={report.afterPhoto.url}
          alt={FEEDBACK.afterPhotoAlt(report.trackingCode)}
          className="max-h-48 w-fit rounded-md border border-slate-200"
        />
      )}
      {report.status === 'Selesai' ? (
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileRef}
            type="file"
            accept={UPLOAD_LIMITS.damagePhoto.accept}
            className="sr-only"
            tabIndex={-1}
            aria-label={FEEDBACK.afterPhotoButton}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
          <Button type="button" variant="secondary" disabled={busy} onClick={() => fileRef.current?.click()}>
            <Camera aria-hidden className="size-4" />
            {FEEDBACK.afterPhotoButton}
          </Button>
          {report.afterPhoto && (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
              <Trash2 aria-hidden className="size-4" />
              {FEEDBACK.afterPhotoRemove}
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{FEEDBACK.afterPhotoNotFinished}</p>
      )}
    </section>
  );
}

/** Item 6: the targets in working days; everyone handling reports reads them, a super admin edits. */
export function DamageTargets() {
  const targets = useTargets();
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-brand-900">{DEADLINES.targetsTitle}</summary>
      <p className="mt-2 text-sm text-slate-600">{DEADLINES.targetsIntro}</p>
      {targets.data && <TargetsForm targets={targets.data} />}
    </details>
  );
}

/** The form, drawn once the targets are known: they are its starting values. */
function TargetsForm({ targets }: { targets: DamageTarget[] }) {
  const { user } = useAuth();
  const editable = can(user?.role, 'damage-reports.targets');
  const save = useSaveTargets();
  const form = useZodForm(targetsSchema, {
    defaultValues: { targets: targets.map((t) => ({ reportType: t.reportType, workingDays: t.workingDays ?? '' })) },
  });
  const errors = form.formState.errors.targets;
  const submit = form.handleSubmit((input) => save.mutate(input, { onError: (err) => applyServerErrors(form, err) }));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 grid gap-4">
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {targets.map((t, i) => (
          <Field key={t.reportType} label={DEADLINES.workingDaysLabel(t.reportType)} error={errors?.[i]?.workingDays?.message}>
            <TextInput
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TARGET_DAYS}
              readOnly={!editable}
              {...form.register(`targets.${i}.workingDays`)}
            />
          </Field>
        ))}
      </div>
      {editable && (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? DEADLINES.saving : DEADLINES.save}
          </Button>
        </div>
      )}
    </form>
  );
}
