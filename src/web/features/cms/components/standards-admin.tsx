import { META } from '../../../../shared/page-meta-strings.ts';
import { ArrowLeft, ExternalLink, History, Pencil, Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { JENIS_UJI, type JenisUji } from '../../../../shared/constants.ts';
import {
  STANDARD_DOCUMENTS,
  STANDARD_SECTIONS,
  type ServicePledge,
  type ServiceStandard,
  type StandardDocument,
  type StandardSection,
  type TariffRow,
} from '../../../../shared/service-standard-keys.ts';
import { STANDARD_SECTION_LABELS, STANDARD_TEXT } from '../../../../shared/service-standard-strings.ts';
import { SERVICE_BY_SEGMENT } from '../../../../shared/strings.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field, inputClass, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminStandards, useRestoreRevision, useRevisions, useSaveStandard } from '../api/standards-admin.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

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
      <Link
        to="/admin/cms"
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        CMS
      </Link>
      <AdminPageHeader title={A.listTitle} intro={A.listIntro} />
      {!list.data ? (
        <Spinner className="text-brand-700" />
      ) : (
        <ul className="grid gap-3">
          {STANDARD_DOCUMENTS.map((key) => {
            const at = updated(key);
            return (
              <li
                key={key}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="grid gap-0.5">
                  <span className="font-semibold text-slate-900">{titleOf(key)}</span>
                  <span className="text-sm text-slate-600">
                    {publicPath(key)} · {at ? STANDARD_TEXT.updatedOn(formatDateTime(at)) : A.never}
                  </span>
                </div>
                <div className="flex gap-2">
                  <a href={publicPath(key)} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'min-h-10 px-3')}>
                    <ExternalLink aria-hidden className="size-4" />
                    {A.view}
                  </a>
                  <Link to={`${LIST}/${key}`} className={buttonClass('secondary', 'min-h-10 px-3')} aria-label={A.editOf(titleOf(key))}>
                    <Pencil aria-hidden className="size-4" />
                    {A.edit}
                  </Link>
                </div>
              </li>
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
      <Link to={LIST} className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {A.back}
      </Link>
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

function HtmlField({
  label,
  initial,
  onChange,
  disabled,
}: {
  label: string;
  initial: string;
  onChange: (html: string) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <RichTextEditor initialHtml={initial} onChange={onChange} labelId={labelId} disabled={disabled} />
    </div>
  );
}

function PledgeForm({ pledge }: { pledge: ServicePledge }) {
  const [content, setContent] = useState(pledge.content);
  const save = useSaveStandard('maklumat');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { content },
      {
        onSuccess: () => toast({ title: A.saved, variant: 'success' }),
        onError: (err) => toast({ title: A.saveFailed, description: errorMessage(err), variant: 'destructive' }),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <HtmlField label={A.pledgeContent} initial={pledge.content} onChange={setContent} disabled={save.isPending} />
      <SaveBar busy={save.isPending} />
    </form>
  );
}

type TariffDraft = { id: number; jenisUji: JenisUji | ''; pengujian: string; satuan: string; tarif: string };
let nextId = 1;
const draftOf = (t: TariffRow): TariffDraft => ({ id: nextId++, ...t, tarif: String(t.tarif) });

function StandardForm({ standard }: { standard: ServiceStandard }) {
  const [sections, setSections] = useState(standard.sections);
  const [tariffs, setTariffs] = useState<TariffDraft[]>(() => standard.tariffs.map(draftOf));
  const [tariffError, setTariffError] = useState<string | undefined>();
  const save = useSaveStandard(standard.key);
  const setSection = (s: StandardSection) => (html: string) => setSections((prev) => ({ ...prev, [s]: html }));
  const setTariff = (id: number, patch: Partial<TariffDraft>) =>
    setTariffs((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTariffError(undefined);
    const rows = tariffs.map(({ jenisUji, pengujian, satuan, tarif }) => ({
      jenisUji,
      pengujian,
      satuan,
      tarif: Number(tarif.replace(/\D/g, '') || NaN),
    }));
    save.mutate(
      { sections, tariffs: rows as TariffRow[] },
      {
        onSuccess: () => toast({ title: A.saved, variant: 'success' }),
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setTariffError(Object.values(err.fields)[0]);
          toast({ title: A.saveFailed, description: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {STANDARD_SECTIONS.map((s, i) => (
        <HtmlField
          key={s}
          label={`${i + 1}. ${STANDARD_SECTION_LABELS[s]}`}
          initial={standard.sections[s]}
          onChange={setSection(s)}
          disabled={save.isPending}
        />
      ))}
      {standard.key === 'ujilab' && (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-slate-800">{STANDARD_TEXT.tariffTitle}</legend>
          {tariffs.map((row, i) => (
            <div key={row.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 sm:items-end">
              <Field label={STANDARD_TEXT.jenisUji}>
                {(id) => (
                  <select
                    id={id}
                    value={row.jenisUji}
                    onChange={(e) => setTariff(row.id, { jenisUji: e.target.value as JenisUji })}
                    className={cn(inputClass, 'min-h-11')}
                  >
                    {JENIS_UJI.map((j) => (
                      <option key={j} value={j}>
                        {j}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={STANDARD_TEXT.pengujian}>
                {(id) => (
                  <TextInput
                    id={id}
                    value={row.pengujian}
                    maxLength={120}
                    onChange={(e) => setTariff(row.id, { pengujian: e.target.value })}
                  />
                )}
              </Field>
              <Field label={STANDARD_TEXT.satuan}>
                {(id) => (
                  <TextInput id={id} value={row.satuan} maxLength={40} onChange={(e) => setTariff(row.id, { satuan: e.target.value })} />
                )}
              </Field>
              <Field label={STANDARD_TEXT.tarif}>
                {(id) => (
                  <TextInput id={id} inputMode="numeric" value={row.tarif} onChange={(e) => setTariff(row.id, { tarif: e.target.value })} />
                )}
              </Field>
              <Button
                type="button"
                variant="ghost"
                className="justify-self-end text-red-700 hover:bg-red-50 sm:col-span-2"
                aria-label={A.tariffRemove(i + 1)}
                onClick={() => setTariffs((rows) => rows.filter((r) => r.id !== row.id))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
          ))}
          {tariffError && (
            <p role="alert" className="text-sm text-red-700">
              {tariffError}
            </p>
          )}
          <Button
            type="button"
            variant="secondary"
            className="justify-self-start"
            onClick={() => setTariffs((rows) => [...rows, { id: nextId++, jenisUji: 'Uji Beton', pengujian: '', satuan: '', tarif: '' }])}
          >
            <Plus aria-hidden className="size-4" />
            {A.tariffAdd}
          </Button>
        </fieldset>
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
