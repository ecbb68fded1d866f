import { Copy, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import type { IssuedOpen311Key, Open311KeyItem } from '../../../../shared/open311.ts';
import { open311KeyInputSchema, OPEN311_KEY_TEXT as T } from '../../../../shared/open311-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { COMMON } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useIssueKey, useOpen311Keys, useRevokeKey } from '../api/keys.ts';

/** /admin/open311 (super admin): keys for other systems' Open311 POSTs, each shown once (issue 15, item 10). */
export default function Open311KeysPage() {
  useDocumentTitle(T.title);
  const [issued, setIssued] = useState<IssuedOpen311Key | null>(null);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={T.title} intro={T.intro} />
      <p className="text-sm text-slate-600">{T.docs}</p>
      <IssueForm onIssued={setIssued} />
      {issued && <IssuedKey issued={issued} />}
      <KeyList />
    </div>
  );
}

function IssueForm({ onIssued }: { onIssued: (key: IssuedOpen311Key) => void }) {
  const issue = useIssueKey();
  const form = useZodForm(open311KeyInputSchema, { defaultValues: { name: '' } });
  const submit = form.handleSubmit(({ name }) =>
    issue.mutate(name, {
      onSuccess: (key) => {
        form.reset({ name: '' });
        onIssued(key);
        toast({ title: T.issued, variant: 'success' });
      },
      onError: (err) => {
        if (!applyServerErrors(form, err)) toast({ title: T.issueFailed, description: errorMessage(err), variant: 'destructive' });
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end sm:p-6"
    >
      <Field label={T.name} hint={T.nameHint} error={form.formState.errors.name?.message} required>
        <TextInput maxLength={100} {...form.register('name')} />
      </Field>
      <Button type="submit" disabled={issue.isPending} className="sm:mb-5">
        {issue.isPending ? <Spinner className="size-4 text-white" label={COMMON.busy} /> : <Plus aria-hidden className="size-4" />}
        {T.issue}
      </Button>
    </form>
  );
}

function IssuedKey({ issued }: { issued: IssuedOpen311Key }) {
  const copy = () =>
    void navigator.clipboard?.writeText(issued.key).then(
      () => toast({ title: T.copied, variant: 'success' }),
      () => undefined,
    );
  return (
    <section aria-labelledby="kunci-baru" className="grid gap-3 rounded-xl border border-green-300 bg-green-50 p-4 sm:p-6">
      <h2 id="kunci-baru" className="flex items-center gap-2 font-bold text-green-900">
        <KeyRound aria-hidden className="size-5" />
        {T.newKey}: {issued.name}
      </h2>
      <p className="text-sm text-green-900">{T.shownOnce}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="kunci-api" className="sr-only">
          {T.keyLabel}
        </label>
        <input
          id="kunci-api"
          readOnly
          value={issued.key}
          className="min-h-11 flex-1 rounded-md border border-green-300 bg-white px-3 font-mono text-sm"
        />
        <Button type="button" variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          {T.copy}
        </Button>
      </div>
    </section>
  );
}

function KeyList() {
  const list = useOpen311Keys();
  return (
    <section aria-labelledby="daftar-kunci" className="grid gap-3">
      <h2 id="daftar-kunci" className="text-lg font-bold text-brand-900">
        {T.listTitle}
      </h2>
      {!list.data ? (
        <Spinner className="text-brand-700" />
      ) : list.data.length === 0 ? (
        <p className="text-slate-600">{T.empty}</p>
      ) : (
        <ul className="grid gap-2">
          {list.data.map((key) => (
            <KeyRow key={key.id} item={key} />
          ))}
        </ul>
      )}
    </section>
  );
}

function KeyRow({ item }: { item: Open311KeyItem }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1 text-sm">
        <span className="font-semibold break-words text-slate-900">{item.name}</span>
        <span className="text-slate-600">
          {T.prefix}: <code className="font-mono">{item.prefix}…</code> · {T.createdBy}: {item.createdBy ?? '–'} · {T.createdAt}:{' '}
          {formatDateTime(item.createdAt)}
        </span>
        <span className="text-slate-600">
          {T.lastUsed}: {item.lastUsedAt ? formatDateTime(item.lastUsedAt) : T.never} · {T.status}:{' '}
          <span className={item.revokedAt ? 'font-semibold text-red-800' : 'font-semibold text-green-800'}>
            {item.revokedAt ? T.revoked : T.active}
          </span>
        </span>
      </div>
      {!item.revokedAt && <RevokeButton item={item} />}
    </li>
  );
}

function RevokeButton({ item }: { item: Open311KeyItem }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeKey();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="shrink-0 text-red-700 hover:bg-red-50" aria-label={T.revokeOf(item.name)}>
          {T.revoke}
        </Button>
      }
      title={T.revokeTitle}
      description={T.revokeText(item.name)}
      confirm={T.revoke}
      cancel={T.cancel}
      busy={revoke.isPending}
      onConfirm={() =>
        revoke.mutate(item.id, {
          onSuccess: () => {
            setOpen(false);
            toast({ title: T.revokedToast, variant: 'success' });
          },
          onError: (err) => toast({ title: T.revokeFailed, description: errorMessage(err), variant: 'destructive' }),
        })
      }
    />
  );
}
