import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { RequestStatus } from '../../../../shared/constants.ts';
import { LAB_BILL, rupiah } from '../../../../shared/lab-bill-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { LabBillSummary } from '../../../components/lab-bill-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { useLabBillActions, useStaffLabBill, type BillLineInput } from '../api/lab-bills.ts';

const T = LAB_BILL;
const BILLABLE: readonly (RequestStatus | null)[] = ['Diajukan', 'Diproses'];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar' }).format(new Date());
const blank = (): BillLineInput => ({ name: '', unit: '', quantity: 1, unitPrice: 0 });

/**
 * Beside an Uji Lab request's status form (issue 40, item 3): accept it and issue its bill (staff price the
 * lines until the tariff's priced items are merged), then the bill itself and the cashier's "Catat Lunas".
 */
export function LabBillPanel({ id, code, status }: { id: string; code: string; status: RequestStatus | null }) {
  const bill = useStaffLabBill(code).data?.bill;
  const headingId = useId();
  const shown = bill && bill.status !== 'batal';
  if (!shown && !BILLABLE.includes(status)) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {shown ? T.title : T.issueTitle}
      </h2>
      {shown ? (
        <>
          <LabBillSummary bill={bill} />
          {bill.status === 'belum' && <CounterForm id={id} />}
        </>
      ) : (
        <IssueForm id={id} />
      )}
    </section>
  );
}

function IssueForm({ id }: { id: string }) {
  const { issue } = useLabBillActions(id);
  const [lines, setLines] = useState<BillLineInput[]>([blank()]);
  const [dueDays, setDueDays] = useState(14);
  const set = (i: number, patch: Partial<BillLineInput>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const total = lines.reduce((sum, l) => sum + (Number.isFinite(l.quantity * l.unitPrice) ? l.quantity * l.unitPrice : 0), 0);
  return (
    <form
      noValidate
      aria-label={T.issueTitle}
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        issue.mutate({ lines, dueDays });
      }}
    >
      <p className="text-sm text-slate-600">{T.issueIntro}</p>
      {lines.map((l, i) => (
        <fieldset key={i} className="grid gap-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">{`${T.itemName} ${i + 1}`}</legend>
          <Field label={T.itemName} required>
            <TextInput value={l.name} onChange={(e) => set(i, { name: e.target.value })} />
          </Field>
          <Field label={T.itemUnit} required>
            <TextInput value={l.unit} onChange={(e) => set(i, { unit: e.target.value })} />
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Field label={T.itemQuantity} required>
              <TextInput
                type="number"
                min={1}
                inputMode="numeric"
                value={l.quantity}
                onChange={(e) => set(i, { quantity: Number(e.target.value) })}
              />
            </Field>
            <Field label={`${T.itemPrice} (Rp)`} required>
              <TextInput
                type="number"
                min={1}
                inputMode="numeric"
                value={l.unitPrice}
                onChange={(e) => set(i, { unitPrice: Number(e.target.value) })}
              />
            </Field>
          </div>
          {lines.length > 1 && (
            <Button variant="ghost" className="w-fit" onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden className="size-4" />
              {`Hapus ${T.itemName.toLowerCase()} ${i + 1}`}
            </Button>
          )}
        </fieldset>
      ))}
      <Button variant="secondary" className="w-fit" onClick={() => setLines((ls) => [...ls, blank()])}>
        <Plus aria-hidden className="size-4" />
        {`Tambah ${T.itemName.toLowerCase()}`}
      </Button>
      <Field label={T.dueDays} required>
        <TextInput
          type="number"
          min={1}
          max={60}
          inputMode="numeric"
          value={dueDays}
          onChange={(e) => setDueDays(Number(e.target.value))}
        />
      </Field>
      <p className="text-sm font-semibold">
        {T.total}: <span data-testid="total-tagihan">{rupiah(total)}</span>
      </p>
      <Button type="submit" disabled={issue.isPending}>
        {T.issueAction}
      </Button>
    </form>
  );
}

function CounterForm({ id }: { id: string }) {
  const { counter } = useLabBillActions(id);
  const [receiptNumber, setReceiptNumber] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  return (
    <form
      noValidate
      aria-label={T.counterTitleStaff}
      className="grid gap-3 border-t border-slate-200 pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        counter.mutate({ receiptNumber, paidOn });
      }}
    >
      <h3 className="font-semibold text-slate-900">{T.counterTitleStaff}</h3>
      <Field label={T.receiptNumber} required>
        <TextInput value={receiptNumber} maxLength={60} onChange={(e) => setReceiptNumber(e.target.value)} />
      </Field>
      <Field label={T.paidDate} required>
        <TextInput type="date" value={paidOn} max={today()} onChange={(e) => setPaidOn(e.target.value)} />
      </Field>
      <Button type="submit" disabled={counter.isPending}>
        {T.counterAction}
      </Button>
    </form>
  );
}
