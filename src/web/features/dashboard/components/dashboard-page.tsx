import { CalendarDays, ClipboardCheck, FlaskConical, Mail, Plus, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SKM_TEXT } from '../../../../shared/skm-strings.ts';
import { COMMON, fillText } from '../../../../shared/strings.ts';
import { LAYANAN_DASHBOARD } from '../../../../shared/layanan-dashboard-strings.ts';
import { Card } from '../../../components/card.tsx';
import { RequestHistory, type HistoryEntry } from '../../../components/request-history.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-core.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useCustomerDashboard } from '../api/dashboard.ts';
import { AccountSettingsCard, EmailVerificationStatus } from './account-cards.tsx';

const T = LAYANAN_DASHBOARD;

/** Spec §2: the stored role with underscores shown as spaces (customer → Customer), Customer when there is none. */
const roleText = (role: string | null | undefined) =>
  role ? role.replaceAll('_', ' ').replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase()) : T.defaultRole;

export default function DashboardPage() {
  useDocumentTitle(T.title);
  const { user } = useAuth();
  const dashboard = useCustomerDashboard(user != null);
  useErrorToast(dashboard.error, T.loadFailedTitle, COMMON.tryAgainLater);
  const data = dashboard.data;
  const name = user?.fullName || user?.email || '';

  const sirekanan: HistoryEntry[] | undefined = data?.sirekanan.items.map((r) => ({
    id: r.id,
    title: r.subject,
    trackingCode: r.trackingCode,
    status: r.status,
    createdAt: r.createdAt,
  }));
  const ujilab: HistoryEntry[] | undefined = data?.ujilab.items.map((r) => ({
    id: r.id,
    title: r.jenisUji,
    trackingCode: r.trackingCode,
    status: r.status,
    createdAt: r.createdAt,
  }));
  const profile =
    data?.profile ?? (user ? { fullName: user.fullName, email: user.email, role: user.role, createdAt: user.createdAt } : null);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{T.title}</h1>
        <p className="mt-2 text-lg text-slate-800">{fillText(T.welcome, { name })}</p>
        <p className="mt-1 text-sm text-slate-600">{T.intro}</p>
      </div>
      {data?.surveys.map((survey) => (
        <section
          key={survey.code}
          aria-label={SKM_TEXT.title}
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-3 text-sm text-slate-900">
            <ClipboardCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {SKM_TEXT.invitation.banner(survey.code)}
          </p>
          <Link to={survey.path} className={buttonClass('primary', 'shrink-0 justify-center')}>
            {SKM_TEXT.invitation.action}
          </Link>
        </section>
      ))}
      {dashboard.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-700" />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6 lg:col-span-2">
            <HistoryCard
              icon={<Mail aria-hidden className="size-5" />}
              title={T.sirekananTitle}
              newLabel={T.newSirekanan}
              to="/layanan/sirekanan"
              entries={sirekanan}
              total={data?.sirekanan.total ?? 0}
              error={dashboard.error}
              onRetry={() => void dashboard.refetch()}
            />
            <HistoryCard
              icon={<FlaskConical aria-hidden className="size-5" />}
              title={T.ujilabTitle}
              newLabel={T.newUjilab}
              to="/layanan/ujilab"
              entries={ujilab}
              total={data?.ujilab.total ?? 0}
              error={dashboard.error}
              onRetry={() => void dashboard.refetch()}
            />
          </div>
          {profile && (
            <div className="grid content-start gap-6">
              <Card title={T.profileTitle} className="self-start">
                <div className="mb-4 flex items-center gap-3">
                  <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <UserRound aria-hidden className="size-6" />
                  </span>
                  <p className="min-w-0 font-semibold break-words text-slate-900">{profile.fullName || profile.email}</p>
                </div>
                <dl className="grid gap-3 text-sm">
                  <ProfileRow label={T.fullName} value={profile.fullName || '-'} />
                  <ProfileRow
                    label={T.email}
                    value={
                      <span className="grid gap-2">
                        {profile.email}
                        {user && <EmailVerificationStatus user={user} />}
                      </span>
                    }
                  />
                  <ProfileRow label={T.role} value={roleText(profile.role)} />
                  <ProfileRow
                    label={T.joined}
                    value={
                      <span className="inline-flex items-center gap-1.5">
                        <CalendarDays aria-hidden className="size-4 text-slate-500" />
                        {formatLongDate(profile.createdAt)}
                      </span>
                    }
                  />
                </dl>
              </Card>
              {user && <AccountSettingsCard user={user} />}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function ProfileRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

type HistoryCardProps = {
  icon: ReactNode;
  title: string;
  newLabel: string;
  to: string;
  entries: HistoryEntry[] | undefined;
  total: number;
  error: Error | null;
  onRetry: () => void;
};

function HistoryCard({ icon, title, newLabel, to, entries, total, error, onRetry }: HistoryCardProps) {
  return (
    <Card
      title={
        <span className="inline-flex items-center gap-2">
          <span className="text-brand-700">{icon}</span>
          {title}
        </span>
      }
      action={
        <Link to={to} className={buttonClass('primary', 'min-h-10 px-3')}>
          <Plus aria-hidden className="size-4" />
          {newLabel}
        </Link>
      }
    >
      <RequestHistory
        label={title}
        entries={entries}
        loading={false}
        error={error}
        onRetry={onRetry}
        footer={
          total > (entries?.length ?? 0) ? (
            <p className="pt-3 text-right">
              <Link to={to} className="text-sm font-medium text-brand-700 hover:underline">
                {fillText(T.seeAll, { total })}
              </Link>
            </p>
          ) : null
        }
      />
    </Card>
  );
}
