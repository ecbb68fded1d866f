import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock, Paperclip, Send, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { RequestKind } from '../../shared/admin-schemas.ts';
import { UPLOAD_LIMITS } from '../../shared/constants.ts';
import { MAX_MESSAGE_FILES, MESSAGE_BODY_MAX, type MessageSent, type RequestMessageItem } from '../../shared/request-thread-schemas.ts';
import { REQUEST_THREAD as T } from '../../shared/request-thread-strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { cn } from '../lib/cn.ts';
import { formatDateTime } from '../lib/format.ts';
import { Field } from './form/field.tsx';
import { Button } from './ui/button.tsx';
import { TextArea } from './ui/field.tsx';
import { Spinner } from './ui/spinner.tsx';
import { toast } from './ui/toast.tsx';
import { isAbort, toastUploadCancelled, useUploadControl } from './upload-control.tsx';
import { UploadProgressBar } from './upload-progress.tsx';
import { uploadWithProgress } from './upload-request.ts';

const UPLOAD = {
  sirekanan: UPLOAD_LIMITS.sirekananAttachment,
  ujilab: UPLOAD_LIMITS.labDocument,
  'damage-reports': UPLOAD_LIMITS.damagePhoto,
};

type Thread = { messages: RequestMessageItem[]; awaitingStaff?: boolean };

/**
 * A request's thread (issue 38, item 2): its messages oldest first and a form to write one with up
 * to three files. Staff see their internal notes, marked and set apart, and may write one; the
 * requester never gets them from the server. `load` reads the thread through the feature's client.
 */
