import { FileDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { PPID_FORM } from '../../../../shared/ppid-form-strings.ts';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { fileSize, type DipDocument, type PpidAdminItem, type PpidObjectionAdminItem } from '../../../../shared/ppid.ts';
import { OBJECTION_DECISION_LABELS, OBJECTION_REASON_LABELS, PPID, PPID_CATEGORY_LABELS } from '../../../../shared/ppid-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { Field } from '../../../components/form/field.tsx';
import { KeysetPagerButtons, keysetRangeText } from '../../../components/keyset-pager.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminPpidRequests, useDeleteDip, useDipAdmin, useObjections } from '../api/ppid.ts';
import { DipDialog } from './dip-dialog.tsx';
import { ObjectionAnswerDialog } from './objection-answer-dialog.tsx';
import { DueClock } from './ppid-admin-parts.tsx';

const A = PPID_ADMIN.admin;

/** /admin/ppid: the information requests with their clock; each opens on its own page, /admin/ppid/{code}. */
export function AdminPpidRequestsPage() {
  useDocumentTitle(A.requestsTitle);
  // The page shown, by its cursor (issue 41); undefined is the first.
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  // A dashboard queue's link opens the list filtered (?q=, ?status=, issue 38 item 4).
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const [status, setStatus] = useState(params.get('status') ?? '');
  const list = useAdminPpidRequests({ cursor, q, status });
  const data = list.data;
  const columns: Column<PpidAdminItem>[] = [
    {
      header: 'Kode',
      cell: (r) => (
        <Link to={`/admin/ppid/${r.trackingCode}`} className="font-mono font-semibold text-brand-700 underline underline-offset-2">
          {r.trackingCode}
        </Link>
      ),
    },
    { header: A.requester, cell: (r) => <span className="font-medium text-slate-900">{r.name}</span> },
    { header: A.information, cell: (r) => <span className="line-clamp-2">{r.information}</span>, className: 'md:max-w-sm' },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { header: A.dueOn, cell: (r) => <DueClock daysLeft={r.daysLeft} late={r.late} dueOn={r.dueOn} /> },
    {
      header: 'Aksi',
      cell: (r) => (
        <Link to={`/admin/ppid/${r.trackingCode}`} className={buttonClass('secondary')} aria-label={`${A.open} ${r.trackingCode}`}>
          {A.open}
        </Link>
      ),
    },
  ];
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={A.requestsTitle}
        actions={
          <a href="/api/admin/ppid/permohonan.csv" className={buttonClass('secondary')}>
            <FileDown aria-hidden className="size-4" />
            {A.csv}
          </a>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchBox
          label={A.search}
          placeholder={A.search}
          value={q}
          minSearch
          onSearch={(v) => {
            setQ(v);
            setCursor(undefined);
          }}
        />
        <Field label={A.statusFilter}>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setCursor(undefined);
            }}
            className={cn(inputClass, 'min-h-11 w-auto')}
          >
            <option value="">{A.allStatuses}</option>
            {(['Diajukan', 'Diproses', 'Perlu Dilengkapi', 'Selesai', 'Ditolak'] as const).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
            <option value="terlambat">{A.late}</option>
            <option value="minggu-ini">{A.dueThisWeek}</option>
          </select>
        </Field>
      </div>
      {list.isPending ? (
        <Spinner className="text-brand-700" />
      ) : (
        <>
          <DataTable
            caption={A.requestsTitle}
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(r) => r.id}
            empty={A.empty}
            busy={list.isFetching}
            rowClassName={(r) => (r.late && r.daysLeft !== null ? 'bg-red-50/60' : undefined)}
          />
          {data && (
            <KeysetPagerButtons
              prev={data.prev}
              next={data.next}
              onCursor={setCursor}
              busy={list.isFetching}
              status={
                (data.prev !== null || data.next !== null) &&
                keysetRangeText({ page: data.page, pageSize: data.pageSize, shown: data.items.length, total: data.total, more: data.more })
              }
            />
          )}
        </>
      )}
    </div>
  );
}

