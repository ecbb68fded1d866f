import type { RequestStatus } from '../../shared/constants.ts';
import { forwardedStatus, STATUS_NEW } from '../../shared/strings.ts';
import { cn } from '../lib/cn.ts';

// Spec §4: Selesai green, Diproses yellow, Ditolak red, any other value grey. One table for every
// screen that shows a request's status: the customer's history, the report lookup, the admin lists.
const TONE: Partial<Record<string, string>> = {
  Selesai: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  Diproses: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  Ditolak: 'border-red-300 bg-red-100 text-red-900',
  // Issue 38: waiting for the requester, apart from the office's own steps.
  'Perlu Dilengkapi': 'border-sky-300 bg-sky-100 text-sky-900',
  // Issue 39: with another authority, apart from this office's own steps.
  Diteruskan: 'border-violet-300 bg-violet-100 text-violet-900',
  // Issue 40: an Uji Lab bill waits for the customer's payment.
  'Menunggu Pembayaran': 'border-orange-300 bg-orange-100 text-orange-900',
  // Issue 40: the lab waits for the sample, then tests it.
  'Menunggu Sampel': 'border-teal-300 bg-teal-100 text-teal-900',
  'Dalam Pengujian': 'border-indigo-300 bg-indigo-100 text-indigo-900',
};
const GREY = 'border-slate-300 bg-slate-100 text-slate-800';

/** The colour classes of a status (also the admin status select's). */
const statusTone = (status: string | null | undefined) => (status && TONE[status]) || GREY;

/**
 * Spec §4: a missing status shows as 'Baru' on admin screens. A forwarded damage report names the
 * authority it went to (issue 39, item 3): "Diteruskan ke BBPJN Sulawesi Barat".
 */
export const statusLabel = (status: RequestStatus | string | null | undefined, forwardedTo?: string | null) =>
  status === 'Diteruskan' && forwardedTo ? forwardedStatus(forwardedTo) : (status ?? STATUS_NEW);

export function StatusBadge({
  status,
  forwardedTo,
  className,
}: {
  status: RequestStatus | string | null | undefined;
  /** The authority a Diteruskan report is with. */
  forwardedTo?: string | null | undefined;
  className?: string;
}) {
  return (
    <span
      data-status={status ?? undefined}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        // An authority's long name wraps inside the badge on a phone instead of running off the screen.
        forwardedTo ? 'max-w-full min-w-0 break-words whitespace-normal' : 'shrink-0 whitespace-nowrap',
        statusTone(status),
        className,
      )}
    >
      {statusLabel(status, forwardedTo)}
    </span>
  );
}
