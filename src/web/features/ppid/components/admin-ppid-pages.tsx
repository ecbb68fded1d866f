import { Check, Clock, Download, FileDown, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { COPY_METHOD_LABELS, PPID_FORM, RECEIVE_METHOD_LABELS } from '../../../../shared/ppid-form-strings.ts';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { fileSize, type DipDocument, type PpidAdminItem, type PpidObjectionAdminItem } from '../../../../shared/ppid.ts';
import { EXEMPTION_LABELS, OBJECTION_REASON_LABELS, PPID, PPID_CATEGORY_LABELS } from '../../../../shared/ppid-strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Field } from '../../../components/form/field.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminPpidRequests, useDeleteDip, useDipAdmin, useObjections, usePpidStep, type PpidStep } from '../api/ppid.ts';
import { DipDialog } from './dip-dialog.tsx';
import { ObjectionAnswerDialog } from './objection-answer-dialog.tsx';
import { Detail, DueClock } from './ppid-admin-parts.tsx';
import { AnswerForm, ExtendForm, RejectForm } from './ppid-step-forms.tsx';

const A = PPID_ADMIN.admin;

/** /admin/ppid: the information requests with their clock, and each step in a dialog. */
export function AdminPpidRequestsPage() {
  useDocumentTitle(A.requestsTitle);
  const [page, setPage] = useState(1);
  // A dashboard queue's link opens the list filtered (?q=, ?status=, issue 38 item 4).
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const [status, setStatus] = useState(params.get('status') ?? '');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useAdminPpidRequests({ page, q, status });
  const open = list.data?.items.find((r) => r.id === openId) ?? null;
  const columns: Column<PpidAdminItem>[] = [
    {
      header: 'Kode',
      cell: (r) => (
        <button
          type="button"
          onClick={() => setOpenId(r.id)}
          className="font-mono font-semibold text-brand-700 underline underline-offset-2"
        >
          {r.trackingCode}
        </button>
      ),
    },
    { header: A.requester, cell: (r) => <span className="font-medium text-slate-900">{r.name}</span> },
    { header: A.information, cell: (r) => <span className="line-clamp-2">{r.information}</span>, className: 'md:max-w-sm' },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { header: A.dueOn, cell: (r) => <DueClock daysLeft={r.daysLeft} late={r.late} dueOn={r.dueOn} /> },
    {
      header: 'Aksi',
      cell: (r) => (
        <Button variant="secondary" onClick={() => setOpenId(r.id)} aria-label={`${A.open} ${r.trackingCode}`}>
          {A.open}
        </Button>
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
          onSearch={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        <Field label={A.statusFilter}>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
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
          <Pager page={page} pageSize={list.data?.pageSize ?? 20} total={list.data?.total ?? 0} onPage={setPage} busy={list.isFetching} />
        </>
      )}
      {open && <RequestDialog item={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}

type Mode = 'view' | 'perpanjang' | 'jawab' | 'tolak';

function RequestDialog({ item: r, onClose }: { item: PpidAdminItem; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('view');
  const step = usePpidStep();
  const open = r.status === 'Diajukan' || r.status === 'Diproses';
  // Rejects when the server refused the step (said in the toast), so that a step's form can put the
  // server's field messages on its boxes.
  const run = async (s: PpidStep, done: string) => {
    try {
      await step.mutateAsync({ id: r.id, step: s });
    } catch (err) {
      toast({ title: A.detailsTitle, description: errorMessage(err), variant: 'destructive' });
      throw err;
    }
    toast({ title: A.savedTitle, description: done, variant: 'success' });
    setMode('view');
  };
  return (
    <FormDialog open onOpenChange={(o) => !o && !step.isPending && onClose()} title={`${A.detailsTitle} ${r.trackingCode}`}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={r.status} />
          <DueClock daysLeft={r.daysLeft} late={r.late} dueOn={r.dueOn} />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label={PPID_FORM.form.name}>{r.name}</Detail>
          <Detail label={PPID_FORM.form.phone}>{r.phone}</Detail>
          <Detail label={PPID_FORM.form.email}>{r.email}</Detail>
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
          {r.status === 'Selesai' && <Detail label={PPID.mine.answer}>{r.answer}</Detail>}
          {r.answerFiles.length > 0 && (
            <Detail label={PPID.mine.attachments}>
              {r.answerFiles.map((f) => (
                <a key={f.url} href={f.url} className="mr-3 inline-flex items-center gap-1 text-brand-700 underline underline-offset-2">
                  <Download aria-hidden className="size-3.5" />
                  {f.name}
                </a>
              ))}
            </Detail>
          )}
          {r.rejectionBasis && <Detail label={PPID.mine.basis}>{EXEMPTION_LABELS[r.rejectionBasis]}</Detail>}
          {r.status === 'Ditolak' && r.answer && <Detail label={A.rejectNote}>{r.answer}</Detail>}
          {r.objection && (
            <Detail label={PPID.mine.objectionTitle}>
              {OBJECTION_REASON_LABELS[r.objection.reason]}
              {r.objection.answer ? `\n${PPID.mine.objectionAnswer}: ${r.objection.answer}` : ''}
            </Detail>
          )}
        </dl>
        {open && mode === 'view' && (
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            {r.status === 'Diajukan' && (
              <Button onClick={() => void run({ kind: 'terima' }, A.accepted).catch(() => undefined)} disabled={step.isPending}>
                <Check aria-hidden className="size-4" />
                {A.accept}
              </Button>
            )}
            <Button onClick={() => setMode('jawab')} variant={r.status === 'Diajukan' ? 'secondary' : 'primary'}>
              {A.answer}
            </Button>
            {!r.extendedReason && (
              <Button variant="secondary" onClick={() => setMode('perpanjang')}>
                <Clock aria-hidden className="size-4" />
                {A.extend}
              </Button>
            )}
            <Button variant="danger" onClick={() => setMode('tolak')}>
              <X aria-hidden className="size-4" />
              {A.reject}
            </Button>
          </div>
        )}
        {mode === 'perpanjang' && (
          <ExtendForm
            busy={step.isPending}
            onCancel={() => setMode('view')}
            onSubmit={(input) => run({ kind: 'perpanjang', input }, A.saved)}
          />
        )}
        {mode === 'tolak' && (
          <RejectForm busy={step.isPending} onCancel={() => setMode('view')} onSubmit={(input) => run({ kind: 'tolak', input }, A.saved)} />
        )}
        {mode === 'jawab' && (
          <AnswerForm
            busy={step.isPending}
            onCancel={() => setMode('view')}
            onSubmit={({ answer, files }) => run({ kind: 'jawab', answer, files }, A.answeredNote)}
          />
        )}
      </div>
    </FormDialog>
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
    { header: 'Kode', cell: (o) => <span className="font-mono font-semibold">{o.trackingCode}</span> },
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
          <span className="text-xs text-slate-600">{A.answered}</span>
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
