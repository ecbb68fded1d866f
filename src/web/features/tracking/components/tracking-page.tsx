import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, MailX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LACAK, LACAK_MAIL } from '../../../../shared/tracking-strings.ts';
import { LAPOR } from '../../../../shared/lapor-strings.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { StatusTimeline } from '../../../components/status-timeline.tsx';
import { TrackingCode } from '../../../components/tracking-code.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Island } from '../../../islands/island.tsx';
import TrackingCodeFormIsland from './tracking-code-form.island.tsx';
import { trackingQuery } from '../../../../shared/public-pages.ts';
import type { TrackingResult } from '../../../../shared/tracking-schemas.ts';
import { dayLabel, type PpidTracking } from '../../../../shared/ppid.ts';
import { ANSWER_TYPE_LABELS, OBJECTION_DECISION_LABELS, PPID } from '../../../../shared/ppid-strings.ts';
import { call, client, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

// /lacak and /lacak/{code}: the public status of any submission (issue 13, item 4), rendered on the
// server (issue 35: it reads without JavaScript); the code's box is an island.

function TrackingResultView({ code }: { code: string }) {
  // The server put the answer in the page (public-pages.ts: trackingQuery); a code that does not
  // exist never reaches this page (a 404).
  const r = useQueryClient().getQueryData<TrackingResult>(trackingQuery(code).queryKey);
  if (!r) {
    return (
      <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{LACAK.notFoundTitle}</p>
          <p>{LACAK.notFound}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 text-sm">
        <dt className="text-slate-600">{LACAK.codeLabel}</dt>
        <dd>
          <TrackingCode code={r.trackingCode} />
        </dd>
        <dt className="text-slate-600">{LACAK.service}</dt>
        <dd className="font-medium text-slate-900">{LACAK.services[r.service]}</dd>
        <dt className="text-slate-600">{LACAK.status}</dt>
        <dd>
          <StatusBadge status={r.status} forwardedTo={r.forwardedTo} />
        </dd>
        <dt className="text-slate-600">{LACAK.submitted}</dt>
        <dd className="text-slate-900">{formatDateTime(r.createdAt)}</dd>
        {r.laporTicket && (
          <>
            <dt className="text-slate-600">{LAPOR.ticketLabel}</dt>
            <dd className="font-mono font-medium break-all text-slate-900">{r.laporTicket}</dd>
          </>
        )}
      </dl>
      {r.ppid && <PpidTrackingView ppid={r.ppid} />}
      <StatusTimeline createdAt={r.createdAt} history={r.history} headingId="riwayat-status" />
      <p className="text-xs text-slate-500">{LACAK.privacy}</p>
    </div>
  );
}

/** A PPID request's answer kind and its objection's course (issue 38, item 3): dates and decisions, no texts. */
function PpidTrackingView({ ppid }: { ppid: PpidTracking }) {
  const M = PPID.mine;
  const o = ppid.objection;
  if (!ppid.answerType && !o) return null;
  const rows: [string, string, boolean][] = [];
  if (ppid.answerType) rows.push([M.answerType, ANSWER_TYPE_LABELS[ppid.answerType], false]);
  if (o) {
    rows.push([M.objectionSentAt, formatDateTime(o.submittedAt), false]);
    rows.push([
      M.objectionDecision,
      o.decision
        ? `${OBJECTION_DECISION_LABELS[o.decision]}${o.decidedAt ? ` (${formatDateTime(o.decidedAt)})` : ''}`
        : o.decidedAt
          ? formatDateTime(o.decidedAt)
          : `${M.objectionWaiting} · ${M.objectionDue(dayLabel(o.dueOn))}`,
      false,
    ]);
    if (o.decision === 'diterima') {
      const when = o.carriedOutAt ? formatDateTime(o.carriedOutAt) : M.orderDue(dayLabel(o.orderDueOn!));
      rows.push([M.carriedOut, o.orderLate ? `${when} · ${M.orderLate}` : when, o.orderLate]);
    }
  }
  return (
    <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm">
      {rows.map(([label, value, late]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className={late ? 'font-semibold text-red-800' : 'font-medium text-slate-900'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function TrackingPage() {
  const { code } = useParams();
  const [search] = useSearchParams();
  const current = code?.toUpperCase() ?? '';
  useDocumentTitle(current ? `${LACAK.title} ${current}` : LACAK.title);
  // /lacak?kode=X: the server sent a well-formed code on to its page (lookup-page-routes.ts), so this
  // one is not (a GET without JavaScript); the schema's one message goes next to the box.
  const typed = search.get('kode');
  const error = !current && typed !== null ? LACAK.codeInvalid : null;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{LACAK.title}</h1>
        <p className="text-slate-700">{LACAK.intro}</p>
      </div>
      {/* A GET form that works as HTML; its script (the check before sending) comes when the box is reached for. */}
      <Island of={TrackingCodeFormIsland} props={{ initial: current || (typed ?? ''), error }} load="interaction" />
      {current && <TrackingResultView code={current} />}
    </div>
  );
}

/**
 * A page a mailed link opens: one button that does what the link is for, so that a mail scanner
 * following the link changes nothing (unsubscribe, confirming a report's address).
 */
function OneClickLinkPage({
  title,
  icon,
  valid,
  invalid,
  intro,
  button,
  act,
}: {
  title: string;
  icon?: ReactNode;
  valid: boolean;
  invalid: string;
  intro: string;
  button: string;
  act: () => Promise<{ message: string }>;
}) {
  useDocumentTitle(title);
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const press = async () => {
    setState('busy');
    try {
      setMessage((await act()).message);
      setState('done');
    } catch (err) {
      setMessage(errorMessage(err));
      setState('error');
    }
  };
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {icon && <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</div>}
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {state === 'done' ? (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
            {message}
          </p>
        ) : !valid ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {invalid}
          </p>
        ) : (
          <>
            <p className="text-slate-700">{intro}</p>
            {state === 'error' && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                {message}
              </p>
            )}
            <Button onClick={() => void press()} disabled={state === 'busy'}>
              {state === 'busy' && <Spinner className="size-4" />}
              {button}
            </Button>
          </>
        )}
        <Link to="/lacak" className="text-sm font-medium text-brand-700 underline underline-offset-2">
          {LACAK.title}
        </Link>
      </div>
    </div>
  );
}

/** "Berhenti menerima email": the link from a status e-mail; one press, nothing happens on opening. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const e = params.get('e') ?? '';
  const t = params.get('t') ?? '';
  return (
    <OneClickLinkPage
      title={LACAK_MAIL.unsubscribeTitle}
      icon={<MailX aria-hidden className="size-6" />}
      valid={!!e && !!t}
      invalid={LACAK_MAIL.unsubscribeInvalid}
      intro={LACAK_MAIL.unsubscribeIntro(e)}
      button={LACAK_MAIL.unsubscribeButton}
      act={() => call(client.mail.unsubscribe.$post({ query: { e, t } }))}
    />
  );
}

/** "Konfirmasi alamat email" (docs/decisions/046): the link from the one mail a report's typed address gets. */
export function ConfirmAddressPage() {
  const [params] = useSearchParams();
  const t = params.get('t') ?? '';
  return (
    <OneClickLinkPage
      title={LACAK_MAIL.confirmTitle}
      valid={!!t}
      invalid={LACAK_MAIL.confirmInvalid}
      intro={LACAK_MAIL.confirmIntro}
      button={LACAK_MAIL.confirmButton}
      act={() => call(client.mail.confirm.$post({ query: { t } }))}
    />
  );
}
