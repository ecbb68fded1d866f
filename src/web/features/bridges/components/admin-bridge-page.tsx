import { Camera, Info, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { BRIDGE_PHOTOS_MAX, ELEMEN_JEMBATAN, ELEMEN_LABEL, JENIS_INSPEKSI_LABEL, NK_MEANING } from '../../../../shared/bridge-bms.ts';
import { STATUS_JALAN_LABEL } from '../../../../shared/bridge-status.ts';
import type { BridgeAdminDetail, BridgePhotoItem, InspectionItem } from '../../../../shared/bridge-inspection-schemas.ts';
import { BRIDGE_INSPECTIONS } from '../../../../shared/bridge-inspection-strings.ts';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { BRIDGE_PAGE as P, bridgeRoadPlace } from '../../../../shared/bridge-page-strings.ts';
import { LAYANAN_BRIDGES } from '../../../../shared/layanan-bridges-strings.ts';
import { can } from '../../../../shared/roles.ts';
import { fillText } from '../../../../shared/strings.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { isAbort, LazyUploadProgressBar, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { formDataOf } from '../../../components/upload-request.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-core.ts';
import { formatLongDate, formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { uploadBridgePhotos, useAdoptDetail, useBridgeAdmin, useDeleteInspection, useDeletePhoto } from '../api/bridge-inspections.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { InspectionFormDialog } from './inspection-form-dialog.tsx';
import { KondisiBadge } from './kondisi-badge.tsx';

const T = BRIDGE_INSPECTIONS;
const B = LAYANAN_BRIDGES;
const THUMB_SIZES = '(min-width: 640px) 200px, 45vw';

/** /admin/jembatantif/:id: a bridge's data, photos and inspection history (issue 17). Staff of the services read; bridges.write changes. */
export default function AdminBridgePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const canWrite = can(user?.role, 'bridges.write');
  const detail = useBridgeAdmin(id);
  useErrorToast(detail.error, T.loadFailedTitle);
  useDocumentTitle(detail.data ? `${detail.data.bridge.nama} – ${T.pageTitle}` : T.pageTitle);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6">
      <BackLink to="/admin/jembatantif" label={T.back} look="admin" />
      {detail.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-brand-700" />
        </div>
      ) : !detail.data ? (
        <p className="py-12 text-center text-sm text-slate-600">{detail.error?.message ?? T.loadFailedTitle}</p>
      ) : (
        <BridgeDetail data={detail.data} canWrite={canWrite} />
      )}
    </div>
  );
}

