import { EyeOff, ExternalLink, Globe } from 'lucide-react';
import { useId, useState } from 'react';
import type { DamageReportAdminItem } from '../../../../shared/admin-schemas.ts';
import { DAMAGE_DESCRIPTION_MAX, DAMAGE_LOCATION_MAX } from '../../../../shared/constants.ts';
import { hideReportSchema, publicTextSchema } from '../../../../shared/moderation-schemas.ts';
import { MODERATION as T } from '../../../../shared/moderation-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { fillText } from '../../../../shared/strings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useModerate, useModerationHistory } from '../api/moderation.ts';

const BADGE = {
  menunggu: 'bg-amber-50 text-amber-900 ring-amber-200',
  publik: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  disembunyikan: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** Where a report stands with the public: a badge for the table and the dialog. */
export function VisibilityBadge({ report }: { report: Pick<DamageReportAdminItem, 'visibility' | 'confidential'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1', BADGE[report.visibility])}>
        {T.visibility[report.visibility]}
      </span>
      {report.confidential && (
        <span className="rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-violet-800 ring-1 ring-violet-200">
          {T.confidentialBadge}
        </span>
      )}
    </span>
  );
}

/**
 * What the public sees of one damage report (issue 15, item 4): show or hide it (with a reason),
 * keep its pin confidential, word its public text and take photos out of public view. Every
 * action is in the moderation history below, as in the audit log.
 */
export function DamageModeration({ report }: { report: DamageReportAdminItem }) {
  const moderate = useModerate(report.id);
  const history = useModerationHistory(report.id, true);
  const hideForm = useZodForm(hideReportSchema, { defaultValues: { action: 'hide', reason: '' }, reValidateMode: 'onSubmit' });
  const textForm = useZodForm(publicTextSchema, {
    values: { action: 'edit-text', publicLocation: report.publicLocation ?? '', publicDescription: report.publicDescription ?? '' },
  });
  const headingId = useId();
  const busy = moderate.isPending;
  // The box shows the moderator's choice at once; the saved value once the list is read again.
  const [confidential, setConfidential] = useState<boolean | null>(null);

  const hide = hideForm.handleSubmit((input) =>
    moderate.mutate(input, { onSuccess: () => hideForm.reset(), onError: (err) => applyServerErrors(hideForm, err) }),
  );
  const saveText = textForm.handleSubmit((input) => moderate.mutate(input, { onError: (err) => applyServerErrors(textForm, err) }));

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {T.heading}
        </h3>
        <VisibilityBadge report={report} />
      </div>

      <div className="flex flex-wrap gap-2">
        {report.visibility !== 'publik' && (
          <Button type="button" disabled={busy} onClick={() => moderate.mutate({ action: 'publish' })}>
            <Globe aria-hidden className="size-4" />
            {T.publish}
          </Button>
        )}
        {report.visibility === 'publik' && (
          <a
            href={`/laporan/${report.trackingCode}`}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            {T.viewPublic}
          </a>
        )}
      </div>

      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          checked={confidential ?? report.confidential}
          disabled={busy}
          onChange={(e) => {
            setConfidential(e.target.checked);
            moderate.mutate({ action: 'confidential', confidential: e.target.checked }, { onSettled: () => setConfidential(null) });
          }}
        />
        {T.confidential}
      </label>

      {report.visibility !== 'disembunyikan' && (
        <form onSubmit={(e) => void hide(e)} noValidate className="grid gap-2">
          <Field label={T.hideReason} hint={T.hideReasonHint} error={hideForm.formState.errors.reason?.message}>
            <TextArea rows={2} maxLength={500} {...hideForm.register('reason')} />
          </Field>
          <div>
            <Button type="submit" variant="danger" disabled={busy}>
              <EyeOff aria-hidden className="size-4" />
              {T.hide}
            </Button>
          </div>
        </form>
      )}

      <form onSubmit={(e) => void saveText(e)} noValidate className="grid gap-3">
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{T.publicText}</h4>
          <p className="text-xs text-slate-600">{T.publicTextHint}</p>
        </div>
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p className="text-xs font-semibold text-slate-600">{T.original}</p>
          <p className="break-words">{report.location}</p>
          <p className="mt-1 break-words whitespace-pre-line">{report.description}</p>
        </div>
        <Field label={T.publicLocation} error={textForm.formState.errors.publicLocation?.message}>
          <TextInput maxLength={DAMAGE_LOCATION_MAX} {...textForm.register('publicLocation')} />
        </Field>
        <Field label={T.publicDescription} error={textForm.formState.errors.publicDescription?.message}>
          <TextArea rows={3} maxLength={DAMAGE_DESCRIPTION_MAX} {...textForm.register('publicDescription')} />
        </Field>
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {T.saveText}
          </Button>
        </div>
      </form>

      {report.photos.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold text-slate-900">{T.photos}</h4>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {report.photos.map((photo, i) => (
              <li key={photo.id} className="grid gap-1.5">
                <img
                  src={photo.url}
                  alt=""
                  loading="lazy"
                  className={cn(
                    'aspect-[4/3] w-full rounded-md border border-slate-200 object-cover',
                    photo.redacted && 'opacity-40 grayscale',
                  )}
                />
                {photo.redacted && <span className="text-xs text-slate-600">{T.redacted}</span>}
                <Button
                  type="button"
                  variant="secondary"
                  className="px-2 text-xs"
                  disabled={busy}
                  onClick={() => moderate.mutate({ action: photo.redacted ? 'restore-photo' : 'redact-photo', photoId: photo.id })}
                >
                  {fillText(photo.redacted ? T.restorePhoto : T.redactPhoto, { n: i + 1 })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="grid gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{T.history}</h4>
        {history.data?.items.length ? (
          <ol className="grid gap-1.5 text-sm">
            {history.data.items.map((h) => (
              <li key={`${h.at}-${h.action}`} className="text-slate-700">
                <time dateTime={h.at} className="text-slate-600">
                  {formatDateTime(h.at)}
                </time>
                {' · '}
                <span className="font-medium text-slate-900">{T.historyAction[h.action]}</span>
                {h.actorName && ` · ${h.actorName}`}
                {h.reason && <span className="block text-slate-600">{h.reason}</span>}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">{T.historyEmpty}</p>
        )}
      </div>
    </section>
  );
}
