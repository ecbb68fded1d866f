import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Plus, Save, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import {
  albumInputSchema,
  photoFormSchema,
  type AlbumDetail,
  type AlbumInput,
  type GalleryPhoto,
  type PhotoForm,
} from '../../../../shared/gallery-schemas.ts';
import { GALLERY as T } from '../../../../shared/gallery-strings.ts';
import type { ImageRef } from '../../../../shared/images.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextArea, TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { UploadProgressBar } from '../../../components/upload-progress.tsx';
import { isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { formDataOf, uploadWithProgress } from '../../../components/upload-request.ts';
import { call, callOptions, client, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const albums = client.admin.albums;
const LIST = '/admin/cms/albums';
const failed = (err: unknown) => toast({ title: T.saveFailed, description: errorMessage(err), variant: 'destructive' });

/** /admin/cms/albums: every album, and a new one by title and date. */
export function AlbumsListPage() {
  useDocumentTitle(T.adminTitle);
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: ['admin', 'albums'],
    queryFn: ({ signal }) => call(albums.$get({}, callOptions({ signal }))),
    staleTime: 0,
  });
  const form = useZodForm(albumInputSchema, { defaultValues: { title: '', albumDate: new Date().toISOString().slice(0, 10) } });
  const create = useMutation({
    mutationFn: (input: AlbumInput) => call(albums.$post({ json: input })),
    onSuccess: (album) => void navigate(`${LIST}/${album.id}`),
    onError: (err) => {
      applyServerErrors(form, err);
      failed(err);
    },
  });
  const submit = form.handleSubmit((input) => create.mutate(input));
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to="/admin/cms" label="CMS" look="admin" />
      <AdminPageHeader title={T.adminTitle} intro={T.adminIntro} />
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <Field label={T.albumTitle} required error={form.formState.errors.title?.message}>
          <TextInput maxLength={200} {...form.register('title')} />
        </Field>
        <Field label={T.albumDate} required error={form.formState.errors.albumDate?.message}>
          <TextInput type="date" {...form.register('albumDate')} />
        </Field>
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden className="size-4" />
          {T.newAlbum}
        </Button>
      </form>
      {list.isPending ? (
        <Spinner className="text-brand-700" />
      ) : !list.data?.length ? (
        <p className="text-slate-600">{T.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {list.data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <div className="h-16 w-24 overflow-hidden rounded-md bg-brand-50">
                {a.cover && <ResponsiveImage image={a.cover} alt="" sizes="96px" className="size-full object-cover" />}
              </div>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <Link to={`${LIST}/${a.id}`} className="font-semibold text-slate-900 hover:underline">
                  {a.title}
                </Link>
                <span className="text-sm text-slate-600">
                  {formatLongDate(`${a.albumDate}T12:00:00+08:00`)} · {T.photos(a.photoCount)} ·{' '}
                  {a.published ? <span className="font-medium text-emerald-800">Published</span> : <span>Draft</span>}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /admin/cms/albums/{id}: the album's fields, its photos in order (drag or buttons), cover, publish. */
export function AlbumEditorPage() {
  const { id = '' } = useParams();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const album = useQuery({
    queryKey: ['admin', 'albums', id],
    queryFn: ({ signal }) => call(albums[':id'].$get({ param: { id } }, callOptions({ signal }))),
    staleTime: 0,
  });
  useDocumentTitle(album.data?.title ?? T.adminTitle);
  const set = (a: AlbumDetail) => {
    qc.setQueryData(['admin', 'albums', id], a);
    void qc.invalidateQueries({ queryKey: ['admin', 'albums'], exact: true });
  };
  const remove = useMutation({
    mutationFn: () => call(albums[':id'].$delete({ param: { id } })),
    onSuccess: () => {
      toast({ title: T.deleted, variant: 'success' });
      void navigate(LIST);
    },
    onError: failed,
  });
  if (!album.data) return album.isError ? <p role="alert">{errorMessage(album.error)}</p> : <Spinner className="text-brand-700" />;
  const a = album.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink to={LIST} label={T.adminTitle} look="admin" />
      <h1 className="text-2xl font-bold text-brand-800">{a.title}</h1>
      <AlbumFields key={`${a.id}-${a.title}-${a.published}`} album={a} onSaved={set} />
      <section aria-labelledby="foto-album" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="foto-album" className="text-lg font-bold text-slate-900">
          {T.photos(a.photos.length)}
        </h2>
        <p className="text-sm text-slate-600">{T.dragHint}</p>
        <PhotoList album={a} onChanged={set} />
        <AddPhoto albumId={a.id} onAdded={set} />
      </section>
      <div>
        <Button
          variant="secondary"
          className="text-red-800"
          disabled={remove.isPending}
          onClick={() => window.confirm(T.deleteConfirm(a.title)) && remove.mutate()}
        >
          <Trash2 aria-hidden className="size-4" />
          {T.deleteAlbum}
        </Button>
      </div>
    </div>
  );
}

function AlbumFields({ album, onSaved }: { album: AlbumDetail; onSaved: (a: AlbumDetail) => void }) {
  const form = useZodForm(albumInputSchema, {
    defaultValues: { title: album.title, albumDate: album.albumDate, description: album.description, published: album.published },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    // The cover is chosen in the photo list, perhaps after this form was drawn: the album's own, as it is now.
    mutationFn: (input: AlbumInput) =>
      call(albums[':id'].$put({ param: { id: album.id }, json: { ...input, coverPhotoId: album.coverPhotoId } })),
    onSuccess: (a) => {
      toast({ title: T.saved, variant: 'success' });
      onSaved(a);
    },
    onError: (err) => {
      applyServerErrors(form, err);
      failed(err);
    },
  });
  const submit = form.handleSubmit((input) => save.mutate(input));
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field label={T.albumTitle} required error={errors.title?.message}>
          <TextInput maxLength={200} {...form.register('title')} />
        </Field>
        <Field label={T.albumDate} required error={errors.albumDate?.message}>
          <TextInput type="date" {...form.register('albumDate')} />
        </Field>
      </div>
      <Field label={T.description} error={errors.description?.message}>
        <TextArea rows={3} maxLength={2000} {...form.register('description')} />
      </Field>
      <Field label={T.published} check error={errors.published?.message}>
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register('published')} />
      </Field>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        <Save aria-hidden className="size-4" />
        {T.save}
      </Button>
    </form>
  );
}

function PhotoList({ album, onChanged }: { album: AlbumDetail; onChanged: (a: AlbumDetail) => void }) {
  const [dragged, setDragged] = useState<number | null>(null);
  const order = useMutation({
    mutationFn: (photoIds: string[]) => call(albums[':id'].photos.order.$put({ param: { id: album.id }, json: { photoIds } })),
    onSuccess: (a) => {
      toast({ title: T.reordered, variant: 'success' });
      onChanged(a);
    },
    onError: failed,
  });
  const act = useMutation({
    mutationFn: async (a: { kind: 'cover' | 'remove'; photo: GalleryPhoto }) =>
      a.kind === 'remove'
        ? call(albums[':id'].photos[':photoId'].$delete({ param: { id: album.id, photoId: a.photo.id } }))
        : call(
            albums[':id'].$put({
              param: { id: album.id },
              json: {
                title: album.title,
                albumDate: album.albumDate,
                description: album.description,
                published: album.published,
                coverPhotoId: a.photo.id,
              },
            }),
          ),
    onSuccess: onChanged,
    onError: failed,
  });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= album.photos.length || from === to) return;
    const ids = album.photos.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    order.mutate(ids);
  };
  const coverId = album.coverPhotoId ?? album.photos[0]?.id;
  return (
    <ol className="grid gap-2">
      {album.photos.map((p, i) => (
        <li
          key={p.id}
          draggable
          onDragStart={() => setDragged(i)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => {
            if (dragged !== null) move(dragged, i);
            setDragged(null);
          }}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-2"
        >
          <GripVertical aria-hidden className="size-5 cursor-grab text-slate-400" />
          <div className="h-14 w-20 overflow-hidden rounded bg-brand-50">
            <ResponsiveImage image={p.image} alt="" sizes="80px" className="size-full object-cover" />
          </div>
          <div className="grid min-w-[10rem] flex-1 text-sm">
            <span className="font-medium text-slate-900">
              {i + 1}. {p.caption || p.alt}
            </span>
            <span className="truncate text-xs text-slate-600">
              {T.alt}: {p.alt}
            </span>
          </div>
          <div className="flex w-full flex-wrap items-center justify-end gap-2 sm:w-auto">
            {p.id === coverId ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                <Star aria-hidden className="size-3.5" />
                {T.isCover}
              </span>
            ) : (
              <Button variant="ghost" className="min-h-9 px-2 text-xs" onClick={() => act.mutate({ kind: 'cover', photo: p })}>
                {T.makeCover}
              </Button>
            )}
            <Button
              variant="secondary"
              className="min-h-9 px-2"
              aria-label={T.moveUp(i + 1)}
              disabled={i === 0 || order.isPending}
              onClick={() => move(i, i - 1)}
            >
              <ArrowUp aria-hidden className="size-4" />
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 px-2"
              aria-label={T.moveDown(i + 1)}
              disabled={i === album.photos.length - 1 || order.isPending}
              onClick={() => move(i, i + 1)}
            >
              <ArrowDown aria-hidden className="size-4" />
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 px-2 text-red-800"
              aria-label={T.removePhoto(i + 1)}
              onClick={() => act.mutate({ kind: 'remove', photo: p })}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** One photo at a time: the file (sent with a progress bar), its alt text (required), caption and credit. */
function AddPhoto({ albumId, onAdded }: { albumId: string; onAdded: (a: AlbumDetail) => void }) {
  const form = useZodForm(photoFormSchema, { defaultValues: { file: null, alt: '', caption: '', credit: '' } });
  const errors = form.formState.errors;
  // Changing it empties the native file input once the photo is in the album.
  const [resetKey, setResetKey] = useState(0);
  const control = useUploadControl();
  const add = useMutation({
    mutationFn: async ({ file, ...texts }: PhotoForm) => {
      const image = await uploadWithProgress<ImageRef>(
        '/api/admin/images?purpose=gallery',
        formDataOf({ image: file }),
        control.begin(),
      ).finally(control.end);
      return call(albums[':id'].photos.$post({ param: { id: albumId }, json: { imageId: image.id, ...texts } }));
    },
    onSuccess: (a) => {
      onAdded(a);
      // The credit stays: the next photo is usually the same photographer's.
      form.reset({ ...form.getValues(), file: null, alt: '', caption: '' });
      setResetKey((k) => k + 1);
    },
    onError: (err) => {
      if (isAbort(err)) return toastUploadCancelled();
      applyServerErrors(form, err);
      failed(err);
    },
  });
  const submit = form.handleSubmit((input) => add.mutate(input));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{T.addPhotos}</h3>
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <FileField
            label="Foto"
            hint="JPG, PNG atau WEBP, maksimal 10 MB. Data lokasi (EXIF) dihapus."
            accept={UPLOAD_LIMITS.publicImage.accept}
            maxBytes={UPLOAD_LIMITS.publicImage.maxBytes}
            kind="foto"
            required
            file={field.value ?? null}
            onChange={field.onChange}
            resetKey={resetKey}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={T.alt} required error={errors.alt?.message}>
          <TextInput maxLength={300} {...form.register('alt')} />
        </Field>
        <Field label={T.caption} error={errors.caption?.message}>
          <TextInput maxLength={300} {...form.register('caption')} />
        </Field>
        <Field label={T.credit} error={errors.credit?.message}>
          <TextInput maxLength={200} {...form.register('credit')} />
        </Field>
      </div>
      <UploadProgressBar progress={control.progress} onCancel={control.cancel} />
      <button type="submit" disabled={add.isPending} className={buttonClass('primary', 'justify-self-start')}>
        <ImagePlus aria-hidden className="size-4" />
        {T.addPhotos}
      </button>
    </form>
  );
}