function BridgeDetail({ data, canWrite }: { data: BridgeAdminDetail; canWrite: boolean }) {
  const { bridge, inspections } = data;
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<InspectionItem | null>(null);
  return (
    <>
      <header className="grid gap-3 sm:flex sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{T.pageTitle}</p>
          <h1 className="text-2xl font-bold break-words text-brand-800">{bridge.nama}</h1>
          <p className="mt-1 text-slate-600">{bridge.lokasi}</p>
        </div>
        <div className="grid gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:min-w-56" data-testid="kondisi-sekarang">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{T.kondisiNow}</p>
          <div>
            <KondisiBadge kondisi={bridge.kondisi} />
          </div>
          <p className="text-xs text-slate-600">{inspections.length > 0 ? T.kondisiFromLatest : T.kondisiTyped}</p>
        </div>
      </header>

      {!canWrite && (
        <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {T.readOnlyNote}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <BridgeData bridge={bridge} ruas={data.ruas} />
        <BridgePhotos data={data} canWrite={canWrite} />
      </div>

      <section aria-labelledby="riwayat-inspeksi" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="riwayat-inspeksi" className="text-xl font-bold text-slate-900">
              {T.historyHeading}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{T.historyIntro}</p>
          </div>
          {canWrite && (
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <Plus aria-hidden className="size-4" />
              {T.add}
            </Button>
          )}
        </div>
        {inspections.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">{T.empty}</p>
        ) : (
          <ol className="grid gap-4" aria-label={T.historyHeading}>
            {inspections.map((inspection, i) => (
              <InspectionCard
                key={inspection.id}
                bridgeId={bridge.id}
                inspection={inspection}
                latest={i === 0}
                canWrite={canWrite}
                onEdit={() => {
                  setEditing(inspection);
                  setFormOpen(true);
                }}
              />
            ))}
          </ol>
        )}
      </section>

      {canWrite && <InspectionFormDialog open={formOpen} onOpenChange={setFormOpen} bridge={bridge} inspection={editing} />}
    </>
  );
}

function BridgeData({ bridge, ruas }: { bridge: BridgeAdminDetail['bridge']; ruas: BridgeAdminDetail['ruas'] }) {
  const metres = (n: number | null) => (n == null ? T.notSet : `${formatNumber(n)} m`);
  const rows: Array<[string, ReactNode]> = [
    [B.lokasi, bridge.lokasi],
    [B.kabupaten, bridge.kabupaten ?? T.notSet],
    [P.letakRuas, bridgeRoadPlace(ruas, bridge.sta) ?? T.notSet],
    [P.ruasJalan, bridge.ruasJalan ?? T.notSet],
    [B.statusJalan, bridge.statusJalan ? STATUS_JALAN_LABEL[bridge.statusJalan] : T.notSet],
    [B.tahunBangun, bridge.tahunBangun],
    [B.tipe, bridge.tipe ?? T.notSet],
    [P.panjang, metres(bridge.panjang)],
    [P.lebar, metres(bridge.lebar)],
    [P.jumlahBentang, bridge.jumlahBentang ?? T.notSet],
    [
      T.coordinates,
      bridge.latitude != null && bridge.longitude != null
        ? `${formatNumber(bridge.latitude)}, ${formatNumber(bridge.longitude)}`
        : T.notSet,
    ],
  ];
  return (
    <section aria-labelledby="data-jembatan" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="data-jembatan" className="text-lg font-bold text-slate-900">
        {T.dataHeading}
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 sm:contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BridgePhotos({ data, canWrite }: { data: BridgeAdminDetail; canWrite: boolean }) {
  const { bridge, photos } = data;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadControl();
  const adopt = useAdoptDetail(bridge.id);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState<BridgePhotoItem | null>(null);
  const remove = useDeletePhoto(bridge.id);
  const full = photos.length >= BRIDGE_PHOTOS_MAX;

  const send = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (photos.length + chosen.length > BRIDGE_PHOTOS_MAX) {
      toast({ title: T.photoFailedTitle, description: full ? T.photosFull : T.photosTooMany, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      adopt(await uploadBridgePhotos(bridge.id, formDataOf({ foto: chosen }), upload.begin()));
      toast({ title: T.photosAddedTitle, description: fillText(T.photosAdded, { count: chosen.length }), variant: 'success' });
    } catch (err) {
      if (isAbort(err)) toastUploadCancelled();
      else toast({ title: T.photoFailedTitle, description: errorMessage(err), variant: 'destructive' });
    } finally {
      upload.end();
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby="foto-jembatan"
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="foto-jembatan" className="text-lg font-bold text-slate-900">
          {T.photosHeading}
        </h2>
        <p className="text-sm text-slate-600">{fillText(T.photosCount, { count: photos.length, max: BRIDGE_PHOTOS_MAX })}</p>
      </div>
      {photos.length === 0 ? (
        <p className="text-sm text-slate-600">{T.photosEmpty}</p>
      ) : (
        <PhotoGrid
          photos={photos}
          alt={(n) => fillText(T.photoAlt, { nama: bridge.nama, n })}
          onDelete={canWrite ? setDeleting : undefined}
        />
      )}
      {canWrite && (
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {T.photosInputLabel}
          </label>
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            multiple
            accept={UPLOAD_LIMITS.publicImage.accept}
            disabled={sending || full}
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const chosen = Array.from(e.target.files ?? []);
              e.target.value = '';
              void send(chosen);
            }}
          />
          <div>
            <Button variant="secondary" disabled={sending || full} aria-busy={sending} onClick={() => inputRef.current?.click()}>
              {sending ? <Spinner className="size-4" /> : <Camera aria-hidden className="size-4" />}
              {sending ? T.photosUploading : T.photosUpload}
            </Button>
          </div>
          {full && <p className="text-xs text-slate-600">{T.photosFull}</p>}
          <LazyUploadProgressBar progress={upload.progress} onCancel={upload.cancel} />
        </div>
      )}
      <ConfirmDeleteDialog
        open={deleting != null}
        title={T.photoDeleteTitle}
        description={T.photoDeleteDescription}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { photoId: deleting.photoId },
            {
              onSuccess: () => toast({ title: T.photoDeletedTitle, description: T.photoDeleted, variant: 'success' }),
              onError: (err) => toast({ title: T.deleteFailedTitle, description: errorMessage(err), variant: 'destructive' }),
              onSettled: () => setDeleting(null),
            },
          )
        }
      />
    </section>
  );
}

function PhotoGrid({
  photos,
  alt,
  onDelete,
  wide = false,
}: {
  photos: BridgePhotoItem[];
  alt: (n: number) => string;
  onDelete?: (p: BridgePhotoItem) => void;
  /** In a full-width card (the history): more, smaller photos a row. */
  wide?: boolean;
}) {
  return (
    <ul className={wide ? 'grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6' : 'grid grid-cols-2 gap-2 sm:grid-cols-3'}>
      {photos.map((p, i) => (
        <li key={p.photoId} className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          <a href={`/images/${p.id}/${p.width}`} target="_blank" rel="noopener noreferrer" className="block">
            <ResponsiveImage image={p} alt={alt(i + 1)} sizes={THUMB_SIZES} className="aspect-[4/3] w-full object-cover" />
          </a>
          {onDelete && (
            <button
              type="button"
              onClick={() => onDelete(p)}
              aria-label={fillText(T.photoDelete, { n: i + 1 })}
              title={fillText(T.photoDelete, { n: i + 1 })}
              className="absolute top-1.5 right-1.5 inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-red-700 shadow ring-1 ring-slate-300 hover:bg-red-50"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function InspectionCard({
  bridgeId,
  inspection,
  latest,
  canWrite,
  onEdit,
}: {
  bridgeId: string;
  inspection: InspectionItem;
  latest: boolean;
  canWrite: boolean;
  onEdit: () => void;
}) {
  const tanggal = formatLongDate(`${inspection.inspectedAt}T12:00:00+08:00`);
  const [confirming, setConfirming] = useState(false);
  const [deletingPhoto, setDeletingPhoto] = useState<BridgePhotoItem | null>(null);
  const remove = useDeleteInspection(bridgeId);
  const removePhoto = useDeletePhoto(bridgeId);
  const scored = ELEMEN_JEMBATAN.filter((e) => inspection.elements[e] !== null);
  const nk = inspection.nilaiKondisi;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="inspeksi">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <time dateTime={inspection.inspectedAt} className="text-base font-bold text-slate-900">
              {tanggal}
            </time>
            {latest && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                {T.latest}
              </span>
            )}
          </p>
          <p className="text-sm text-slate-700">{JENIS_INSPEKSI_LABEL[inspection.jenis] ?? inspection.jenis}</p>
        </div>
        {canWrite && (
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              onClick={onEdit}
              aria-label={fillText(T.edit, { tanggal })}
              title={fillText(T.edit, { tanggal })}
              className="inline-flex size-10 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50"
            >
              <Pencil aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label={fillText(T.delete, { tanggal })}
              title={fillText(T.delete, { tanggal })}
              className="inline-flex size-10 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </div>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        {nk !== null && (
          <p className="text-sm text-slate-900">
            <span className="font-bold">{fillText(T.nkShort, { nk })}</span> <span className="text-slate-700">– {NK_MEANING[nk]}</span>
          </p>
        )}
        <KondisiBadge kondisi={inspection.kondisi} />
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">{T.inspectorShort}</dt>
          <dd className="text-slate-900">{inspection.inspector ?? T.notSet}</dd>
        </div>
        {scored.length > 0 && (
          <div>
            <dt className="font-medium text-slate-600">{T.elementsHeading}</dt>
            <dd>
              <ul className="flex flex-wrap gap-1.5 pt-0.5">
                {scored.map((e) => (
                  <li key={e} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                    {ELEMEN_LABEL[e]}: <span className="font-semibold">{inspection.elements[e]}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {inspection.notes && (
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-600">{T.notesHeading}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{inspection.notes}</dd>
          </div>
        )}
      </dl>
      {inspection.photos.length > 0 && (
        <div className="mt-3 grid gap-2">
          <p className="text-sm font-medium text-slate-600">{T.photosOfInspection}</p>
          <PhotoGrid
            photos={inspection.photos}
            wide
            alt={(n) => fillText(T.inspectionPhotoAlt, { tanggal, n })}
            onDelete={canWrite ? setDeletingPhoto : undefined}
          />
        </div>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        title={T.deleteTitle}
        description={fillText(T.deleteDescription, { tanggal })}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(inspection.id, {
            onSuccess: (d) =>
              toast({ title: T.deletedTitle, description: fillText(T.deleted, { kondisi: d.bridge.kondisi }), variant: 'success' }),
            onError: (err) => toast({ title: T.deleteFailedTitle, description: errorMessage(err), variant: 'destructive' }),
            onSettled: () => setConfirming(false),
          })
        }
      />
      <ConfirmDeleteDialog
        open={deletingPhoto != null}
        title={T.photoDeleteTitle}
        description={T.photoDeleteDescription}
        busy={removePhoto.isPending}
        onClose={() => setDeletingPhoto(null)}
        onConfirm={() =>
          deletingPhoto &&
          removePhoto.mutate(
            { photoId: deletingPhoto.photoId, inspectionId: inspection.id },
            {
              onSuccess: () => toast({ title: T.photoDeletedTitle, description: T.photoDeleted, variant: 'success' }),
              onError: (err) => toast({ title: T.deleteFailedTitle, description: errorMessage(err), variant: 'destructive' }),
              onSettled: () => setDeletingPhoto(null),
            },
          )
        }
      />
    </li>
  );
}
