import { CheckCircle2, Download, FileSearch, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ROAD_IMPORT_MAX_BYTES } from '../../../../shared/constants.ts';
import {
  ROAD_ACTION_LABELS,
  ROAD_IMPORT,
  ROAD_IMPORT_COLUMN_HELP,
  ROAD_IMPORT_COLUMNS,
  ROAD_IMPORT_MAX_ROWS,
  ROAD_IMPORT_REQUIRED,
  type RoadImportSummary,
} from '../../../../shared/roads-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { roadImportTemplateHref, useImportRoads } from '../api/roads.ts';

const T = ROAD_IMPORT;
const LIST = '/admin/ruas';
const ACCEPT = '.geojson,.json,.csv,application/geo+json,application/json,text/csv';
const required = new Set<string>(ROAD_IMPORT_REQUIRED);
const ACTION_CLASS = {
  baru: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  diperbarui: 'bg-sky-50 text-sky-900 ring-sky-200',
  ditolak: 'bg-red-50 text-red-900 ring-red-200',
} as const;

/** /admin/ruas/impor (issue 39, item 1): check a file, read per row what it would do, then import it whole. */
export default function RoadImportPage() {
  useDocumentTitle(T.heading);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  // The result belongs to the file it was made from: choosing another file clears it.
  const [checked, setChecked] = useState<{ file: File; summary: RoadImportSummary } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [checkError, setCheckError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const check = useImportRoads();
  const apply = useImportRoads();
  const summary = checked?.summary;
  const canImport = summary != null && summary.refused === 0 && summary.added + summary.updated > 0;

  const onCheck = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setFileError(T.noFile);
      return;
    }
    setFileError(undefined);
    setCheckError(undefined);
    try {
      setChecked({ file, summary: await check.mutateAsync({ file, mode: 'dry-run' }) });
    } catch (err) {
      setChecked(null);
      setCheckError(errorMessage(err));
      toast({ title: T.checkFailedTitle, description: errorMessage(err), variant: 'destructive' });
    }
  };

  const onApply = async () => {
    if (!checked) return;
    try {
      const result = await apply.mutateAsync({ file: checked.file, mode: 'apply' });
      setConfirming(false);
      if (!result.applied) {
        setChecked({ file: checked.file, summary: result });
        toast({ title: T.refusedApplyTitle, description: fillText(T.refusedApply, { refused: result.refused }), variant: 'destructive' });
        return;
      }
      toast({
        title: T.successTitle,
        description: fillText(T.success, { added: result.added, updated: result.updated }),
        variant: 'success',
      });
      void navigate(LIST);
    } catch (err) {
      setConfirming(false);
      toast({ title: T.failedTitle, description: errorMessage(err), variant: 'destructive' });
    }
  };

  const summaryText = summary ? fillText(T.summary, { added: summary.added, updated: summary.updated, refused: summary.refused }) : '';
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
      <BackLink to={LIST} label={T.back} look="admin" />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold text-brand-800">{T.heading}</h1>
        <p className="text-sm text-slate-700">{T.intro}</p>
        <p className="text-sm text-slate-700">
          {fillText(T.rules, { rows: formatNumber(ROAD_IMPORT_MAX_ROWS), mb: ROAD_IMPORT_MAX_BYTES / (1024 * 1024) })}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <a href={roadImportTemplateHref('geojson')} download className={buttonClass('secondary')}>
            <Download aria-hidden className="size-4" />
            {T.templateGeojson}
          </a>
          <a href={roadImportTemplateHref('csv')} download className={buttonClass('secondary')}>
            <Download aria-hidden className="size-4" />
            {T.templateCsv}
          </a>
        </div>
      </div>

      <details className="rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900">{T.columnsHeading}</summary>
        <dl className="grid divide-y divide-slate-100 border-t border-slate-200 text-sm">
          {ROAD_IMPORT_COLUMNS.map((c) => (
            <div key={c} className="grid gap-1 px-4 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
              <dt className="font-mono text-xs break-words text-slate-900 sm:pt-0.5">
                {c}
                {required.has(c) && (
                  <span aria-hidden className="text-red-700">
                    {' '}
                    *
                  </span>
                )}
              </dt>
              <dd className="text-slate-700">{ROAD_IMPORT_COLUMN_HELP[c]}</dd>
            </div>
          ))}
        </dl>
      </details>

      <form onSubmit={(e) => void onCheck(e)} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6" noValidate>
        <FileField
          label={T.fileLabel}
          hint={T.fileHint}
          accept={ACCEPT}
          maxBytes={ROAD_IMPORT_MAX_BYTES}
          kind={T.fileKind}
          required
          name="file"
          file={file}
          error={fileError}
          onChange={(picked) => {
            setFile(picked);
            setChecked(null);
            setFileError(undefined);
            setCheckError(undefined);
          }}
        />
        {checkError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {checkError}
          </p>
        )}
        <div>
          <Button type="submit" disabled={check.isPending}>
            <FileSearch aria-hidden className="size-4" />
            {check.isPending ? T.checking : T.check}
          </Button>
        </div>
      </form>

      {/* Always present, so that a screen reader announces each new result. */}
      <p role="status" className="sr-only">
        {summaryText}
      </p>
      {summary && (
        <section aria-labelledby="hasil-impor" className="grid gap-4">
          <h2 id="hasil-impor" className="text-lg font-bold text-slate-900">
            {T.summaryHeading}
          </h2>
          <p
            className={cn(
              'rounded-md border p-3 text-sm font-medium',
              summary.refused ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900',
            )}
          >
            {summaryText}
            {summary.refused > 0 && <span className="mt-1 block font-normal">{T.refusedHint}</span>}
          </p>
          {summary.refused > 0 && <RefusedReasons summary={summary} />}
          <RowResults summary={summary} />
          {summary.refused === 0 && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <CheckCircle2 aria-hidden className="size-4 text-emerald-700" />
              {T.allGood}
            </p>
          )}
          <div>
            <Button disabled={!canImport || apply.isPending} onClick={() => setConfirming(true)}>
              <Upload aria-hidden className="size-4" />
              {T.importButton}
            </Button>
          </div>
        </section>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.confirmTitle}
        description={fillText(T.confirmDescription, { added: summary?.added ?? 0, updated: summary?.updated ?? 0 })}
        confirm={apply.isPending ? T.importing : T.confirmOk}
        cancel={T.confirmCancel}
        busy={apply.isPending}
        onConfirm={() => void onApply()}
      />
    </div>
  );
}

