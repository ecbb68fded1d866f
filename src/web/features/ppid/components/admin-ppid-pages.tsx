import { Check, Clock, Download, FileDown, Pencil, Plus, Trash2, X } from 'lucide-react';
import { PPID_UPLOAD_LIMITS } from '../../../../shared/ppid-uploads.ts';
import { COPY_METHOD_LABELS, PPID_FORM, RECEIVE_METHOD_LABELS } from '../../../../shared/ppid-form-strings.ts';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  dayLabel,
  DIP_CATEGORIES,
  EXEMPTIONS,
  PPID_ANSWER_FILES_MAX,
  PPID_EXTENSION_MAX_DAYS,
  PPID_LIMITS as L,
  fileSize,
  type DipDocument,
  type Exemption,
  type PpidAdminItem,
  type PpidObjectionAdminItem,
} from '../../../../shared/ppid.ts';
import { EXEMPTION_LABELS, OBJECTION_REASON_LABELS, PPID, PPID_CATEGORY_LABELS } from '../../../../shared/ppid-strings.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { LazyUploadProgressBar, isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field, inputClass, TextArea, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  useAdminPpidRequests,
  useAnswerObjection,
  useDeleteDip,
  useDipAdmin,
  useObjections,
  usePpidStep,
  useSaveDip,
  type DipDraft,
  type PpidStep,
} from '../api/ppid.ts';

const A = PPID_ADMIN.admin;

/** The clock of a request or an objection: days left, or "Terlambat" in red. */
function Clock_({ daysLeft, late, dueOn }: { daysLeft: number | null; late: boolean; dueOn: string }) {
  return (
    <div className="grid gap-0.5">
      <span className="text-slate-900">{dayLabel(dueOn)}</span>
      {daysLeft === null ? (
        late ? (
          <span className="text-xs font-semibold text-red-700">{A.late}</span>
        ) : (
          <span className="text-xs text-slate-600">{A.answered}</span>
        )
      ) : (
        <span
          className={cn(
            'inline-flex items-center gap-1 text-xs font-semibold',
            late ? 'text-red-700' : daysLeft <= 2 ? 'text-amber-800' : 'text-slate-700',
          )}
        >
          <Clock aria-hidden className="size-3.5" />
          {late ? `${A.late} · ${A.daysLeft(daysLeft)}` : A.daysLeft(daysLeft)}
        </span>
      )}
    </div>
  );
}

/** /admin/ppid: the information requests with their clock, and each step in a dialog. */
export function AdminPpidRequestsPage() {
  useDocumentTitle(A.requestsTitle);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
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
    { header: A.dueOn, cell: (r) => <Clock_ daysLeft={r.daysLeft} late={r.late} dueOn={r.dueOn} /> },
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
        <div className="grid gap-1.5">
          <label htmlFor="ppid-status" className="text-sm font-medium text-slate-800">
            {A.statusFilter}
          </label>
          <select
            id="ppid-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
            className={cn(inputClass, 'min-h-11 w-auto')}
          >
            <option value="">{A.allStatuses}</option>
            {(['Diajukan', 'Diproses', 'Selesai', 'Ditolak'] as const).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
            <option value="terlambat">{A.late}</option>
          </select>
        </div>
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

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="text-sm whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

type Mode = 'view' | 'perpanjang' | 'jawab' | 'tolak';

function RequestDialog({ item: r, onClose }: { item: PpidAdminItem; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('view');
  const step = usePpidStep();
  const open = r.status === 'Diajukan' || r.status === 'Diproses';
  const run = (s: PpidStep, done: string) =>
    step.mutate(
      { id: r.id, step: s },
      {
        onSuccess: () => {
          toast({ title: A.savedTitle, description: done, variant: 'success' });
          setMode('view');
        },
        onError: (err) => toast({ title: A.detailsTitle, description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <FormDialog open onOpenChange={(o) => !o && !step.isPending && onClose()} title={`${A.detailsTitle} ${r.trackingCode}`}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={r.status} />
          <Clock_ daysLeft={r.daysLeft} late={r.late} dueOn={r.dueOn} />
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
              <Button onClick={() => run({ kind: 'terima' }, A.accepted)} disabled={step.isPending}>
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
            onSubmit={(answer, files) => run({ kind: 'jawab', answer, files }, A.answeredNote)}
          />
        )}
      </div>
    </FormDialog>
  );
}

function FormButtons({
  busy,
  onCancel,
  label,
  variant = 'primary',
}: {
  busy: boolean;
  onCancel: () => void;
  label: string;
  variant?: 'primary' | 'danger';
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {COMMON.cancel}
      </Button>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? COMMON.busy : label}
      </Button>
    </div>
  );
}

function ExtendForm({
  busy,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: { days: number; reason: string }) => void;
}) {
  const [days, setDays] = useState(String(PPID_EXTENSION_MAX_DAYS));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const n = Number(days);
  const daysError = Number.isInteger(n) && n >= 1 && n <= PPID_EXTENSION_MAX_DAYS ? undefined : A.extendDaysInvalid;
  const reasonError = reason.trim() ? undefined : A.extendReasonRequired;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!daysError && !reasonError) onSubmit({ days: n, reason: reason.trim() });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 border-t border-slate-200 pt-4">
      <Field label={A.extendDays} required error={tried ? daysError : undefined}>
        {(id, d) => (
          <TextInput
            id={id}
            type="number"
            min={1}
            max={PPID_EXTENSION_MAX_DAYS}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-describedby={d}
            className="w-28"
          />
        )}
      </Field>
      <Field label={A.extendReason} required error={tried ? reasonError : undefined}>
        {(id, d) => (
          <TextArea
            id={id}
            value={reason}
            maxLength={L.reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={d}
            aria-invalid={(tried && !!reasonError) || undefined}
          />
        )}
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} label={A.extend} />
    </form>
  );
}

