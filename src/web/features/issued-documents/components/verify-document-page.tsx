import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX, FileSearch, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import {
  documentLookupSchema,
  type DocumentCheckResult,
  type DocumentSummary,
  type SignatureVerdict,
} from '../../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../../shared/issued-document-strings.ts';
import { LACAK } from '../../../../shared/tracking-strings.ts';
import { CodeForm } from '../../../components/code-form.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { TrackingCode } from '../../../components/tracking-code.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const V = DOCUMENTS.verify;

// /verifikasi and /verifikasi/{code} (issue 13, item 7): anyone holding a copy of a reply letter or a
// lab result checks it against the SHA-256 the portal recorded when staff issued it. The file is
// hashed in the browser and never sent; only its fingerprint is. A genuine copy also says who signed
// it and when (issue 40, item 5); for one that does not match, the visitor may send the file itself,
// and its PDF signature says why it is not valid (changed after signing, not signed, …).

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function Alert({ tone, title, children }: { tone: 'good' | 'bad'; title: string; children: ReactNode }) {
  const Icon = tone === 'good' ? CircleCheck : CircleX;
  return (
    <div
      className={
        tone === 'good'
          ? 'flex gap-3 rounded-xl border-2 border-emerald-600 bg-emerald-50 p-4 text-emerald-950'
          : 'flex gap-3 rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-950'
      }
    >
      <Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div className="grid gap-1">
        <p className="text-lg font-bold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** The copy's electronic signature (issue 40, item 5): who signed and when, or why it is not valid. */
function SignatureLine({ signature }: { signature: SignatureVerdict }) {
  if (signature.valid) {
    return (
      <p data-testid="signature-verdict">
        <span className="font-semibold">{V.signatureTitle}:</span>{' '}
        {V.signatureValid(signature.signer ?? '—', signature.signedAt ? formatDateTime(signature.signedAt) : '—')}
      </p>
    );
  }
  return (
    <p data-testid="signature-verdict">
      <span className="font-semibold">{V.signatureTitle}:</span> {V.signatureProblem[signature.problem]}
    </p>
  );
}

function ResultView({ result, onSendFile, sending }: { result: DocumentCheckResult; onSendFile?: () => void; sending?: boolean }) {
  if (!result.match) {
    // Checked as a file: its signature says why it is not valid; by fingerprint only, the visitor may send it.
    if (result.signature) {
      return (
        <Alert tone="bad" title={V.signatureInvalidTitle}>
          <p>{V.notIssuedCopy}</p>
          <SignatureLine signature={result.signature} />
        </Alert>
      );
    }
    return (
      <Alert tone="bad" title={V.unknownTitle}>
        <p>{V.unknown}</p>
        {onSendFile && (
          <div className="mt-2 grid gap-2">
            <p className="text-sm">{V.fileCheckHint}</p>
            <Button type="button" variant="secondary" className="justify-self-start" disabled={sending} onClick={onSendFile}>
              {sending ? <Spinner className="size-4" /> : <FileSearch aria-hidden className="size-4" />}
              {V.fileCheck}
            </Button>
          </div>
        )}
      </Alert>
    );
  }
  const kind = DOCUMENTS.kinds[result.kind];
  return (
    <Alert tone="good" title={V.genuineTitle}>
      <p>{V.genuine(kind, formatDateTime(result.issuedAt))}</p>
      {result.signature ? <SignatureLine signature={result.signature} /> : <p>{V.unsignedIssued}</p>}
      {result.testType && (
        <p>
          {V.testType}: <span className="font-medium">{result.testType}</span>
        </p>
      )}
      {result.replacedAt && <p className="font-medium">{V.genuineReplaced}</p>}
    </Alert>
  );
}

function Checker({ summary }: { summary: DocumentSummary }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const check = useMutation({
    mutationFn: async (picked: File) => {
      const sha256 = await sha256Hex(picked);
      return call(client.documents[':code'].$post({ param: { code: summary.trackingCode }, json: { sha256 } }));
    },
  });
  // Only when the visitor asks: the file itself, so that its signature says why it does not match.
  const send = useMutation({
    mutationFn: (picked: File) =>
      call(client.documents[':code'].file.$post({ param: { code: summary.trackingCode }, form: { document: picked } })),
  });
  const shown = send.data ?? check.data;
  const pick = (picked: File | null) => {
    setFile(picked);
    check.reset();
    send.reset();
    setProblem(undefined);
    if (!picked) return;
    if (typeof crypto === 'undefined' || !crypto.subtle) return setProblem(V.unsupported);
    if (picked.type && picked.type !== 'application/pdf') return setProblem(V.notPdf);
    check.mutate(picked);
  };
  return (
    <div className="grid gap-4">
      <FileField
        label={V.fileLabel}
        hint={`${V.fileHint} ${V.privacy}`}
        accept={UPLOAD_LIMITS.issuedDocument.accept}
        maxBytes={UPLOAD_LIMITS.issuedDocument.maxBytes}
        kind={DOCUMENTS.kinds[summary.service === 'ujilab' ? 'lab_result' : 'reply_letter']}
        file={file}
        onChange={pick}
        error={problem}
      />
      <div role="status" aria-live="polite" className="grid gap-3">
        {check.isPending && (
          <p className="flex items-center gap-2 text-slate-700">
            <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-700" /> {V.checking}
          </p>
        )}
        {check.isError && <p className="text-red-800">{errorMessage(check.error)}</p>}
        {send.isError && <p className="text-red-800">{errorMessage(send.error)}</p>}
        {shown && (
          <ResultView result={shown} sending={send.isPending} onSendFile={file && !send.data ? () => send.mutate(file) : undefined} />
        )}
      </div>
    </div>
  );
}

function SummaryView({ code }: { code: string }) {
  const summary = useQuery({
    queryKey: ['documents', code],
    queryFn: ({ signal }) => call(client.documents[':code'].$get({ param: { code } }, callOptions({ signal }))),
    retry: false,
  });
  if (summary.isPending) return <Spinner className="text-brand-700" />;
  if (summary.isError) {
    const notFound = summary.error instanceof ApiError && summary.error.status === 404;
    return (
      <div role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          {notFound && <p className="font-semibold">{V.notFoundTitle}</p>}
          <p>{notFound ? V.notFound : errorMessage(summary.error)}</p>
        </div>
      </div>
    );
  }
  const s = summary.data;
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 text-sm">
        <dt className="text-slate-600">{V.codeLabel}</dt>
        <dd>
          <TrackingCode code={s.trackingCode} />
        </dd>
        <dt className="text-slate-600">{V.service}</dt>
        <dd className="font-medium text-slate-900">{LACAK.services[s.service]}</dd>
        {s.testType && (
          <>
            <dt className="text-slate-600">{V.testType}</dt>
            <dd className="text-slate-900">{s.testType}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="dokumen-terbit" className="grid gap-2">
        <h2 id="dokumen-terbit" className="text-lg font-bold text-brand-900">
          {V.issuedList}
        </h2>
        {s.documents.length === 0 ? (
          <p className="text-sm text-slate-700">{V.noneIssued}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {s.documents.map((d) => (
              <li key={d.issuedAt} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <FileSearch aria-hidden className="size-4 text-brand-700" />
                <span className="font-medium text-slate-900">{DOCUMENTS.kinds[d.kind]}</span>
                <span className="text-slate-600">
                  {DOCUMENTS.issuedOn} {formatLongDate(d.issuedAt)}
                </span>
                {d.replacedAt && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{DOCUMENTS.replaced}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {s.documents.length > 0 && <Checker summary={s} />}
    </div>
  );
}

export function VerifyDocumentPage() {
  const { code } = useParams();
  const current = code?.toUpperCase() ?? '';
  useDocumentTitle(current ? `${V.title} ${current}` : V.title);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{V.title}</h1>
        <p className="text-slate-700">{V.intro}</p>
      </div>
      <CodeForm
        key={current}
        initial={current}
        loadSchema={() => Promise.resolve(documentLookupSchema)}
        label={V.codeLabel}
        placeholder="Contoh: LAB-2026-7KQ2M9"
        submitLabel={V.open}
        to={(code) => `/verifikasi/${code}`}
      />
      {current && <SummaryView code={current} />}
    </div>
  );
}
