import { Link } from 'react-router';
import { QUEUE_BUCKETS, type QueueBucket, type QueueService, type ServiceQueue } from '../../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate, formatNumber } from '../../../lib/format.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useAdminQueues } from '../api/admin-dashboard.ts';

const T = ADMIN.dashboard;

/** Each service's list in the admin, and what a bucket's link adds to it (the list's own filters). */
const LIST: Record<QueueService, string> = {
  sirekanan: '/admin/sirekanan',
  ujilab: '/admin/ujilab',
  'damage-reports': '/admin/laporan',
  ppid: '/admin/ppid',
};
const FILTER: Record<QueueService, Record<QueueBucket, string>> = {
  sirekanan: { baru: 'status=Diajukan', menunggu: 'status=Perlu+Dilengkapi', terlambat: 'due=terlambat', mingguIni: 'due=minggu-ini' },
  ujilab: { baru: 'status=Diajukan', menunggu: 'status=Perlu+Dilengkapi', terlambat: 'due=terlambat', mingguIni: 'due=minggu-ini' },
  'damage-reports': {
    baru: 'status=Diajukan',
    menunggu: 'status=Perlu+Dilengkapi',
    terlambat: 'due=terlambat&sort=due',
    mingguIni: 'due=minggu-ini&sort=due',
  },
  ppid: { baru: 'status=Diajukan', menunggu: 'status=Perlu+Dilengkapi', terlambat: 'status=terlambat', mingguIni: 'status=minggu-ini' },
};

/** A request's own page. PPID's is its list searched by the code until /admin/ppid/{code} exists. */
/** Every request, PPID's too, has its own page (issue 38, item 4). */
function requestPath(service: QueueService, code: string): string {
  return `${LIST[service]}/${code}`;
}

const TONE: Record<QueueBucket, string> = {
  baru: 'text-brand-800',
  menunggu: 'text-amber-800',
  terlambat: 'text-red-700',
  mingguIni: 'text-slate-900',
};

/**
 * The admin's own queues, first on the dashboard (issue 38 item 4): for each service the role handles,
 * the new requests, those waiting for the citizen, the late ones and those due this week — each count a
 * link to the list so filtered, each request a link to its page.
 */
export function AdminQueues() {
  const queues = useAdminQueues();
  useErrorToast(queues.error, T.queuesLoadFailed);
  if (queues.data?.queues.length === 0) return null;
  return (
    <section aria-labelledby="antrean" className="grid gap-4">
      <div>
        <h2 id="antrean" className="text-xl font-bold text-brand-900">
          {T.queuesTitle}
        </h2>
        <p className="text-sm text-slate-600">{T.queuesIntro}</p>
      </div>
      {queues.isPending ? (
        <span aria-label={COMMON.loading} className="block h-40 animate-pulse rounded-xl bg-slate-200" />
      ) : (
        queues.data?.queues.map((q) => <Queue key={q.service} queue={q} />)
      )}
    </section>
  );
}

function Queue({ queue }: { queue: ServiceQueue }) {
  const name = T.queueOf[queue.service];
  const headingId = `antrean-${queue.service}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`queue-${queue.service}`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {name}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {QUEUE_BUCKETS.map((b) => {
          const { count, items } = queue.buckets[b];
          const label = T.buckets[b];
          return (
            <div key={b} className="grid min-w-0 content-start gap-2" data-testid={`queue-${queue.service}-${b}`}>
              <Link
                to={`${LIST[queue.service]}?${FILTER[queue.service][b]}`}
                className="flex items-baseline justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 hover:border-brand-600"
              >
                <span className="text-sm font-semibold text-slate-700">{label}</span>{' '}
                <span className={cn('text-2xl font-bold tabular-nums', count > 0 ? TONE[b] : 'text-slate-600')}>
                  {formatNumber(count)}
                  <span className="sr-only">{T.bucketListOf(name)}</span>
                </span>
              </Link>
              {items.length === 0 ? (
                <p className="px-1 text-sm text-slate-500">{T.bucketEmpty}</p>
              ) : (
                <ul className="grid gap-1.5">
                  {items.map((item) => (
                    <li key={item.trackingCode} className="min-w-0">
                      <Link
                        to={requestPath(queue.service, item.trackingCode)}
                        className="grid gap-0.5 rounded-md px-1 py-1 text-sm hover:bg-slate-50"
                      >
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                          <span className="font-mono text-xs font-semibold text-brand-700 underline-offset-2 hover:underline">
                            {item.trackingCode}
                          </span>
                          {b === 'menunggu' || item.status === 'Diajukan' ? null : <StatusBadge status={item.status} />}
                        </span>
                        <span className="truncate text-slate-900">{item.title}</span>
                        <span className="truncate text-xs text-slate-600">
                          {item.who}
                          {item.dueOn ? ` · ${T.dueOn(formatLongDate(item.dueOn))}` : ''}
                        </span>
                      </Link>
                    </li>
                  ))}
                  {count > items.length && (
                    <li className="px-1 text-xs text-slate-600">{T.moreInList(formatNumber(count - items.length))}</li>
                  )}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
