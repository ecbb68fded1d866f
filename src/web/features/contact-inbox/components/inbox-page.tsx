import { ChevronDown, Mail, MailOpen, Reply } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ContactMessageItem } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { ExportLinks } from '../../../components/export-links.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { INBOX_PAGE_SIZE, useInbox, useMarkMessage, type InboxFilter } from '../api/contact-messages.ts';

const T = ADMIN.inbox;

function MessageRow({ message }: { message: ContactMessageItem }) {
  const [open, setOpen] = useState(false);
  const mark = useMarkMessage();
  const unread = message.readAt == null;
  const setRead = (read: boolean) =>
    mark.mutate(
      { id: message.id, read },
      { onError: (err) => toast({ title: T.markFailed, description: errorMessage(err), variant: 'destructive' }) },
    );
  const panelId = `message-${message.id}`;

  return (
    <li className={cn('rounded-lg border bg-white shadow-sm', unread ? 'border-brand-600/40' : 'border-slate-200')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((o) => !o);
          // Opening an unread message reads it.
          if (!open && unread && !mark.isPending) setRead(true);
        }}
        className="flex w-full items-start gap-3 p-4 text-left"
      >
        {unread ? (
          <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        ) : (
          <MailOpen aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
        )}
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className={cn('break-words', unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800')}>{message.subject}</span>
            {unread && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-bold text-white">{T.unreadBadge}</span>}
          </span>
          <span className="truncate text-sm text-slate-600">
            {message.name} · {message.email}
          </span>
          <time dateTime={message.createdAt} className="text-xs text-slate-500">
            {formatDateTime(message.createdAt)}
          </time>
        </span>
        <ChevronDown aria-hidden className={cn('mt-1 size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div id={panelId} className="grid gap-4 border-t border-slate-200 p-4">
          <p className="break-words whitespace-pre-line text-slate-800">{message.message}</p>
          <div className="flex flex-wrap gap-2">
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <Reply aria-hidden className="size-4" />
              {T.reply}
            </a>
            <Button variant="secondary" disabled={mark.isPending} onClick={() => setRead(unread)}>
              {mark.isPending && <Spinner className="size-4" />}
              {unread ? T.markRead : T.markUnread}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

export default function InboxPage() {
  useDocumentTitle(T.title);
  const { filter, page, update } = useListParams('filter', ['unread']);
  const current: InboxFilter = filter === 'unread' ? 'unread' : 'all';
  const inbox = useInbox({ filter: current, page });

  useEffect(() => {
    if (inbox.isError) toast({ title: ADMIN.common.loadFailed, description: errorMessage(inbox.error), variant: 'destructive' });
  }, [inbox.isError, inbox.error]);

  const items = inbox.data?.items ?? [];
  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminPageHeader
        title={T.title}
        intro={inbox.data ? `${T.intro} ${T.unreadCount(formatNumber(inbox.data.unread))}.` : T.intro}
        actions={<ExportLinks path="/admin/contact-messages" filters={{ filter: current === 'unread' ? 'unread' : null }} />}
      />
      <div
        role="group"
        aria-label={T.filterLabel}
        className="inline-flex justify-self-start rounded-lg border border-slate-300 bg-white p-1"
      >
        {(['all', 'unread'] as const).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={current === f}
            onClick={() => update({ filter: f === 'all' ? null : f })}
            className={cn(
              'min-h-10 rounded-md px-4 text-sm font-medium',
              current === f ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {f === 'all' ? T.all : T.unread}
          </button>
        ))}
      </div>
      {inbox.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-700" />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
          {current === 'unread' ? T.emptyUnread : T.empty}
        </p>
      ) : (
        <div>
          <ul className={cn('grid gap-3', inbox.isFetching && inbox.isPlaceholderData && 'opacity-60')}>
            {items.map((m) => (
              <MessageRow key={m.id} message={m} />
            ))}
          </ul>
          <ListPagination page={page} pageSize={INBOX_PAGE_SIZE} total={inbox.data?.total ?? 0} onPage={(p) => update({ page: p })} />
        </div>
      )}
    </div>
  );
}