function RefusedReasons({ summary }: { summary: RoadImportSummary }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-base font-semibold text-slate-900">{T.refusedHeading}</h3>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <TableHead
            className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            cellClassName="px-3 py-2"
            cells={[{ label: T.rowHeader, className: 'w-16 px-3 py-2' }, T.columnHeader, T.reasonHeader]}
          />
          <tbody className="divide-y divide-slate-100">
            {summary.errors.map((e, i) => (
              <tr key={`${e.row}-${e.column ?? ''}-${i}`}>
                <td className="px-3 py-2 align-top font-semibold text-slate-900 tabular-nums">{e.row}</td>
                <td className="px-3 py-2 align-top font-mono text-xs whitespace-nowrap text-slate-800">{e.column ?? '-'}</td>
                <td className="min-w-40 px-3 py-2 align-top text-slate-800">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {summary.moreErrors > 0 && <p className="text-sm text-slate-700">{fillText(T.moreErrors, { count: summary.moreErrors })}</p>}
    </div>
  );
}

function RowResults({ summary }: { summary: RoadImportSummary }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-base font-semibold text-slate-900">{T.rowsHeading}</h3>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <TableHead
            className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            cellClassName="px-3 py-2 whitespace-nowrap"
            cells={[
              { label: T.rowHeader, className: 'w-16 px-3 py-2' },
              T.noHeader,
              T.nameHeader,
              { label: T.lengthHeader, className: 'px-3 py-2 text-right whitespace-nowrap' },
              T.actionHeader,
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {summary.rows.map((r) => (
              <tr key={r.row}>
                <td className="px-3 py-2 align-top font-semibold text-slate-900 tabular-nums">{r.row}</td>
                <td className="px-3 py-2 align-top font-mono text-xs whitespace-nowrap text-slate-800">{r.noRuas || '–'}</td>
                <td className="min-w-40 px-3 py-2 align-top text-slate-800">{r.nama || '–'}</td>
                <td className="px-3 py-2 text-right align-top text-slate-800 tabular-nums">
                  {r.lengthKm == null ? '–' : formatNumber(r.lengthKm)}
                </td>
                <td className="px-3 py-2 align-top">
                  <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-semibold ring-1', ACTION_CLASS[r.action])}>
                    {ROAD_ACTION_LABELS[r.action]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {summary.moreRows > 0 && <p className="text-sm text-slate-700">{fillText(T.moreRows, { count: summary.moreRows })}</p>}
    </div>
  );
}
