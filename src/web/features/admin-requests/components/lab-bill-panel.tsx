import { useId, useState } from 'react';
import type { RequestStatus } from '../../../../shared/constants.ts';
import { LAB_BILL, rupiah } from '../../../../shared/lab-bill-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { LabBillSummary } from '../../../components/lab-bill-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { useLabBillActions, useStaffLabBill } from '../api/lab-bills.ts';
import { useLabRequestItems } from '../../../components/lab-request-items.tsx';

const T = LAB_BILL;
const BILLABLE: readonly (RequestStatus | null)[] = ['Diajukan', 'Diproses'];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar' }).format(new Date());

/**
 * Beside an Uji Lab request's status form (issue 40, item 3): accept it and issue its bill for the request's
 * priced tests (shown in its details), then the bill itself and the cashier's "Catat Lunas".
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
        <IssueForm id={id} code={code} />
      )}
    </section>
  );
}

function IssueForm({ id, code }: { id: string; code: string }) {
  const { issue } = useLabBillActions(id);
  const priced = useLabRequestItems(code).data;
  const [dueDays, setDueDays] = useState(14);
  const ready = !!priced && priced.items.length > 0;
  return (
    <form
      noValidate
      aria-label={T.issueTitle}
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        issue.mutate({ dueDays });
      }}
    >
      <p className="text-sm text-slate-600">{ready || !priced ? T.issueIntro : T.notPriced}</p>
      {ready && (
        <p className="flex justify-between gap-3 text-sm font-semibold">
          <span>{T.total}</span>
          <span className="tabular-nums" data-testid="total-tagihan">
            {rupiah(priced.total)}
          </span>
        </p>
      )}
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
      <Button type="submit" disabled={issue.isPending || !ready}>
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
