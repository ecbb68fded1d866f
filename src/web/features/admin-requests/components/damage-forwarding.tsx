import { Forward, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { PUBLIC_NOTE_MAX } from '../../../../shared/constants.ts';
import { FORWARDING } from '../../../../shared/forwarding-strings.ts';
import { ROAD_STATUS_LABELS, type RoadStatus } from '../../../../shared/roads.ts';
import { Field } from '../../../components/form/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useForwardingActions, useReportForwarding } from '../api/forwarding.ts';

const T = FORWARDING.panel;

const roadLabel = (status: string | null) => (status && status in ROAD_STATUS_LABELS ? ROAD_STATUS_LABELS[status as RoadStatus] : null);

/**
 * Who owns the road under a damage report and where the report is now (issue 39, item 3): "Teruskan ke
 * instansi" by hand (also how a report that is not this office's is refused: it names who), "Ambil kembali"
 * while it is forwarded, and every forwarding with who did it. Beside the status form.
 */
export function DamageForwarding({ id }: { id: string }) {
  const data = useReportForwarding(id).data;
  const { forward, takeBack } = useForwardingActions(id);
  const [instansiId, setInstansiId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const headingId = useId();
  const busy = forward.isPending || takeBack.isPending;
  if (!data) return null;
  const forwarded = data.status === 'Diteruskan';
  const road = data.owner && [data.owner.noRuas, data.owner.roadName].filter(Boolean).join(' ');

  return (
    <section
      aria-labelledby={headingId}
      data-testid="kewenangan"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {T.title}
      </h2>
      <dl className="grid gap-1 text-sm">
        <dt className="font-semibold text-slate-600">{T.owner}</dt>
        <dd className="text-slate-900">
          {data.owner ? (
            <>
              <span className="font-medium">{data.owner.thisOffice ? `${data.owner.name} (${T.thisOffice})` : data.owner.name}</span>
              {(road || data.owner.roadStatus) && (
                <span className="block text-slate-600">{[roadLabel(data.owner.roadStatus), road].filter(Boolean).join(' · ')}</span>
              )}
            </>
          ) : (
            <span className="text-slate-700">{T.noOwner}</span>
          )}
        </dd>
        {data.current && (
          <>
            <dt className="mt-2 font-semibold text-slate-600">{T.current}</dt>
            <dd className="font-medium text-violet-900">
              {data.current.instansi} · <time dateTime={data.current.at}>{formatDateTime(data.current.at)}</time>
            </dd>
          </>
        )}
      </dl>

      {forwarded ? (
        <form
          noValidate
          className="grid gap-3 border-t border-slate-200 pt-4"
          aria-label={T.takeBackTitle}
          onSubmit={(e) => {
            e.preventDefault();
            takeBack.mutate({ note }, { onSuccess: () => setNote('') });
          }}
        >
          <h3 className="font-semibold text-slate-900">{T.takeBackTitle}</h3>
          <p className="text-sm text-slate-600">{T.takeBackHint}</p>
          <Field label={T.takeBackNote}>
            <TextArea maxLength={PUBLIC_NOTE_MAX} className="min-h-20" value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <div>
            <Button type="submit" variant="secondary" disabled={busy}>
              <Undo2 aria-hidden className="size-4" />
              {takeBack.isPending ? T.takingBack : T.takeBack}
            </Button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          className="grid gap-3 border-t border-slate-200 pt-4"
          aria-label={T.forwardTitle}
          onSubmit={(e) => {
            e.preventDefault();
            if (!instansiId) return setError(FORWARDING.errors.instansiInvalid);
            setError(undefined);
            forward.mutate(
              { instansiId, note },
              {
                onSuccess: () => {
                  setNote('');
                  setInstansiId('');
                },
              },
            );
          }}
        >
          <h3 className="font-semibold text-slate-900">{T.forwardTitle}</h3>
          <p className="text-sm text-slate-600">{T.forwardHint}</p>
          {data.targets.length === 0 ? (
            <p className="text-sm text-slate-700">{T.noTargets}</p>
          ) : (
            <>
              <Field label={T.instansi} required error={error}>
                <select
                  value={instansiId}
                  onChange={(e) => {
                    setInstansiId(e.target.value);
                    setError(undefined);
                  }}
                  className={cn(inputClass, 'min-h-11')}
                >
                  <option value="" disabled>
                    {T.chooseInstansi}
                  </option>
                  {data.targets.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={T.note}>
                <TextArea maxLength={PUBLIC_NOTE_MAX} className="min-h-20" value={note} onChange={(e) => setNote(e.target.value)} />
              </Field>
              <div>
                <Button type="submit" disabled={busy}>
                  <Forward aria-hidden className="size-4" />
                  {forward.isPending ? T.forwarding : T.forward}
                </Button>
              </div>
            </>
          )}
        </form>
      )}

      {data.history.length > 0 && (
        <div className="grid gap-2 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">{T.history}</h3>
          <ol className="grid gap-2 text-sm">
            {data.history.map((h) => (
              <li key={h.at} className="text-slate-700">
                <time dateTime={h.at} className="text-slate-600">
                  {formatDateTime(h.at)}
                </time>
                {' · '}
                <span className="font-medium text-slate-900">{h.instansi}</span>
                {' · '}
                {h.by ? T.by(h.by) : T.automatic}
                {h.note && <span className="block break-words text-slate-600">{h.note}</span>}
                {h.takenBackAt && (
                  <span className="block text-slate-600">
                    {T.takenBack} <time dateTime={h.takenBackAt}>{formatDateTime(h.takenBackAt)}</time>
                    {h.takenBackBy && ` ${T.by(h.takenBackBy)}`}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
