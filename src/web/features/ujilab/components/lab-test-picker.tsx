import {
  LAB_QUANTITY_MAX,
  lineAmount,
  formatRupiah,
  TARIFF_TEXT as T,
  type LabTariffLine,
} from '../../../../shared/ujilab-tariff-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { TextInput } from '../../../components/ui/field.tsx';

/** The quantities typed, by test id; a box left empty is 0. */
export type Quantities = Record<string, string>;

const quantityOf = (raw: string | undefined): number | null => {
  const v = (raw ?? '').trim();
  if (v === '') return 0;
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n <= LAB_QUANTITY_MAX ? n : null;
};

/** The lines the customer asked for, or the first wrong box (issue 40, item 2). The server prices them again. */
export function chosenItems(tests: readonly LabTariffLine[], quantities: Quantities) {
  const items: { testId: string; quantity: number }[] = [];
  const wrong: string[] = [];
  for (const t of tests) {
    const q = quantityOf(quantities[t.id]);
    if (q == null) wrong.push(t.id);
    else if (q > 0) items.push({ testId: t.id, quantity: q });
  }
  return { items, wrong };
}

/** The active tests of the chosen jenis, a quantity each, each line's amount and the total in rupiah. */
export function LabTestPicker({
  tests,
  quantities,
  onChange,
  error,
  showWrong,
  disabled,
}: {
  tests: readonly LabTariffLine[];
  quantities: Quantities;
  onChange: (q: Quantities) => void;
  error?: string;
  showWrong: boolean;
  disabled: boolean;
}) {
  const { items, wrong } = chosenItems(tests, quantities);
  const total = items.reduce((s, i) => s + lineAmount(tests.find((t) => t.id === i.testId)!.price, i.quantity), 0);
  return (
    <Field group label={T.testsLegend} hint={T.testsHint} required error={error} className="grid gap-2">
      <ul className="grid gap-2">
        {tests.map((t) => {
          const q = quantityOf(quantities[t.id]);
          return (
            <li key={t.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_7rem] sm:items-end">
              <Field
                label={<span className="font-semibold">{t.name}</span>}
                hint={`${t.method ? `${t.method} · ` : ''}${formatRupiah(t.price)} ${t.unit} · ${T.days(t.durationDays)}`}
                error={showWrong && wrong.includes(t.id) ? T.quantityInvalid : undefined}
              >
                <TextInput
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={LAB_QUANTITY_MAX}
                  step={1}
                  placeholder="0"
                  value={quantities[t.id] ?? ''}
                  disabled={disabled}
                  onChange={(e) => onChange({ ...quantities, [t.id]: e.target.value })}
                  className="sm:w-28"
                />
              </Field>
              <p className="text-right text-sm tabular-nums text-slate-700" aria-live="polite">
                {q ? (
                  <>
                    <span className="sr-only">
                      {T.amount} {t.name}:{' '}
                    </span>
                    {formatRupiah(lineAmount(t.price, q))}
                  </>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900" data-testid="lab-total">
        <span>{T.total}</span>
        <span className="tabular-nums" aria-live="polite">
          {formatRupiah(total)}
        </span>
      </p>
    </Field>
  );
}
