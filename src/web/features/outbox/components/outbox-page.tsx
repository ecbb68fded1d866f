import { ChevronDown, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MAIL_STATUSES, type MailStatus, type OutboxItem } from '../../../../shared/outbox-schemas.ts';
import { mailKindLabel, OUTBOX } from '../../../../shared/outbox-strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { OUTBOX_PAGE_SIZE, useOutbox, useOutboxMessage, useResendMail } from '../api/outbox.ts';

const T = OUTBOX;

const STATUS_STYLE: Record<MailStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  held: 'bg-slate-200 text-slate-900',
};

function MailStatusBadge({ status }: { status: MailStatus }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[status])}>{T.statuses[status]}</span>;
}

function MailBody({ id }: { id: string }) {
  const message = useOutboxMessage(id, true);
  const [view, setView] = useState<'text' | 'html'>('text');
  if (message.isPending) return <Spinner className="text-brand-700" />;
  if (message.isError) return <p className="text-sm text-red-700">{errorMessage(message.error)}</p>;
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={T.title} className="inline-flex justify-self-start rounded-lg border border-slate-300 bg-white p-1">
        {(['text', 'html'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className={cn(
              'min-h-9 rounded-md px-3 text-sm font-medium',
              view === v ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {v === 'text' ? T.textVersion : T.htmlVersion}
          </button>
        ))}
      </div>
      {view === 'text' ? (
        <pre className="max-h-96 overflow-auto rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800">
          {message.data.text}
        </pre>
      ) : (
        // The message's own HTML, in a sandbox: no scripts, no same-origin access, no form posts.
        <iframe
          title={`${T.htmlVersion}: ${message.data.subject}`}
          sandbox=""
          srcDoc={message.data.html}
          className="h-96 w-full rounded-md border border-slate-200 bg-white"
        />
      )}
    </div>
  );
}

function MailRow({ mail }: { mail: OutboxItem }) {
  const [open, setOpen] = useState(false);
  const resend = useResendMail();
  const panelId = `mail-${mail.id}`;
  const onResend = () =>
    resend.mutate(mail.id, {
      onSuccess: (r) => toast({ title: r.message, variant: 'success' }),
      onError: (err) => toast({ title: T.resendFailed, description: errorMessage(err), variant: 'destructive' }),
    });
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-start gap-3 p-4 text-left"
      >
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900">{mail.subject}</span>
            <MailStatusBadge status={mail.status} />
          </span>
          <span className="truncate text-sm text-slate-600">
            {T.to}: {mail.to} · {mailKindLabel(mail.kind)}
          </span>
          <span className="text-xs text-slate-500">
            {T.created} <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
            {mail.sentAt && (
              <>
                {' · '}
                {T.sentAt} <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
                {mail.transport === 'log' && ` (${T.viaLog})`}
              </>
            )}
          </span>
        </span>
        <ChevronDown aria-hidden className={cn('mt-1 size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div id={panelId} className="grid gap-4 border-t border-slate-200 p-4">
          {mail.lastError && (
            <p className="text-sm text-red-800">
              {T.lastError} ({T.attempts} {mail.attempts}): {mail.lastError}
            </p>
          )}
          <MailBody id={mail.id} />
          <Button variant="secondary" className="justify-self-start" disabled={resend.isPending} onClick={onResend}>
            {resend.isPending ? <Spinner className="size-4" /> : <Send aria-hidden className="size-4" />}
            {T.resend}
          </Button>
        </div>
      )}
    </li>
  );
}

export default function OutboxPage() {
  useDocumentTitle(T.title);
  const { q, filter, page, update } = useListParams('status', MAIL_STATUSES);
  const status = filter as MailStatus | null;
  const outbox = useOutbox({ q, status, page });

  useEffect(() => {
    if (outbox.isError) toast({ title: ADMIN.common.loadFailed, description: errorMessage(outbox.error), variant: 'destructive' });
  }, [outbox.isError, outbox.error]);

  const items = outbox.data?.items ?? [];
  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminPageHeader title={T.title} intro={T.intro} />
      {outbox.data && !outbox.data.smtp && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {T.smtpOff}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchBox label={T.searchLabel} placeholder={T.searchPlaceholder} value={q} onSearch={(text) => update({ q: text })} />
        <div
          role="group"
          aria-label={T.statusLabel}
          className="inline-flex flex-wrap justify-self-start rounded-lg border border-slate-300 bg-white p-1"
        >
          {([null, ...MAIL_STATUSES] as const).map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              aria-pressed={status === s}
              onClick={() => update({ status: s })}
              className={cn(
                'min-h-10 rounded-md px-3 text-sm font-medium',
                status === s ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {s ? T.statuses[s] : T.all}
            </button>
          ))}
        </div>
      </div>
      {outbox.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-700" />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
          {q || status ? T.emptySearch : T.empty}
        </p>
      ) : (
        <div>
          <ul className={cn('grid gap-3', outbox.isFetching && outbox.isPlaceholderData && 'opacity-60')}>
            {items.map((m) => (
              <MailRow key={m.id} mail={m} />
            ))}
          </ul>
          <ListPagination page={page} pageSize={OUTBOX_PAGE_SIZE} total={outbox.data?.total ?? 0} onPage={(p) => update({ page: p })} />
        </div>
      )}
    </div>
  );
}
