import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  AREA_ALERT_ANCHOR,
  AREA_ALERT_STATE_KEY,
  AREA_PROVINCE,
  AREA_RUAS,
  type AreaAlertFormState,
} from '../../../../shared/area-alert-schemas.ts';
import { AREA_ALERTS as T } from '../../../../shared/area-alert-strings.ts';
import { KABUPATEN } from '../../../../shared/kabupaten.ts';
import { Field } from '../../../components/form/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextInput } from '../../../components/ui/field.tsx';

/**
 * "Ikuti laporan di sini" (issue 39, item 5): a plain HTML form on /laporan that posts to /laporan; the
 * server answers (src/server/features/area-alerts/form-post-routes.ts). No script: the page stays light.
 * Its kabupaten is the list's when /laporan is filtered by one.
 */
export function AreaAlertForm({ kabupaten }: { kabupaten: string | undefined }) {
  const [params] = useSearchParams();
  // The server's answer to a plain POST of it (the boxes as typed and their messages), if any.
  const state = useQueryClient().getQueryData<AreaAlertFormState>(AREA_ALERT_STATE_KEY) ?? null;
  const sent = params.get(AREA_ALERT_ANCHOR) === 'terkirim';
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const area = values.area || (kabupaten && (KABUPATEN as readonly string[]).includes(kabupaten) ? kabupaten : AREA_PROVINCE);
  const frequency = values.frequency === 'harian' ? 'harian' : 'segera';
  const search = new URLSearchParams(params);
  search.delete(AREA_ALERT_ANCHOR);
  const action = `/laporan${search.size ? `?${search}` : ''}#${AREA_ALERT_ANCHOR}`;
  return (
    <details
      id={AREA_ALERT_ANCHOR}
      open={sent || !!state}
      className="scroll-mt-20 rounded-lg border border-brand-200 bg-brand-50/60 p-3 sm:p-4"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800">
        <BellRing aria-hidden className="size-4" />
        {T.heading}
      </summary>
      <div className="mt-2 grid gap-3">
        <p className="text-sm text-slate-700">{T.intro}</p>
        {sent && (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
            {T.sent}
          </p>
        )}
        {state?.message && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {state.message}
          </p>
        )}
        <form method="post" action={action} aria-label={T.heading} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
          <Field label={T.email} error={errors.email} required>
            <TextInput name="email" type="email" autoComplete="email" defaultValue={values.email ?? ''} />
          </Field>
          <Field label={T.area} error={errors.area}>
            <select name="area" defaultValue={area} className={`${inputClass} min-h-11`}>
              <option value={AREA_PROVINCE}>{T.province}</option>
              <optgroup label={T.kabupatenGroup}>
                {KABUPATEN.map((k) => (
                  <option key={k} value={k}>
                    {T.kabupatenOption(k)}
                  </option>
                ))}
              </optgroup>
              <option value={AREA_RUAS}>{T.ruasOption}</option>
            </select>
          </Field>
          <Field label={T.ruas} hint={T.ruasHint} error={errors.ruas}>
            <TextInput name="ruas" defaultValue={values.ruas ?? ''} maxLength={120} />
          </Field>
          <Field label={T.frequency} error={errors.frequency} group>
            <div className="grid gap-1">
              {(
                [
                  ['segera', T.frequencyNow],
                  ['harian', T.frequencyDaily],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input type="radio" name="frequency" value={value} defaultChecked={frequency === value} className="size-4" />
                  {label}
                </label>
              ))}
            </div>
          </Field>
          <div className="sm:col-span-2 lg:col-span-4">
            <Button type="submit">{T.submit}</Button>
          </div>
        </form>
      </div>
    </details>
  );
}
