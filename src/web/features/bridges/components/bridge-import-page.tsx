import { CheckCircle2, Download, FileSearch, Upload } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  BRIDGE_IMPORT,
  BRIDGE_IMPORT_COLUMN_HELP,
  BRIDGE_IMPORT_COLUMNS,
  BRIDGE_IMPORT_MAX_ROWS,
  BRIDGE_IMPORT_REQUIRED,
  type BridgeImportSummary,
} from '../../../../shared/bridge-import-strings.ts';
import { TableHead } from '../../../components/table-head.tsx';
import { BackLink } from '../../../components/back-link.tsx';
import { BRIDGE_IMPORT_MAX_BYTES } from '../../../../shared/constants.ts';
import { fillText } from '../../../../shared/strings.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { bridgeImportTemplateHref, useImportBridges } from '../api/bridge-import.ts';

const T = BRIDGE_IMPORT;
const LIST = '/admin/jembatantif';
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const required = new Set<string>(BRIDGE_IMPORT_REQUIRED);

/** /admin/jembatantif/impor (issue 17, item 6): check a file, read what it would do, then import it whole. */
export default function BridgeImportPage() {
  useDocumentTitle(T.heading);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  // The result belongs to the file it was made from: choosing another file clears it.
  const [checked, setChecked] = useState<{ file: File; summary: BridgeImportSummary } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  // The server's refusal of the file as a whole (its type, size, columns).
  const [checkError, setCheckError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const check = useImportBridges();
  const apply = useImportBridges();
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
        // The bridges changed since the check: show what is refused now.
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

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
      <BackLink to={LIST} label={T.back} look="admin" />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold text-brand-800">{T.heading}</h1>
        <p className="text-sm text-slate-700">{T.intro}</p>
        <p className="text-sm text-slate-700">
          {fillText(T.rules, { rows: BRIDGE_IMPORT_MAX_ROWS.toLocaleString('id-ID'), mb: BRIDGE_IMPORT_MAX_BYTES / (1024 * 1024) })}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <a href={bridgeImportTemplateHref('csv')} download className={buttonClass('secondary')}>
            <Download aria-hidden className="size-4" />
            {T.templateCsv}
          </a>
          <a href={bridgeImportTemplateHref('xlsx')} download className={buttonClass('secondary')}>
            <Download aria-hidden className="size-4" />
            {T.templateXlsx}
          </a>
        </div>
      </div>

      <details className="rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900">{T.columnsHeading}</summary>
        {/* A list, not a table: at 360 px each column's name sits above what it holds. */}
        <dl className="grid divide-y divide-slate-100 border-t border-slate-200 text-sm">
          {BRIDGE_IMPORT_COLUMNS.map((c) => (
            <div key={c} className="grid gap-1 px-4 py-2 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
              <dt className="font-mono text-xs break-words text-slate-900 sm:pt-0.5">
                {c}
                {required.has(c) && (
                  <span aria-hidden className="text-red-700">
                    {' '}
                    *
                  </span>
                )}
              </dt>
              <dd className="text-slate-700">{BRIDGE_IMPORT_COLUMN_HELP[c]}</dd>
            </div>
          ))}
        </dl>
      </details>

      <form onSubmit={(e) => void onCheck(e)} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6" noValidate>
        <FileField
          label={T.fileLabel}
          hint={T.fileHint}
          accept={ACCEPT}
          maxBytes={BRIDGE_IMPORT_MAX_BYTES}
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

      {/* Always present, so that a screen reader announces each new result (not the whole table). */}
      <p role="status" className="sr-only">
        {summary ? fillText(T.summary, { added: summary.added, updated: summary.updated, refused: summary.refused }) : ''}
      </p>
      <section aria-labelledby={summary ? 'hasil-impor' : undefined} className="grid gap-4">
        {summary && (
          <>
            <h2 id="hasil-impor" className="text-lg font-bold text-slate-900">
              {T.summaryHeading}
            </h2>
            <p
              className={cn(
                'rounded-md border p-3 text-sm font-medium',
                summary.refused ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900',
              )}
            >
              {fillText(T.summary, { added: summary.added, updated: summary.updated, refused: summary.refused })}
              {summary.unchanged > 0 && (
                <span className="mt-1 block font-normal">{fillText(T.unchangedNote, { unchanged: summary.unchanged })}</span>
              )}
            </p>
            {summary.refused > 0 ? (
              <RefusedRows summary={summary} />
            ) : (
              <p className="flex items-center gap-2 text-sm text-slate-700">
                <CheckCircle2 aria-hidden className="size-4 text-emerald-700" />
                {canImport ? T.allGood : T.nothingToDo}
              </p>
            )}
            <div>
              <Button disabled={!canImport || apply.isPending} onClick={() => setConfirming(true)}>
                <Upload aria-hidden className="size-4" />
                {T.importButton}
              </Button>
            </div>
          </>
        )}
      </section>

      <AlertDialog.Root open={confirming} onOpenChange={(o) => !apply.isPending && setConfirming(o)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none data-[state=open]:animate-[dialog-in_180ms_ease-out]">
            <AlertDialog.Title className="text-lg font-bold text-slate-900">{T.confirmTitle}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">
              {fillText(T.confirmDescription, { added: summary?.added ?? 0, updated: summary?.updated ?? 0 })}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClass('secondary')} disabled={apply.isPending}>
                {T.confirmCancel}
              </AlertDialog.Cancel>
              {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
              <button type="button" className={buttonClass('primary')} disabled={apply.isPending} onClick={() => void onApply()}>
                {apply.isPending ? T.importing : T.confirmOk}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}

function RefusedRows({ summary }: { summary: BridgeImportSummary }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-base font-semibold text-slate-900">{T.refusedHeading}</h3>
      <p className="text-sm text-slate-700">{T.refusedHint}</p>
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
                <td className="px-3 py-2 align-top text-slate-800">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {summary.moreErrors > 0 && <p className="text-sm text-slate-700">{fillText(T.moreErrors, { count: summary.moreErrors })}</p>}
    </div>
  );
}
