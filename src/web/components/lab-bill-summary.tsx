import { FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LabBillView } from '../../shared/lab-bill-schemas.ts';
import { LAB_BILL, rupiah } from '../../shared/lab-bill-strings.ts';
import { formatLongDate } from '../lib/format.ts';

const TONE = {
  belum: 'border-orange-300 bg-orange-100 text-orange-900',
  lunas: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  batal: 'border-slate-300 bg-slate-100 text-slate-800',
} as const;

/** The QRIS payload drawn as a QR code in the browser (the library loads only when a bill has one). */
function QrisImage({ payload }: { payload: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ default: QRCode }) =>
      QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: 320 }).then((url) => live && setSrc(url)),
    );
    return () => {
      live = false;
    };
  }, [payload]);
  return src ? (
    <img src={src} alt={LAB_BILL.qrisTitle} width={160} height={160} className="size-40 rounded border border-slate-200" />
  ) : null;
}

/**
 * An Uji Lab request's bill (issue 40, item 3), for its customer and for staff: number, status, the priced
 * lines and the total, the due date, how to pay (virtual account, QRIS, the counter) and the PDF.
 */
export function LabBillSummary({ bill }: { bill: LabBillView }) {
  const T = LAB_BILL;
  const open = bill.status === 'belum';
  return (
    <div className="@container grid gap-4 text-sm" data-testid="tagihan">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold break-all text-brand-900">{bill.number}</span>
        <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONE[bill.status]}`}>
          {T.statuses[bill.status]}
        </span>
      </div>
      {/* A narrow column (staff's aside, a phone) may scroll the table sideways: it is then a focusable region. */}
      <figure className="overflow-x-auto" aria-label={T.items} tabIndex={0}>
        <table className="w-full text-left">
          <caption className="sr-only">{T.items}</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                {T.itemName}
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
                {T.itemQuantity}
              </th>
              {/* A narrow column (a phone, staff's aside) shows quantity and subtotal; the unit price is on the PDF and from 28rem. */}
              <th scope="col" className="hidden py-1.5 pr-2 text-right font-semibold @md:table-cell">
                {T.itemPrice}
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                {T.itemAmount}
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.lines.map((l, i) => (
              <tr key={i} className="border-b border-slate-100">
                <td className="py-1.5 pr-2">
                  {l.name}
                  <span className="block text-xs text-slate-500">{l.unit}</span>
                </td>
                <td className="py-1.5 pr-2 text-right">{l.quantity}</td>
                <td className="hidden py-1.5 pr-2 text-right whitespace-nowrap @md:table-cell">{rupiah(l.unitPrice)}</td>
                <td className="py-1.5 text-right whitespace-nowrap">{rupiah(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-2 text-right font-bold @md:hidden" colSpan={2}>
                {T.total}
              </th>
              <th scope="row" className="hidden py-2 pr-2 text-right font-bold @md:table-cell" colSpan={3}>
                {T.total}
              </th>
              <td className="py-2 text-right text-base font-bold whitespace-nowrap text-brand-900">{rupiah(bill.total)}</td>
            </tr>
          </tfoot>
        </table>
      </figure>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-semibold text-slate-600">{T.issuedAt}</dt>
        <dd>{formatLongDate(bill.issuedAt)}</dd>
        <dt className="font-semibold text-slate-600">{T.dueAt}</dt>
        <dd>{formatLongDate(bill.dueAt)}</dd>
      </dl>
      {bill.status === 'lunas' && bill.paidAt && bill.channel && (
        <p className="rounded-md border border-emerald-200 bg-emerald-50 p-3 font-medium text-emerald-900">
          {T.paidOn(formatLongDate(bill.paidAt), T.channels[bill.channel], bill.paidReference ?? '-')}
        </p>
      )}
      {open && (
        <section aria-label={T.howToPay} className="grid gap-3">
          <h3 className="font-semibold text-slate-900">{T.howToPay}</h3>
          {bill.virtualAccount && (
            <div>
              <p className="font-medium">{T.vaTitle}</p>
              <p>
                {T.vaNumber}: <span className="font-mono font-semibold">{bill.virtualAccount}</span>
              </p>
              <p className="text-slate-600">{T.vaHint}</p>
            </div>
          )}
          {bill.qris && (
            <div className="grid gap-1">
              <p className="font-medium">{T.qrisTitle}</p>
              <QrisImage payload={bill.qris} />
              <p className="text-slate-600">{T.qrisHint}</p>
            </div>
          )}
          <div>
            <p className="font-medium">{T.counterTitle}</p>
            <p>{T.counterPlace}</p>
            <p>{T.counterHours}</p>
            <p className="text-slate-600">{T.counterHint}</p>
          </div>
        </section>
      )}
      <a
        href={bill.pdfUrl}
        className="inline-flex w-fit items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <FileText aria-hidden className="size-4" />
        {T.download}
      </a>
    </div>
  );
}
