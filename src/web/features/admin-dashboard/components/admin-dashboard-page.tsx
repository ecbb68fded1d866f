import { ClipboardList, FlaskConical, TriangleAlert, Users, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { AdminNotifications, AdminSummary } from '../../../../shared/admin-schemas.ts';
import { can, type Capability } from '../../../../shared/roles.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { ADMIN } from '../../../../shared/admin-strings.ts';
import { DEADLINES } from '../../../../shared/deadline-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-core.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminNotifications, useAdminSummary } from '../api/admin-dashboard.ts';
import { AdminQueues } from './admin-queues.tsx';

type Card = {
  key: keyof AdminSummary;
  label: string;
  icon: LucideIcon;
  to: string;
  capability: Capability;
  tone: string;
  fresh?: keyof AdminNotifications;
  /** How many of them are past their deadline (damage reports only, issue 15 item 6). */
  late?: 'lateDamageReports';
};

const T = ADMIN.dashboard;
const CARDS: Card[] = [
  { key: 'users', label: T.users, icon: Users, to: '/admin/users', capability: 'users.manage', tone: 'bg-brand-50 text-brand-700' },
  {
    key: 'ujilabRequests',
    label: T.ujilabRequests,
    icon: FlaskConical,
    to: '/admin/ujilab',
    capability: 'ujilab.manage',
    tone: 'bg-emerald-50 text-emerald-700',
    fresh: 'ujilab',
  },
  {
    key: 'sirekananRequests',
    label: T.sirekananRequests,
    icon: ClipboardList,
    to: '/admin/sirekanan',
    capability: 'sirekanan.manage',
    tone: 'bg-amber-50 text-amber-700',
    fresh: 'sirekanan',
  },
  {
    key: 'damageReports',
    label: T.damageReports,
    icon: TriangleAlert,
    to: '/admin/laporan',
    capability: 'damage-reports.manage',
    tone: 'bg-red-50 text-red-700',
    fresh: 'damageReports',
    late: 'lateDamageReports',
  },
];

export default function AdminDashboardPage() {
  useDocumentTitle(T.title);
  const { user } = useAuth();
  const summary = useAdminSummary();
  const notifications = useAdminNotifications();

  useEffect(() => {
    if (summary.isError)
      toast({ title: T.loadFailed, description: errorMessage(summary.error) || COMMON.tryAgainLater, variant: 'destructive' });
  }, [summary.isError, summary.error]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminPageHeader title={T.title} intro={user ? `${T.welcome(user.fullName || user.email)}. ${T.intro}` : T.intro} />
      {/* Issue 38 item 4: the role's own work first, the office's figures after it. */}
      <AdminQueues />
      <h2 className="text-xl font-bold text-brand-900">{T.figuresTitle}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((card) => {
          const value = summary.data?.[card.key];
          const fresh = card.fresh ? notifications.data?.[card.fresh] : null;
          const late = card.late ? summary.data?.[card.late] : null;
          const linked = can(user?.role, card.capability);
          const body = (
            <>
              <span className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${card.tone}`}>
                <card.icon aria-hidden className="size-6" />
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span className="text-sm font-medium text-slate-600">{card.label}</span>
                <span className="text-3xl font-bold text-slate-900 tabular-nums" data-testid={`summary-${card.key}`}>
                  {value === undefined ? (
                    <span aria-label={COMMON.loading} className="inline-block h-8 w-16 animate-pulse rounded bg-slate-200" />
                  ) : (
                    formatNumber(value)
                  )}
                </span>
                {fresh != null && fresh > 0 && (
                  <span className="text-xs font-medium text-amber-800">{T.newCount(formatNumber(fresh))}</span>
                )}
                {late != null && late > 0 && (
                  <span className="text-xs font-semibold text-red-700" data-testid={`late-${card.key}`}>
                    {DEADLINES.dashboardLate(late)}
                  </span>
                )}
              </span>
            </>
          );
          const cls = 'flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
          return (
            <li key={card.key}>
              {linked ? (
                <Link to={card.to} className={`${cls} transition-colors hover:border-brand-600`}>
                  {body}
                </Link>
              ) : (
                <div className={cls}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