/** /admin/ppid/dip: the list of public information with its documents. */
export function AdminDipPage() {
  useDocumentTitle(A.dipTitle);
  const D = PPID_ADMIN.dipAdmin;
  const list = useDipAdmin();
  const remove = useDeleteDip();
  const [editing, setEditing] = useState<DipDocument | 'new' | null>(null);
  const columns: Column<DipDocument>[] = [
    { header: PPID.dip.category, cell: (d) => PPID_CATEGORY_LABELS[d.category] },
    { header: PPID.dip.nomor, cell: (d) => <span className="font-mono text-xs">{d.nomor}</span> },
    { header: PPID.dip.ringkasan, cell: (d) => <span className="font-medium text-slate-900">{d.ringkasan}</span> },
    {
      header: PPID.dip.document,
      cell: (d) =>
        d.downloadUrl ? (
          <a href={d.downloadUrl} className="text-brand-700 underline underline-offset-2">
            {d.fileName} ({fileSize(d.fileSize ?? 0)})
          </a>
        ) : (
          <span className="text-slate-500">{PPID.dip.noFile}</span>
        ),
    },
    {
      header: 'Status',
      cell: (d) => (
        <span
          className={cn(
            'rounded-md px-2 py-0.5 text-xs font-semibold',
            d.published ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700',
          )}
        >
          {d.published ? PPID.dip.published : PPID.dip.draft}
        </span>
      ),
    },
    {
      header: 'Aksi',
      cell: (d) => (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setEditing(d)} aria-label={`${D.edit} ${d.nomor}`}>
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button
            variant="danger"
            aria-label={`${D.delete} ${d.nomor}`}
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm(D.confirmDelete)) return;
              remove.mutate(d.id, {
                onSuccess: () => toast({ title: A.savedTitle, description: D.deleted, variant: 'success' }),
                onError: (err) => toast({ title: A.dipTitle, description: errorMessage(err), variant: 'destructive' }),
              });
            }}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={A.dipTitle}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {D.add}
          </Button>
        }
      />
      {list.isPending ? (
        <Spinner className="text-brand-700" />
      ) : (
        <DataTable
          caption={A.dipTitle}
          columns={columns}
          rows={list.data ?? []}
          rowKey={(d) => d.id}
          empty={D.empty}
          busy={list.isFetching}
        />
      )}
      {editing && <DipDialog document={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** /admin/ppid/keberatan (super admin, the PPID's superior): objections and their 30 working days. */
export function AdminObjectionsPage() {
  useDocumentTitle(A.objectionsTitle);
  const list = useObjections();
  const [answering, setAnswering] = useState<PpidObjectionAdminItem | null>(null);
  const columns: Column<PpidObjectionAdminItem>[] = [
    {
      header: 'Kode',
      cell: (o) => (
        <Link to={`/admin/ppid/${o.trackingCode}`} className="font-mono font-semibold text-brand-700 underline underline-offset-2">
          {o.trackingCode}
        </Link>
      ),
    },
    { header: A.requester, cell: (o) => o.name },
    {
      header: A.objectionReason,
      cell: (o) => <span className="line-clamp-3">{OBJECTION_REASON_LABELS[o.reason]}</span>,
      className: 'md:max-w-xs',
    },
    { header: A.dueOn, cell: (o) => <DueClock daysLeft={o.daysLeft} late={o.late} dueOn={o.dueOn} /> },
    {
      header: 'Aksi',
      cell: (o) =>
        o.answeredAt ? (
          <span className="text-xs text-slate-600">
            {o.decision ? OBJECTION_DECISION_LABELS[o.decision] : A.answered}
            {o.decision === 'diterima' && (o.carriedOutAt ? ` · ${PPID.mine.carriedOut}` : o.orderLate ? ` · ${PPID.mine.orderLate}` : '')}
          </span>
        ) : (
          <Button onClick={() => setAnswering(o)} aria-label={`${A.respond} ${o.trackingCode}`}>
            {A.respond}
          </Button>
        ),
    },
  ];
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={A.objectionsTitle} intro={PPID_FORM.objection.intro} />
      {list.isPending ? (
        <Spinner className="text-brand-700" />
      ) : (
        <DataTable
          caption={A.objectionsTitle}
          columns={columns}
          rows={list.data ?? []}
          rowKey={(o) => o.id}
          empty={A.objectionsEmpty}
          busy={list.isFetching}
        />
      )}
      {answering && <ObjectionAnswerDialog objection={answering} onClose={() => setAnswering(null)} />}
    </div>
  );
}
