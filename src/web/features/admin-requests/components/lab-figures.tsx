import { FileDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { rupiah } from '../../../../shared/lab-bill-strings.ts';
import type { LabFigures, LabRevenueMonth, LabRevenueTest } from '../../../../shared/lab-figures.ts';
import { LAB_FIGURES as T } from '../../../../shared/lab-figures-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatLongDate, formatNumber } from '../../../lib/format.ts';
import { useLabFigures } from '../api/lab-figures.ts';

const todayWita = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Makassar' }).format(new Date());
/** A WITA calendar day 'YYYY-MM-DD' as "27 November 2026". */
const longDay = (day: string) => formatLongDate(`${day}T12:00:00+08:00`);
const cell = 'px-2 py-2 sm:px-3';
// On one line from sm up; at 360 px a long month or amount wraps rather than scroll the table sideways.
const number = `${cell} text-right tabular-nums sm:whitespace-nowrap`;

/**
 * "Ringkasan Laboratorium" above the lab's request table (issue 40, item 6): revenue by month and by test, the
 * unpaid bills and the tests running late (each to its request's page), and the cashier's day as CSV.
 */
export function LabFiguresSection() {
  const figures = useLabFigures();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="ringkasan-laboratorium"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {T.title}
      </h2>
      {figures.isPending ? (
        <Spinner className="text-brand-700" />
      ) : figures.data ? (
        <Figures data={figures.data} />
      ) : (
        <p role="alert" className="text-sm text-red-700">
          {T.loadFailed} {errorMessage(figures.error)}
        </p>
      )}
      <ReconciliationDownload />
    </section>
  );
}

function Figures({ data }: { data: LabFigures }) {
  const { revenue, unpaid, late } = data;
  return (
    <>
      <p className="-mt-3 text-sm text-slate-600">{T.intro(longDay(data.today))}</p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <KeyFigure label={T.revenueTotal} value={rupiah(revenue.total)} testId="pendapatan-12-bulan" />
        <KeyFigure
          label={T.unpaidTotal}
          value={rupiah(unpaid.total)}
          note={T.unpaidNote(formatNumber(unpaid.count), formatNumber(unpaid.overdue))}
          testId="tagihan-belum-dibayar"
        />
        <KeyFigure label={T.lateTotal} value={formatNumber(late.count)} note={T.lateNote} testId="pengujian-terlambat" />
      </dl>
      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <Block title={T.perMonth}>
          {revenue.total === 0 ? <Empty>{T.noRevenue}</Empty> : <MonthTable months={revenue.months} total={revenue.total} />}
        </Block>
        <Block title={T.perTest}>{revenue.byTest.length ? <TestTable rows={revenue.byTest} /> : <Empty>{T.noRevenue}</Empty>}</Block>
        <Block title={T.unpaidTitle}>
          {unpaid.bills.length === 0 ? (
            <Empty>{T.unpaidNone}</Empty>
          ) : (
            <ul className="grid gap-2" data-testid="daftar-tagihan-belum-dibayar">
              {unpaid.bills.map((b) => (
                <Item key={b.number} code={b.code}>
                  <p className="font-semibold break-words text-slate-900">{b.number}</p>
                  <p className="text-slate-700">{b.customer}</p>
                  <p className="flex flex-wrap justify-between gap-x-3">
                    <span>
                      {T.dueAt}: {formatLongDate(b.dueAt)}
                      {b.overdue && <span className="ml-2 font-semibold text-red-700">{T.overdue}</span>}
                    </span>
                    <span className="font-semibold tabular-nums">{rupiah(b.total)}</span>
                  </p>
                </Item>
              ))}
            </ul>
          )}
          {unpaid.count > unpaid.bills.length && <p className="text-xs text-slate-600">{T.unpaidMore(unpaid.count)}</p>}
        </Block>
        <Block title={T.lateTitle}>
          {late.tests.length === 0 ? (
            <Empty>{T.lateNone}</Empty>
          ) : (
            <ul className="grid gap-2" data-testid="daftar-pengujian-terlambat">
              {late.tests.map((l) => (
                <Item key={l.code} code={l.code}>
                  <p className="text-slate-700">{l.customer}</p>
                  <p className="text-slate-700">
                    {T.register}: <span className="font-semibold break-words text-slate-900">{l.registerNumber}</span>
                  </p>
                  <p className="flex flex-wrap justify-between gap-x-3">
                    <span>
                      {T.dueOn}: {longDay(l.dueOn)}
                    </span>
                    <span className="font-semibold text-red-700">{T.daysLate(l.workingDaysLate)}</span>
                  </p>
                </Item>
              ))}
            </ul>
          )}
          {late.count > late.tests.length && <p className="text-xs text-slate-600">{T.lateMore(late.count)}</p>}
        </Block>
      </div>
    </>
  );
}