export function RequestThread({
  kind,
  audience,
  queryKey,
  load,
  postUrl,
  sendLabel = T.send,
  status,
  onSent,
}: {
  kind: RequestKind;
  audience: 'staff' | 'requester';
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<Thread>;
  postUrl: string;
  sendLabel?: string;
  /** The request's status as the page shows it: a reply that moved it is told so. */
  status?: string | null;
  onSent?: (sent: MessageSent) => void;
}) {
  const qc = useQueryClient();
  const thread = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), staleTime: 0 });
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [errors, setErrors] = useState<{ body?: string | undefined; files?: string | undefined }>({});
  const control = useUploadControl();
  const fileInput = useRef<HTMLInputElement>(null);
  const limit = UPLOAD[kind];
  const maxMb = limit.maxBytes / (1024 * 1024);

  const send = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.set('body', body);
      if (internal) form.set('internal', 'true');
      for (const f of files) form.append('files', f);
      return uploadWithProgress<MessageSent>(postUrl, form, control.begin()).finally(control.end);
    },
    onSuccess: (sent) => {
      const description =
        audience === 'requester'
          ? status !== undefined && sent.status !== status
            ? T.replySentBack
            : undefined
          : internal
            ? T.sentInternal
            : sent.mailed
              ? T.sentMailed
              : T.sentQuiet;
      toast({ title: audience === 'requester' ? T.replySent : T.sent, description, variant: 'success' });
      setBody('');
      setInternal(false);
      setFiles([]);
      setInputKey((k) => k + 1);
      onSent?.(sent);
    },
    onError: (err) => {
      if (isAbort(err)) return toastUploadCancelled();
      const fields = err instanceof ApiError ? err.fields : undefined;
      if (fields?.body || fields?.files) setErrors({ body: fields.body, files: fields.files });
      else if (err instanceof ApiError && (err.status === 413 || err.status === 415)) setErrors({ files: err.message });
      else toast({ title: T.failed, description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: () => void qc.invalidateQueries({ queryKey }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim() && files.length === 0) return setErrors({ body: T.emptyMessage });
    setErrors({});
    send.mutate();
  };
  const pick = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    const tooLarge = picked.find((f) => f.size > limit.maxBytes);
    if (picked.length > MAX_MESSAGE_FILES || tooLarge) {
      setErrors({ files: tooLarge ? T.fileTooLarge(tooLarge.name, maxMb) : T.tooManyFiles });
      setFiles([]);
      setInputKey((k) => k + 1);
      return;
    }
    setErrors((e) => ({ ...e, files: undefined }));
    setFiles(picked);
  };

  return (
    <section aria-labelledby={`thread-${postUrl}`} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={`thread-${postUrl}`} className="text-lg font-bold text-slate-900">
          {T.title}
        </h2>
        <p className="text-sm text-slate-600">{audience === 'staff' ? T.staffIntro : T.ownIntro}</p>
        {audience === 'staff' && thread.data?.awaitingStaff && (
          <p className="w-fit rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">{T.awaitingStaff}</p>
        )}
      </div>
      {thread.isPending ? (
        <Spinner />
      ) : thread.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {T.loadFailed}
        </p>
      ) : thread.data.messages.length === 0 ? (
        <p className="text-sm text-slate-600">{T.empty}</p>
      ) : (
        <ol className="grid gap-2" aria-label={T.title}>
          {thread.data.messages.map((m) => (
            <Message key={m.id} m={m} audience={audience} linkFiles={audience === 'staff' || kind !== 'damage-reports'} />
          ))}
        </ol>
      )}
      <form noValidate onSubmit={submit} className="grid gap-3" aria-label={sendLabel}>
        <Field label={T.bodyLabel} error={errors.body}>
          <TextArea value={body} maxLength={MESSAGE_BODY_MAX} className="min-h-24" onChange={(e) => setBody(e.target.value)} />
        </Field>
        <Field label={T.filesLabel} hint={T.filesHint[kind]} error={errors.files}>
          {(control) => (
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
              {/* As FileField: the native control stays for the keyboard and screen readers, its
                  browser-language text hidden behind our Indonesian button and line. */}
              <input
                key={inputKey}
                ref={fileInput}
                {...control}
                type="file"
                multiple
                accept={limit.accept}
                disabled={send.isPending}
                onChange={(e) => pick(e.target.files)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                onClick={() => fileInput.current?.click()}
                className={cn(
                  'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm font-semibold text-brand-800 hover:bg-slate-100',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  errors.files && 'border-red-600',
                )}
              >
                <Upload aria-hidden className="size-4" />
                {files.length > 0 ? LAYANAN_UPLOADS.change : LAYANAN_UPLOADS.choose}
              </span>
              <p className="min-w-0 text-sm text-slate-700">
                {files.length > 0 ? (
                  <span className="break-all">{`${T.filesChosen(files.length)}: ${files.map((f) => f.name).join(', ')}`}</span>
                ) : (
                  <span className="text-slate-500">{LAYANAN_UPLOADS.none}</span>
                )}
              </p>
            </div>
          )}
        </Field>
        {audience === 'staff' && (
          <Field label={T.internalLabel} check>
            <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} className="mt-0.5 size-4" />
          </Field>
        )}
        <UploadProgressBar progress={control.progress} onCancel={control.cancel} />
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? <Spinner className="size-4" /> : <Send aria-hidden className="size-4" />}
            {sendLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Message({ m, audience, linkFiles }: { m: RequestMessageItem; audience: 'staff' | 'requester'; linkFiles: boolean }) {
  const who = m.fromRequester ? (audience === 'requester' ? T.you : (m.author ?? T.fromRequester)) : (m.author ?? T.fromStaff);
  const role = m.fromRequester ? T.fromRequester : T.fromStaff;
  return (
    <li
      className={cn(
        'grid gap-1 rounded-lg border p-3 text-sm',
        m.internal ? 'border-amber-300 bg-amber-50' : m.fromRequester ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        <span className="font-semibold text-slate-900">{who}</span>
        {audience === 'staff' && <span>({role})</span>}
        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        {m.internal && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
            <Lock aria-hidden className="size-3" />
            {T.internalBadge}
          </span>
        )}
      </p>
      {m.body && <p className="break-words whitespace-pre-line text-slate-900">{m.body}</p>}
      {m.attachments.length > 0 && (
        <ul className="grid gap-1" aria-label={T.attachmentsOf}>
          {m.attachments.map((f) => (
            <li key={f.url}>
              {linkFiles ? (
                <a
                  href={f.url}
                  className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline-offset-2 hover:underline"
                >
                  <Paperclip aria-hidden className="size-3.5 shrink-0" />
                  {f.name}
                </a>
              ) : (
                // A damage reporter has no account: the photos they sent are kept for staff only.
                <span className="inline-flex items-center gap-1 break-all text-slate-700">
                  <Paperclip aria-hidden className="size-3.5 shrink-0" />
                  {f.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
