import { ArrowLeft, Check, Clock, Gavel, Send, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { COPY_METHOD_LABELS, PPID_FORM, RECEIVE_METHOD_LABELS } from '../../../../shared/ppid-form-strings.ts';
import { dayLabel, type PpidAdminItem } from '../../../../shared/ppid.ts';
import { PPID } from '../../../../shared/ppid-strings.ts';
import { can } from '../../../../shared/roles.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-core.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminPpidRequest, useAnswerObjection, usePpidStep, type PpidStep } from '../api/ppid.ts';
import { Detail, DueClock } from './ppid-admin-parts.tsx';
import { RequestContact } from '../../../components/request-contact.tsx';
import { ObjectionView, PpidAnswerView } from './ppid-answer-view.tsx';
import { AnswerForm, CarryOutForm, DecideForm, ExtendForm, RejectForm } from './ppid-step-forms.tsx';

const A = PPID_ADMIN.admin;

type Mode = 'view' | 'perpanjang' | 'jawab' | 'tolak' | 'laksanakan' | 'putuskan';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /admin/ppid/{code}: one request on its own page, for the officer and the superior; the actions allowed now. */
export function AdminPpidRequestPage() {
  const code = (useParams().code ?? '').toUpperCase();
  useDocumentTitle(A.pageTitle(code));
  const request = useAdminPpidRequest(code);
  return (
    <div className="grid gap-6">
      <Link to="/admin/ppid" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2">
        <ArrowLeft aria-hidden className="size-4" />
        {A.back}
      </Link>
      <AdminPageHeader title={A.pageTitle(code)} />
      {request.isPending ? (
        <Spinner className="text-brand-700" />
      ) : request.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {errorMessage(request.error)}
        </p>
      ) : (
        <RequestDetail item={request.data} />
      )}
    </div>
  );
}