function KeyFigure({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border border-slate-200 p-3" data-testid={testId}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold break-words text-slate-900 tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-2">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600">{children}</p>
);

/** One unpaid bill or late test, its request's code the link to the request's page. */
function Item({ code, children }: { code: string; children: ReactNode }) {
  return (
    <li className="grid gap-0.5 rounded-lg border border-slate-200 p-3 text-sm">
      <Link
        to={`/admin/ujilab/${code}`}
        aria-label={T.openRequest(code)}
        className="w-fit font-mono font-semibold break-all text-brand-700 underline underline-offset-4"
      >
        {code}
      </Link>
      {children}
    </li>
  );
}

function MonthTable({ months, total }: { months: LabRevenueMonth[]; total: number }) {
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm" data-testid="pendapatan-per-bulan">
        <caption className="sr-only">{T.perMonthCaption}</caption>
        <TableHead
          className="bg-slate-50 text-slate-700"
          cellClassName={cell}
          cells={[T.month, { label: T.bills, className: number }, { label: T.amount, className: number }]}
        />
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-normal sm:whitespace-nowrap`}>
                {m.label}
              </th>
              <td className={number}>{formatNumber(m.bills)}</td>
              <td className={number}>{rupiah(m.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold">
            <th scope="row" className={cell}>
              {T.total}
            </th>
            <td className={number}>{formatNumber(months.reduce((a, m) => a + m.bills, 0))}</td>
            <td className={number}>{rupiah(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function TestTable({ rows }: { rows: LabRevenueTest[] }) {
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm" data-testid="pendapatan-per-pengujian">
        <caption className="sr-only">{T.perTestCaption}</caption>
        <TableHead
          className="bg-slate-50 text-slate-700"
          cellClassName={cell}
          cells={[T.test, { label: T.quantity, className: number }, { label: T.amount, className: number }]}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.name} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-normal wrap-anywhere`}>
                {r.name}
              </th>
              <td className={number}>{formatNumber(r.quantity)}</td>
              <td className={number}>{rupiah(r.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Unduh Rekonsiliasi (CSV)": the cashier's day, a plain download of lab-bills' CSV for the chosen WITA day. */
function ReconciliationDownload() {
  const headingId = useId();
  const today = todayWita();
  const [day, setDay] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= today;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {T.reconciliationTitle}
      </h3>
      <p className="text-sm text-slate-600">{T.reconciliationIntro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={T.reconciliationDate} error={valid ? undefined : T.reconciliationDateInvalid} className="grid min-w-0 gap-1.5">
          <TextInput type="date" value={day} max={today} onChange={(e) => setDay(e.target.value)} className="min-w-0" />
        </Field>
        {valid ? (
          <a href={`/api/admin/ujilab/rekonsiliasi?tanggal=${day}`} download className={buttonClass('secondary')}>
            <FileDown aria-hidden className="size-4" />
            {T.reconciliationDownload}
          </a>
        ) : (
          <Button variant="secondary" disabled>
            <FileDown aria-hidden className="size-4" />
            {T.reconciliationDownload}
          </Button>
        )}
      </div>
    </section>
  );
}
