import { META } from '../../../../shared/page-meta-strings.ts';
import { History, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { TARIFF_TEXT } from '../../../../shared/ujilab-tariff-strings.ts';
import {
  STANDARD_DOCUMENTS,
  STANDARD_SECTIONS,
  type PledgeData,
  type ServicePledge,
  type StandardData,
  type ServiceStandard,
  type StandardDocument,
} from '../../../../shared/service-standard-keys.ts';
import { pledgeInputSchema, standardFormSchema } from '../../../../shared/service-standard-schemas.ts';
import { STANDARD_SECTION_LABELS, STANDARD_TEXT } from '../../../../shared/service-standard-strings.ts';
import { SERVICE_BY_SEGMENT } from '../../../../shared/strings.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminStandards, useRestoreRevision, useRevisions, useSaveStandard } from '../api/standards-admin.ts';
import { DocumentRow } from './document-row.tsx';
import { EditorField } from './editor-field.tsx';

const A = STANDARD_TEXT.admin;
const LIST = '/admin/cms/standar';

const titleOf = (key: StandardDocument) => (key === 'maklumat' ? STANDARD_TEXT.pledgeTitle : META.standardTitle(SERVICE_BY_SEGMENT[key]!));
const publicPath = (key: StandardDocument) => (key === 'maklumat' ? '/maklumat-pelayanan' : `/layanan/${key}/standar`);

/** /admin/cms/standar: the four standards and the pledge, each with when it was last saved. */
export function StandardsListPage() {
  useDocumentTitle(A.listTitle);
  const list = useAdminStandards();
  const updated = (key: StandardDocument) =>
    key === 'maklumat' ? list.data?.pledge.updatedAt : list.data?.standards.find((s) => s.key === key)?.updatedAt;
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to="/admin/cms" label="CMS" look="admin" />
      <AdminPageHeader title={A.listTitle} intro={A.listIntro} />
      {!list.data ? (
        <Spinner className="text-brand-700" />
      ) : (
        <ul className="grid gap-3">
          {STANDARD_DOCUMENTS.map((key) => {
            const at = updated(key);
            return (
              <DocumentRow
                key={key}
                title={titleOf(key)}
                meta={`${publicPath(key)} · ${at ? STANDARD_TEXT.updatedOn(formatDateTime(at)) : A.never}`}
                view={{ href: publicPath(key), label: A.view }}
                edit={{ to: `${LIST}/${key}`, label: A.edit, ariaLabel: A.editOf(titleOf(key)) }}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** /admin/cms/standar/{key}: the sections (or the pledge) in the article editor, the tariff table for Uji Lab, and the history. */
export function StandardEditorPage() {
  const key = useParams().key as StandardDocument;
  const known = (STANDARD_DOCUMENTS as readonly string[]).includes(key);
  useDocumentTitle(known ? titleOf(key) : STANDARD_TEXT.notFound);
  const list = useAdminStandards();
  // The form keeps what is typed across a save; a restore starts it afresh from the restored text.
  const [version, setVersion] = useState(0);
  const doc = key === 'maklumat' ? list.data?.pledge : list.data?.standards.find((s) => s.key === key);
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={LIST} label={A.back} look="admin" />
      <h1 className="text-2xl font-bold text-brand-800">{known ? titleOf(key) : STANDARD_TEXT.notFound}</h1>
      {!known ? null : !doc ? (
        <Spinner className="text-brand-700" />
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-[1fr_20rem]">
          {key === 'maklumat' ? (
            <PledgeForm key={version} pledge={doc as ServicePledge} />
          ) : (
            <StandardForm key={`${key}-${version}`} standard={doc as ServiceStandard} />
          )}
          <Revisions documentKey={key} onRestored={() => setVersion((v) => v + 1)} />
        </div>
      )}
    </div>
  );
}

function SaveBar({ busy }: { busy: boolean }) {
  return (
    <div className="flex justify-end border-t border-slate-200 pt-5">
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner className="size-4 text-white" /> : <Save aria-hidden className="size-4" />}
        {A.save}
      </Button>
    </div>
  );
}

/** The first message of a form the client refused (a body too long, an empty pledge), for the toast the server's refusal gave. */
function firstMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (!error) continue;
    if (typeof error.message === 'string') return error.message;
    const inner = firstMessage(error as FieldErrors);
    if (inner) return inner;
  }
  return undefined;
}

const refused = (errors: FieldErrors) => toast({ title: A.saveFailed, description: firstMessage(errors), variant: 'destructive' });

/** Saving a standard or the pledge: a toast either way, the server's refusals beside their boxes. */
function useStandardSave<F extends FieldValues, D extends StandardData | PledgeData>(
  key: StandardDocument,
  form: UseFormReturn<F, unknown, D>,
) {
  const save = useSaveStandard(key);
  const submit = form.handleSubmit(
    (input) =>
      save.mutate(input, {
        onSuccess: () => toast({ title: A.saved, variant: 'success' }),
        onError: (err) => {
          applyServerErrors(form, err);
          toast({ title: A.saveFailed, description: errorMessage(err), variant: 'destructive' });
        },
      }),
    refused,
  );
  return { save, submit };
}

function PledgeForm({ pledge }: { pledge: ServicePledge }) {
  const form = useZodForm(pledgeInputSchema, { defaultValues: { content: pledge.content } });
  const { save, submit } = useStandardSave('maklumat', form);
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <EditorField control={form.control} name="content" label={A.pledgeContent} disabled={save.isPending} />
      <SaveBar busy={save.isPending} />
    </form>
  );
}

function StandardForm({ standard }: { standard: ServiceStandard }) {
  const form = useZodForm(standardFormSchema, {
    defaultValues: { sections: standard.sections, tariffs: standard.tariffs.map((t) => ({ ...t, tarif: String(t.tarif) })) },
  });
  const { control } = form;
  // The CMS's old tariff rows are sent back as they are; the public table reads the lab's tariff.
  const { save, submit } = useStandardSave(standard.key, form);

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {STANDARD_SECTIONS.map((s, i) => (
        <EditorField
          key={s}
          control={control}
          name={`sections.${s}`}
          label={`${i + 1}. ${STANDARD_SECTION_LABELS[s]}`}
          disabled={save.isPending}
        />
      ))}
      {standard.key === 'ujilab' && (
        // Issue 40, item 1: the public tariff table is the lab's tariff, kept with its price history (ADR 070).
        <p className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800">
          {TARIFF_TEXT.cmsNote}{' '}
          <Link to="/admin/ujilab/tarif" className="font-semibold text-brand-700 underline underline-offset-2">
            {TARIFF_TEXT.adminTitle}
          </Link>
        </p>
      )}
      <SaveBar busy={save.isPending} />
    </form>
  );
}

function Revisions({ documentKey, onRestored }: { documentKey: StandardDocument; onRestored: () => void }) {
  const revisions = useRevisions(documentKey);
  const restore = useRestoreRevision(documentKey);
  return (
    <section aria-labelledby="riwayat-revisi" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="riwayat-revisi" className="flex items-center gap-2 font-bold text-brand-900">
        <History aria-hidden className="size-4" />
        {A.revisions}
      </h2>
      {!revisions.data ? (
        <Spinner className="text-brand-700" />
      ) : revisions.data.length === 0 ? (
        <p className="text-sm text-slate-600">{A.noRevisions}</p>
      ) : (
        <ol className="grid gap-2">
          {revisions.data.map((r, i) => (
            <li key={r.id} className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
              <span className="font-medium text-slate-900">{A.revisionBy(r.savedBy ?? A.someone, formatDateTime(r.savedAt))}</span>
              <span className="text-slate-600">{r.changed.length ? A.changed(r.changed.join(', ')) : A.unchanged}</span>
              {i === 0 ? (
                <span className="text-xs font-semibold text-green-800">{A.current}</span>
              ) : (
                <Button
                  type="button"
                  variant="secondary"
                  className="min-h-9 justify-self-start px-3"
                  aria-label={A.restoreOf(formatDateTime(r.savedAt))}
                  disabled={restore.isPending}
                  onClick={() =>
                    restore.mutate(r.id, {
                      onSuccess: () => {
                        toast({ title: A.restored, variant: 'success' });
                        onRestored();
                      },
                      onError: (err) => toast({ title: A.restoreFailed, description: errorMessage(err), variant: 'destructive' }),
                    })
                  }
                >
                  <RotateCcw aria-hidden className="size-4" />
                  {A.restore}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