function RequestDetail({ item: r }: { item: PpidAdminItem }) {
  const { user } = useAuth();
  const superior = can(user?.role, 'ppid.objections');
  const [mode, setMode] = useState<Mode>('view');
  const step = usePpidStep();
  const decide = useAnswerObjection();
  const open = r.status !== 'Selesai' && r.status !== 'Ditolak';
  const o = r.objection;
  const mayCarryOut = o?.decision === 'diterima' && !o.carriedOutAt;
  const mayDecide = superior && o !== null && !o.answeredAt;
  // Rejects when the server refused the step (said in the toast), so that the form can put the server's field messages on its boxes.
  const run = async (s: PpidStep, done: string) => {
    try {
      await step.mutateAsync({ id: r.id, step: s });
    } catch (err) {
      toast({ title: A.pageTitle(r.trackingCode), description: errorMessage(err), variant: 'destructive' });
      throw err;
    }
    toast({ title: A.savedTitle, description: done, variant: 'success' });
    setMode('view');
  };
  const busy = step.isPending || decide.isPending;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="grid min-w-0 gap-4">
        <Section title={A.requestSection} id="ppid-permohonan">
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={r.status} />
            <DueClock daysLeft={r.daysLeft} late={r.late} dueOn={r.dueOn} />
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label={PPID_FORM.form.name}>{r.name}</Detail>
            <Detail label={PPID_FORM.form.phone}>{r.phone}</Detail>
            <Detail label={PPID_FORM.form.email}>
              <span className="break-all">{r.email}</span>
            </Detail>
            <Detail label={PPID_FORM.form.address}>{r.address}</Detail>
            <Detail label={PPID.mine.sentAt}>{formatDateTime(r.createdAt)}</Detail>
            <Detail label={PPID_FORM.form.ktp}>
              <a href={r.ktpUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline underline-offset-2">
                {A.ktp}
              </a>
            </Detail>
          </dl>
          <dl className="grid gap-3">
            <Detail label={PPID_FORM.form.information}>{r.information}</Detail>
            <Detail label={PPID_FORM.form.purpose}>{r.purpose}</Detail>
            <Detail label={PPID_FORM.form.receiveMethod}>{RECEIVE_METHOD_LABELS[r.receiveMethod]}</Detail>
            <Detail label={PPID_FORM.form.copyMethod}>{COPY_METHOD_LABELS[r.copyMethod]}</Detail>
            {r.extendedReason && <Detail label={PPID.mine.extended}>{r.extendedReason}</Detail>}
          </dl>
          <RequestContact kind="ppid" id={r.id} />
        </Section>
        <Section title={A.answerSection} id="ppid-jawaban">
          {r.answerType ? (
            <>
              <PpidAnswerView item={r} />
              {r.answeredAt && <p className="text-xs text-slate-600">{formatDateTime(r.answeredAt)}</p>}
            </>
          ) : (
            <p className="text-sm text-slate-600">{A.notAnswered}</p>
          )}
        </Section>
        {o && (
          <Section title={A.objectionSection} id="ppid-keberatan">
            <ObjectionView objection={o} />
            {!o.answeredAt && <DueClock daysLeft={null} late={false} dueOn={o.dueOn} />}
          </Section>
        )}
      </div>
      <Section title={A.actionsSection} id="ppid-tindakan">
        {mode === 'view' && (
          <div className="flex flex-wrap gap-2">
            {open && r.status === 'Diajukan' && (
              <Button onClick={() => void run({ kind: 'terima' }, A.accepted).catch(() => undefined)} disabled={busy}>
                <Check aria-hidden className="size-4" />
                {A.accept}
              </Button>
            )}
            {open && (
              <Button onClick={() => setMode('jawab')} variant={r.status === 'Diajukan' ? 'secondary' : 'primary'}>
                <Send aria-hidden className="size-4" />
                {A.answer}
              </Button>
            )}
            {open && !r.extendedReason && (
              <Button variant="secondary" onClick={() => setMode('perpanjang')}>
                <Clock aria-hidden className="size-4" />
                {A.extend}
              </Button>
            )}
            {open && (
              <Button variant="danger" onClick={() => setMode('tolak')}>
                <X aria-hidden className="size-4" />
                {A.reject}
              </Button>
            )}
            {mayDecide && (
              <Button onClick={() => setMode('putuskan')}>
                <Gavel aria-hidden className="size-4" />
                {A.decide}
              </Button>
            )}
            {mayCarryOut && (
              <div className="grid gap-1">
                <Button onClick={() => setMode('laksanakan')}>
                  <Gavel aria-hidden className="size-4" />
                  {A.carryOut}
                </Button>
                <p className={o.orderLate ? 'text-xs font-semibold text-red-700' : 'text-xs text-slate-700'}>
                  {o.orderLate ? `${A.late} · ` : ''}
                  {A.orderDue(dayLabel(o.orderDueOn!))}
                </p>
              </div>
            )}
            {!open && !mayDecide && !mayCarryOut && <p className="text-sm text-slate-600">{A.noActions}</p>}
          </div>
        )}
        {mode === 'perpanjang' && (
          <ExtendForm busy={busy} onCancel={() => setMode('view')} onSubmit={(input) => run({ kind: 'perpanjang', input }, A.saved)} />
        )}
        {mode === 'tolak' && (
          <RejectForm busy={busy} onCancel={() => setMode('view')} onSubmit={(input) => run({ kind: 'tolak', input }, A.saved)} />
        )}
        {mode === 'jawab' && (
          <AnswerForm
            busy={busy}
            onCancel={() => setMode('view')}
            onSubmit={({ input, files }) => run({ kind: 'jawab', input, files }, A.answeredNote)}
          />
        )}
        {mode === 'laksanakan' && (
          <CarryOutForm
            busy={busy}
            onCancel={() => setMode('view')}
            onSubmit={({ note, files }) => run({ kind: 'laksanakan', note, files }, A.carriedOut)}
          />
        )}
        {mode === 'putuskan' && o && (
          <DecideForm
            busy={busy}
            onCancel={() => setMode('view')}
            onSubmit={async (input) => {
              try {
                await decide.mutateAsync({ id: o.id, input });
              } catch (err) {
                toast({ title: A.objectionsTitle, description: errorMessage(err), variant: 'destructive' });
                throw err;
              }
              toast({ title: A.savedTitle, description: A.objectionAnswered, variant: 'success' });
              setMode('view');
            }}
          />
        )}
      </Section>
    </div>
  );
}
