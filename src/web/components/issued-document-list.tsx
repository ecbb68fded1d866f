import { FileCheck2, PenLine } from 'lucide-react';
import type { IssuedDocumentItem } from '../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../shared/issued-document-strings.ts';
import { formatDateTime } from '../lib/format.ts';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The documents the office issued on a request, newest first: the current one to download, any it
 * replaced marked so. Staff also see each file's SHA-256, the fingerprint /verifikasi checks.
 */
export function IssuedDocumentList({ documents, showFingerprint = false }: { documents: IssuedDocumentItem[]; showFingerprint?: boolean }) {
  if (documents.length === 0) return <p className="text-sm text-slate-600">{DOCUMENTS.none}</p>;
  return (
    <ul className="grid gap-2">
      {documents.map((d) => (
        <li
          key={d.id}
          className={`grid gap-1 rounded-lg border p-3 text-sm ${d.replacedAt ? 'border-slate-200 bg-slate-50' : 'border-emerald-200 bg-emerald-50/60'}`}
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <FileCheck2 aria-hidden className={`size-4 ${d.replacedAt ? 'text-slate-500' : 'text-emerald-700'}`} />
            <a href={d.url} download className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {DOCUMENTS.download} {DOCUMENTS.kinds[d.kind]}
            </a>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${d.replacedAt ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800'}`}
            >
              {d.replacedAt ? DOCUMENTS.replaced : DOCUMENTS.current}
            </span>
          </div>
          <p className="text-xs text-slate-600">
            {DOCUMENTS.issuedOn} {formatDateTime(d.issuedAt)} · PDF {sizeText(d.sizeBytes)}
          </p>
          {d.signature && (
            <p className="flex items-center gap-1 text-xs text-slate-700">
              <PenLine aria-hidden className="size-3.5 text-emerald-700" />
              <span>
                {DOCUMENTS.signing.signedBy} <span className="font-medium">{d.signature.signer ?? '—'}</span>
                {d.signature.signedAt && ` ${DOCUMENTS.signing.signedOn} ${formatDateTime(d.signature.signedAt)}`}
              </span>
            </p>
          )}
          {showFingerprint && (
            <p className="font-mono text-[0.7rem] break-all text-slate-500">
              {DOCUMENTS.fingerprint} {d.sha256}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