function RejectForm({
  busy,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: { basis: Exemption; note?: string }) => void;
}) {
  const [basis, setBasis] = useState<Exemption | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (basis) onSubmit({ basis, note: note.trim() || undefined });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 border-t border-slate-200 pt-4">
      <Field label={A.rejectBasis} required error={tried && !basis ? A.rejectBasisRequired : undefined}>
        {(id, d) => (
          <select
            id={id}
            value={basis}
            onChange={(e) => setBasis(e.target.value as Exemption)}
            aria-describedby={d}
            className={cn(inputClass, 'min-h-11')}
          >
            <option value="" disabled>
              {A.rejectBasisRequired}
            </option>
            {EXEMPTIONS.map((b) => (
              <option key={b} value={b}>
                {EXEMPTION_LABELS[b]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={A.rejectNote}>
        {(id, d) => <TextArea id={id} value={note} maxLength={L.reason} onChange={(e) => setNote(e.target.value)} aria-describedby={d} />}
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} label={A.reject} variant="danger" />
    </form>
  );
}

function AnswerForm({
  busy,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (answer: string, files: File[]) => void;
}) {
  const [answer, setAnswer] = useState('');
  const [files, setFiles] = useState<(File | null)[]>([null]);
  const [tried, setTried] = useState(false);
  const limit = PPID_UPLOAD_LIMITS.ppidAnswer;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (answer.trim())
      onSubmit(
        answer.trim(),
        files.filter((f): f is File => f !== null),
      );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 border-t border-slate-200 pt-4">
      <Field label={A.answerText} required error={tried && !answer.trim() ? A.answerRequired : undefined}>
        {(id, d) => (
          <TextArea
            id={id}
            value={answer}
            maxLength={L.answer}
            onChange={(e) => setAnswer(e.target.value)}
            aria-describedby={d}
            aria-invalid={(tried && !answer.trim()) || undefined}
          />
        )}
      </Field>
      {files.map((f, i) => (
        <FileField
          key={i}
          label={`${PPID.mine.attachments} ${i + 1}`}
          hint={A.answerFiles}
          accept={limit.accept}
          maxBytes={limit.maxBytes}
          kind={PPID.mine.attachments}
          file={f}
          onChange={(picked) => setFiles((all) => all.map((x, j) => (j === i ? picked : x)))}
          disabled={busy}
        />
      ))}
      {files.length < PPID_ANSWER_FILES_MAX && files.every(Boolean) && (
        <Button variant="ghost" onClick={() => setFiles((all) => [...all, null])} className="justify-self-start">
          <Plus aria-hidden className="size-4" />
          {PPID.mine.attachments}
        </Button>
      )}
      <FormButtons busy={busy} onCancel={onCancel} label={A.answer} />
    </form>
  );
}

const EMPTY_DIP: DipDraft = {
  category: 'berkala',
  nomor: '',
  ringkasan: '',
  pejabat: '',
  penanggungJawab: '',
  waktuTempat: '',
  bentuk: '',
  jangkaWaktu: '',
  published: false,
  removeFile: false,
  dokumen: null,
};

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

const DIP_TEXT_FIELDS = ['nomor', 'ringkasan', 'pejabat', 'penanggungJawab', 'waktuTempat', 'bentuk', 'jangkaWaktu'] as const;

function DipDialog({ document: doc, onClose }: { document: DipDocument | null; onClose: () => void }) {
  const D = PPID_ADMIN.dipAdmin;
  const save = useSaveDip();
  const upload = useUploadControl();
  const [draft, setDraft] = useState<DipDraft>(
    doc
      ? {
          category: doc.category,
          nomor: doc.nomor,
          ringkasan: doc.ringkasan,
          pejabat: doc.pejabat,
          penanggungJawab: doc.penanggungJawab,
          waktuTempat: doc.waktuTempat,
          bentuk: doc.bentuk,
          jangkaWaktu: doc.jangkaWaktu,
          published: doc.published,
          removeFile: false,
          dokumen: null,
        }
      : EMPTY_DIP,
  );
  const [tried, setTried] = useState(false);
  const busy = save.isPending;
  const missing = DIP_TEXT_FIELDS.filter((f) => !draft[f].trim());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (missing.length) {
      toast({ title: D.incompleteTitle, description: D.fieldRequired, variant: 'destructive' });
      return;
    }
    try {
      await save.mutateAsync({ id: doc?.id ?? null, draft, upload: upload.begin() });
      toast({ title: A.savedTitle, description: doc ? D.updated : D.created, variant: 'success' });
      onClose();
    } catch (err) {
      if (isAbort(err)) toastUploadCancelled();
      else toast({ title: doc ? D.dialogEdit : D.dialogAdd, description: errorMessage(err), variant: 'destructive' });
    } finally {
      upload.end();
    }
  };
  const limit = PPID_UPLOAD_LIMITS.dipDocument;
  return (
    <FormDialog open onOpenChange={(o) => !o && !busy && onClose()} title={doc ? D.dialogEdit : D.dialogAdd}>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
        <Field label={PPID.dip.category} required>
          {(id, d) => (
            <select
              id={id}
              value={draft.category}
              onChange={(e) => setDraft((x) => ({ ...x, category: e.target.value }))}
              aria-describedby={d}
              className={cn(inputClass, 'min-h-11')}
            >
              {DIP_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {PPID_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {DIP_TEXT_FIELDS.map((f) => (
          <Field key={f} label={PPID.dip[f]} required error={tried && !draft[f].trim() ? D.fieldRequired : undefined}>
            {(id, d) =>
              f === 'ringkasan' ? (
                <TextArea
                  id={id}
                  value={draft[f]}
                  maxLength={L.dipText}
                  className="min-h-20"
                  onChange={(e) => setDraft((x) => ({ ...x, [f]: e.target.value }))}
                  aria-describedby={d}
                />
              ) : (
                <TextInput
                  id={id}
                  value={draft[f]}
                  maxLength={f === 'nomor' ? L.dipNomor : L.dipText}
                  onChange={(e) => setDraft((x) => ({ ...x, [f]: e.target.value }))}
                  aria-describedby={d}
                  aria-invalid={(tried && !draft[f].trim()) || undefined}
                />
              )
            }
          </Field>
        ))}
        <FileField
          label={D.file}
          hint={doc?.fileName ? `${doc.fileName} · ${D.fileKept}` : D.file}
          accept={limit.accept}
          maxBytes={limit.maxBytes}
          kind={D.documentKind}
          name="dokumen"
          file={draft.dokumen}
          onChange={(f) => setDraft((x) => ({ ...x, dokumen: f }))}
          disabled={busy}
        />
        {doc?.fileName && !draft.dokumen && (
          <label className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={draft.removeFile}
              onChange={(e) => setDraft((x) => ({ ...x, removeFile: e.target.checked }))}
              className="size-5 accent-brand-700"
            />
            {D.removeFile}
          </label>
        )}
        <label className="flex items-center gap-3 rounded-md border border-slate-200 p-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={draft.published}
            onChange={(e) => setDraft((x) => ({ ...x, published: e.target.checked }))}
            className="size-5 accent-brand-700"
          />
          {D.publish}
        </label>
        <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
        <FormButtons busy={busy} onCancel={onClose} label={D.save} />
      </form>
    </FormDialog>
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
    { header: A.dueOn, cell: (o) => <Clock_ daysLeft={o.daysLeft} late={o.late} dueOn={o.dueOn} /> },
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

function ObjectionAnswerDialog({ objection: o, onClose }: { objection: PpidObjectionAdminItem; onClose: () => void }) {
  const answer = useAnswerObjection();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!text.trim()) return;
    answer.mutate(
      { id: o.id, answer: text.trim() },
      {
        onSuccess: () => {
          toast({ title: A.savedTitle, description: A.objectionAnswered, variant: 'success' });
          onClose();
        },
        onError: (err) => toast({ title: A.objectionsTitle, description: errorMessage(err), variant: 'destructive' }),
      },
    );
  };
  return (
    <FormDialog open onOpenChange={(x) => !x && !answer.isPending && onClose()} title={`${A.respond} ${o.trackingCode}`}>
      <dl className="mb-4 grid gap-3">
        <Detail label={A.information}>{o.information}</Detail>
        <Detail label={A.objectionReason}>{OBJECTION_REASON_LABELS[o.reason]}</Detail>
        {o.note && <Detail label={PPID_FORM.objection.note}>{o.note}</Detail>}
      </dl>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <Field label={A.objectionAnswer} required error={tried && !text.trim() ? A.objectionAnswerRequired : undefined}>
          {(id, d) => (
            <TextArea
              id={id}
              value={text}
              maxLength={L.answer}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={d}
              aria-invalid={(tried && !text.trim()) || undefined}
            />
          )}
        </Field>
        <FormButtons busy={answer.isPending} onCancel={onClose} label={A.respond} />
      </form>
    </FormDialog>
  );
}
