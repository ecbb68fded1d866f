import { Download } from 'lucide-react';
import { dayLabel, fileSize, type AnswerFile, type PpidRequestItem } from '../../../../shared/ppid.ts';
import {
  ANSWER_TYPE_LABELS,
  EXEMPTION_LABELS,
  OBJECTION_DECISION_LABELS,
  OBJECTION_REASON_LABELS,
  PPID,
} from '../../../../shared/ppid-strings.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';

const M = PPID.mine;

/** Files to download: an answer's attachments or those sent when a decision was carried out. */
function FileLinks({ files, label }: { files: AnswerFile[]; label: string }) {
  if (!files.length) return null;
  return (
    <ul className="grid gap-1" aria-label={label}>
      {files.map((f) => (
        <li key={f.url} className="min-w-0">
          <a
            href={f.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 font-semibold break-all text-brand-700 underline underline-offset-2"
          >
            <Download aria-hidden className="size-4 shrink-0" />
            {f.name} <span className="font-normal text-slate-600">({fileSize(f.size)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

type AnswerFields = Pick<PpidRequestItem, 'answerType' | 'answer' | 'answerFiles' | 'rejectionBasis' | 'withheld' | 'holder'>;

/** The PPID's answer as the requester, the officer and the superior read it: its kind first, then what it says. */
export function PpidAnswerView({ item: r }: { item: AnswerFields }) {
  if (!r.answerType) return null;
  const refused = r.answerType === 'ditolak';
  return (
    <div
      className={cn(
        'grid gap-2 rounded-md px-3 py-3 text-sm text-slate-900',
        refused ? 'bg-red-50' : r.answerType === 'dikabulkan' ? 'bg-emerald-50' : 'bg-amber-50',
      )}
    >
      <p className={cn('font-semibold', refused ? 'text-red-900' : 'text-slate-900')}>
        {M.answerType}: {ANSWER_TYPE_LABELS[r.answerType]}
      </p>
      {r.answer && <p className="whitespace-pre-line">{r.answer}</p>}
      {r.withheld && (
        <p className="whitespace-pre-line">
          <strong>{M.withheld}:</strong> {r.withheld}
        </p>
      )}
      {r.rejectionBasis && (
        <p>
          <strong>{refused ? M.basis : M.withheldBasis}:</strong> {EXEMPTION_LABELS[r.rejectionBasis]}
        </p>
      )}
      {r.holder && (
        <p>
          <strong>{M.holder}:</strong> {r.holder}
        </p>
      )}
      <FileLinks files={r.answerFiles} label={M.attachments} />
    </div>
  );
}

/** An objection's course: the reason, the superior's decision and, for an upheld one, its carrying out. */
export function ObjectionView({ objection: o }: { objection: NonNullable<PpidRequestItem['objection']> }) {
  return (
    <div className="grid gap-1 rounded-md border border-brand-100 bg-brand-50 px-3 py-3 text-sm text-slate-900">
      <p className="font-semibold text-brand-900">{M.objectionTitle}</p>
      <p>
        {M.objectionSentAt} {formatDateTime(o.createdAt)}: {OBJECTION_REASON_LABELS[o.reason]}
      </p>
      {o.note && <p className="whitespace-pre-line text-slate-700">{o.note}</p>}
      {o.answer ? (
        <>
          <p className="mt-1 font-semibold">
            {o.decision ? `${M.objectionDecision}: ${OBJECTION_DECISION_LABELS[o.decision]}` : M.objectionAnswer}
          </p>
          <p className="whitespace-pre-line">{o.answer}</p>
          {o.orderDueOn && !o.carriedOutAt && (
            <p className={cn(o.orderLate ? 'font-semibold text-red-800' : 'text-slate-700')}>
              {o.orderLate ? `${M.orderLate}. ` : ''}
              {M.orderDue(dayLabel(o.orderDueOn))}
            </p>
          )}
          {o.carriedOutAt && (
            <div className="mt-1 grid gap-1">
              <p className="font-semibold text-emerald-900">
                {M.carriedOut} ({formatDateTime(o.carriedOutAt)}){o.orderLate ? ` · ${M.orderLate}` : ''}
              </p>
              {o.carriedOutNote && <p className="whitespace-pre-line">{o.carriedOutNote}</p>}
              <FileLinks files={o.carriedOutFiles} label={M.carriedOutFiles} />
            </div>
          )}
          <p className="text-slate-600">{M.objectionNext}</p>
        </>
      ) : (
        <p className="text-slate-700">
          {M.objectionSent} {M.objectionDue(dayLabel(o.dueOn))}
        </p>
      )}
    </div>
  );
}
