import { BRIDGE_LIST as P } from '../../../../shared/bridge-list-strings.ts';
import { BridgeFilterFields, VIEW_CHOICES, viewChoiceClass } from './bridge-filter-fields.tsx';

export type Choice = { kabupaten: string; kondisi: string; statusJalan: string };
type View = 'tabel' | 'peta';

/** The table's filters (kabupaten, kondisi, status jalan) and, on the public page, "Tabel | Peta" (issue 17). */
export default function BridgeListControls({
  choice,
  onChoice,
  view,
  onView,
}: {
  choice: Choice;
  onChoice: (update: (c: Choice) => Choice) => void;
  /** Null: no map switch (the admin page). */
  view: View | null;
  onView: (view: View) => void;
}) {
  return (
    <div className="grid gap-4">
      <BridgeFilterFields select={(key) => ({ value: choice[key], onChange: (e) => onChoice((c) => ({ ...c, [key]: e.target.value })) })} />

      {view && (
        <div role="group" aria-label={P.viewLabel} className="inline-flex w-fit rounded-lg border border-slate-300 bg-white p-1">
          {VIEW_CHOICES.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => onView(value)}
              className={viewChoiceClass(view === value)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
