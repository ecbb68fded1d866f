import { Link } from 'react-router';
import { PPID_ADMIN } from '../../../../shared/ppid-admin-strings.ts';
import { PPID_FORM } from '../../../../shared/ppid-form-strings.ts';
import { OBJECTION_REASON_LABELS } from '../../../../shared/ppid-strings.ts';
import type { PpidObjectionAdminItem } from '../../../../shared/ppid.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAnswerObjection } from '../api/ppid.ts';
import { Detail } from './ppid-admin-parts.tsx';
import { PpidAnswerView } from './ppid-answer-view.tsx';
import { DecideForm } from './ppid-step-forms.tsx';

const A = PPID_ADMIN.admin;

/**
 * The superior's decision on an objection, with what was asked, the PPID's answer and its attachments
 * (links that open for the superior) and why the requester objected.
 */
export function ObjectionAnswerDialog({ objection: o, onClose }: { objection: PpidObjectionAdminItem; onClose: () => void }) {
  const answer = useAnswerObjection();
  return (
    <FormDialog open onOpenChange={(x) => !x && !answer.isPending && onClose()} title={`${A.respond} ${o.trackingCode}`}>
      <dl className="mb-4 grid gap-3">
        <Detail label={A.information}>{o.information}</Detail>
        <Detail label={PPID_FORM.form.purpose}>{o.request.purpose}</Detail>
      </dl>
      <div className="mb-4 grid gap-2">
        {o.request.answerType ? <PpidAnswerView item={o.request} /> : <p className="text-sm text-slate-600">{A.notAnswered}</p>}
      </div>
      <dl className="mb-4 grid gap-3">
        <Detail label={A.objectionReason}>{OBJECTION_REASON_LABELS[o.reason]}</Detail>
        {o.note && <Detail label={PPID_FORM.objection.note}>{o.note}</Detail>}
      </dl>
      <Link
        to={`/admin/ppid/${o.trackingCode}`}
        className="mb-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {A.viewRequest}
      </Link>
      <DecideForm
        busy={answer.isPending}
        onCancel={onClose}
        onSubmit={async (input) => {
          try {
            await answer.mutateAsync({ id: o.id, input });
          } catch (err) {
            toast({ title: A.objectionsTitle, description: errorMessage(err), variant: 'destructive' });
            throw err;
          }
          toast({ title: A.savedTitle, description: A.objectionAnswered, variant: 'success' });
          onClose();
        }}
      />
    </FormDialog>
  );
}
