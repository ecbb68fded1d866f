import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SystemStatus } from '../../../../shared/system-schemas.ts';
import { SYSTEM as T } from '../../../../shared/system-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useResendFailedMail, useSystemStatus } from '../api/system.ts';

/** 1.234.567.890 bytes → "1,1 GB" (powers of 1024, as `df -h` counts). */
function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** 3725 s → "1 jam 2 menit"; under a minute, in seconds. */
function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} detik`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} menit`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} jam${minutes % 60 ? ` ${minutes % 60} menit` : ''}`;
  return `${Math.floor(hours / 24)} hari`;
}

/** One part of the page, named by its heading; `alarm` for what needs the super admin. */
function Card({ title, alarm, children }: { title: string; alarm?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-xl border p-4', alarm ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white shadow-sm')}
    >
      <h2 id={id} className={cn('flex items-center gap-2 text-lg font-semibold', alarm ? 'text-red-800' : 'text-slate-900')}>
        {alarm && <TriangleAlert aria-hidden className="size-5" />}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value pairs; a value needing attention is shown in red. */
function Figures({ rows }: { rows: Array<[label: string, value: ReactNode, alarm?: boolean]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value, alarm]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className={alarm ? 'font-semibold text-red-700' : 'font-medium text-slate-900'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Warnings({ warnings }: { warnings: SystemStatus['warnings'] }) {
  if (warnings.length === 0) {
    return <p className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-900">{T.allWell}</p>;
  }
  return (
    <Card title={T.warningsHeading} alarm>
      <ul className="list-disc space-y-1 pl-6 text-sm text-red-900">
        {warnings.map((w) => (
          <li key={w}>{T.warnings[w]}</li>
        ))}
      </ul>
    </Card>
  );
}

function FailedMail({ mail }: { mail: SystemStatus['mail']['recentFailed'] }) {
  const resend = useResendFailedMail();
  if (mail.length === 0) return <p className="text-sm text-slate-600">{T.failedEmpty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th className="py-2 pr-3 font-medium">{T.to}</th>
            <th className="py-2 pr-3 font-medium">{T.subject}</th>
            <th className="py-2 pr-3 font-medium">{T.created}</th>
            <th className="py-2 pr-3 font-medium">{T.lastError}</th>
            <th className="py-2 font-medium">{T.actions}</th>
          </tr>
        </thead>
        <tbody>
          {mail.map((m) => (
            <tr key={m.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 break-all">{m.to}</td>
              <td className="py-2 pr-3">{m.subject}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
              <td className="py-2 pr-3 text-red-800">{m.lastError ?? T.none}</td>
              <td className="py-2">
                <Button
                  variant="secondary"
                  aria-label={T.resendLabel(m.to)}
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(m.id, {
                      onSuccess: () => toast({ title: T.resent, variant: 'success' }),
                      onError: (e) => toast({ title: T.resendFailed, description: errorMessage(e), variant: 'destructive' }),
                    })
                  }
                >
                  {T.resend}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The latest backup runs (issue 37, item 2), newest first: one card each on a phone, one row each on a wide
 * screen (the same list, laid out as a grid), with the error of a failed one in full.
 */
function BackupRuns({ items }: { items: SystemStatus['backups']['items'] }) {
  if (items.length === 0) return <p className="text-sm font-medium text-red-700">{T.backupsNone}</p>;
  const head = 'text-xs font-medium text-slate-600 md:sr-only';
  return (
    <div>
      <p className="text-sm text-slate-600">{T.backupsListIntro}</p>
      <div
        aria-hidden
        className="mt-3 hidden grid-cols-[14rem_7rem_6rem_minmax(0,1fr)] gap-x-4 border-b border-slate-200 px-2 pb-2 text-sm font-medium text-slate-600 md:grid"
      >
        <span>{T.backupAt}</span>
        <span>{T.backupStatus}</span>
        <span>{T.backupSize}</span>
        <span>{T.backupWhere}</span>
      </div>
      <ul className="mt-3 grid gap-3 md:mt-0 md:gap-0">
        {items.map((b) => {
          const failed = b.status === 'failed';
          return (
            <li
              key={`${b.at}-${b.status}`}
              className={cn(
                'grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border p-3 text-sm md:grid-cols-[14rem_7rem_6rem_minmax(0,1fr)] md:gap-x-4 md:rounded-none md:border-0 md:border-b md:px-2 md:py-2',
                failed ? 'border-red-200 bg-red-50 md:border-slate-100' : 'border-slate-200 md:border-slate-100',
              )}
            >
              <span className={head}>{T.backupAt}</span>
              <span className="whitespace-nowrap">
                {formatDateTime(b.at)} <span className="text-slate-600">({T.backupTrigger[b.trigger]})</span>
              </span>
              <span className={head}>{T.backupStatus}</span>
              <span className={cn('flex items-center gap-1 font-semibold', failed ? 'text-red-700' : 'text-green-800')}>
                {failed ? <CircleX aria-hidden className="size-4" /> : <CircleCheck aria-hidden className="size-4" />}
                {failed ? T.backupFailed : T.backupOk}
              </span>
              <span className={head}>{T.backupSize}</span>
              <span>{b.sizeBytes === null ? T.none : formatBytes(b.sizeBytes)}</span>
              <span className={head}>{T.backupWhere}</span>
              <span className="break-all">{b.where ?? T.none}</span>
              {b.error && (
                <p className="col-span-2 text-red-800 md:col-span-4">
                  <span className="font-medium">{T.backupError}:</span> {b.error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** /admin/sistem (issue 37, item 3): how the portal is doing, for the super admin, in words. */
export default function SystemPage() {
  useDocumentTitle(T.title);
  const status = useSystemStatus();
  const s = status.data;
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={T.title} intro={T.intro} />
      {status.isPending ? (
        <Spinner className="text-brand-700" />
      ) : status.isError || !s ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(status.error)}
        </p>
      ) : (
        <>
          <Warnings warnings={s.warnings} />
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title={T.databaseHeading}>
              <Figures
                rows={[
                  [T.databaseUp, s.database.up ? T.up : T.down, !s.database.up],
                  [T.databaseVersion, s.database.version ?? T.none],
                  [T.databaseSize, s.database.sizeBytes === null ? T.none : formatBytes(s.database.sizeBytes)],
                  [T.databaseKind, s.database.embedded ? T.embedded : T.external],
                ]}
              />
            </Card>
            <Card title={T.diskHeading}>
              {s.disk ? (
                <Figures
                  rows={[
                    [T.diskPath, <span className="break-all">{s.disk.path}</span>],
                    [T.diskFree, `${formatBytes(s.disk.freeBytes)} / ${formatBytes(s.disk.totalBytes)}`],
                    [T.diskUsed, `${formatNumber(s.disk.usedPercent)}%`, s.warnings.includes('disk-full')],
                  ]}
                />
              ) : (
                <p className="text-sm text-slate-600">{T.diskUnknown}</p>
              )}
            </Card>
            <Card title={T.mailHeading}>
              <Figures
                rows={[
                  [T.mailPending, formatNumber(s.mail.pending)],
                  [T.mailOldest, s.mail.pending ? formatAge(s.mail.oldestPendingAgeSeconds) : T.none, s.warnings.includes('mail-stuck')],
                  [T.mailFailed, formatNumber(s.mail.failed), s.mail.failed > 0],
                ]}
              />
              {!s.mail.smtp && <p className="mt-3 text-sm text-amber-800">{T.smtpOff}</p>}
            </Card>
            <Card title={T.queueHeading}>
              <Figures
                rows={[
                  [T.jobsReady, formatNumber(s.jobs.ready)],
                  [T.jobsOldest, s.jobs.ready ? formatAge(s.jobs.oldestAgeSeconds) : T.none],
                ]}
              />
            </Card>
            <Card title={T.backupsHeading}>
              <Figures
                rows={[
                  [
                    T.backupLastOk,
                    s.backups.lastAt ? formatDateTime(s.backups.lastAt) : T.none,
                    s.warnings.includes('no-backup') || s.warnings.includes('backup-stale'),
                  ],
                  [
                    T.backupLastRun,
                    s.backups.items[0] ? (s.backups.items[0].status === 'failed' ? T.backupFailed : T.backupOk) : T.none,
                    s.warnings.includes('backup-failed'),
                  ],
                ]}
              />
            </Card>
            <Card title={T.laporHeading} alarm={s.warnings.includes('lapor-unauthorised')}>
              {s.lapor && (s.lapor.configured || s.lapor.pending + s.lapor.sent + s.lapor.failed + s.lapor.unauthorised > 0) ? (
                <Figures
                  rows={[
                    [T.laporPending, formatNumber(s.lapor.pending)],
                    [T.laporSent, formatNumber(s.lapor.sent)],
                    [T.laporFailed, formatNumber(s.lapor.failed), s.lapor.failed > 0],
                    [T.laporUnauthorised, formatNumber(s.lapor.unauthorised), s.lapor.unauthorised > 0],
                    ...(s.lapor.lastError
                      ? [[T.lastError, <span className="break-all">{s.lapor.lastError}</span>, true] as [string, ReactNode, boolean]]
                      : []),
                  ]}
                />
              ) : (
                <p className="text-sm text-slate-600">{T.laporOff}</p>
              )}
              {s.lapor && !s.lapor.configured && s.lapor.pending + s.lapor.sent + s.lapor.failed + s.lapor.unauthorised > 0 && (
                <p className="mt-3 text-sm text-amber-800">{T.laporOff}</p>
              )}
            </Card>
            <Card title={T.paymentsHeading} alarm={s.warnings.includes('payment-refused')}>
              {s.payments && (s.payments.configured || s.payments.latest) ? (
                <Figures
                  rows={[
                    [T.paymentsForged, formatNumber(s.payments.forged), s.payments.forged > 0],
                    [T.paymentsRefused, formatNumber(s.payments.refused), s.payments.refused > 0],
                    ...(s.payments.latest
                      ? [
                          [
                            T.paymentsLatest,
                            <span className="break-words">
                              {formatDateTime(s.payments.latest.at)} · {s.payments.latest.channel.toUpperCase()} ·{' '}
                              {s.payments.latest.reason ?? ''}
                            </span>,
                            s.warnings.includes('payment-refused'),
                          ] as [string, ReactNode, boolean],
                        ]
                      : []),
                  ]}
                />
              ) : (
                <p className="text-sm text-slate-600">{T.paymentsOff}</p>
              )}
            </Card>
            <Card title={T.signingHeading} alarm={s.warnings.includes('signing-broken') || s.warnings.includes('signing-expiring')}>
              <Figures
                rows={[
                  [T.signingProvider, T.signingProviders[s.signing.provider]],
                  ...(s.signing.subject ? [[T.signingSubject, s.signing.subject] as [string, ReactNode]] : []),
                  ...(s.signing.validTo
                    ? [
                        [T.signingValidTo, formatDateTime(s.signing.validTo), s.warnings.includes('signing-expiring')] as [
                          string,
                          ReactNode,
                          boolean,
                        ],
                      ]
                    : []),
                  ...(s.signing.error
                    ? [[T.lastError, <span className="break-all">{s.signing.error}</span>, true] as [string, ReactNode, boolean]]
                    : []),
                ]}
              />
              {s.signing.provider === 'bsre' && <p className="mt-3 text-sm text-slate-600">{T.signingBsreNote}</p>}
            </Card>
            <Card title={T.portalHeading}>
              <Figures
                rows={[
                  [T.version, s.portal.version],
                  [T.node, s.portal.node],
                  [T.startedAt, formatDateTime(s.portal.startedAt)],
                  [T.workers, formatNumber(s.portal.workers)],
                ]}
              />
            </Card>
          </div>
          <Card title={T.backupsListHeading}>
            <BackupRuns items={s.backups.items} />
          </Card>
          <Card title={T.failedHeading}>
            <FailedMail mail={s.mail.recentFailed} />
            <p className="mt-3 text-sm">
              <Link to="/admin/surel" className="font-medium text-brand-700 underline">
                {T.allMail}
              </Link>
            </p>
          </Card>
          <Card title={T.incidentsHeading}>
            {s.incidents.length === 0 ? (
              <p className="text-sm text-slate-600">{T.incidentsNone}</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {s.incidents.map((i) => (
                  <li key={i.startedAt}>
                    {T.incidentRange(formatDateTime(i.startedAt), formatDateTime(i.endedAt))}
                    {i.detail === 'embedded_restarted' ? ` · ${T.embeddedRestarted}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
