import { ARTICLE_ALT_MAX, articleImageSchema } from '../../../../shared/cms-schemas.ts';
import { isAbort, toastUploadCancelled, useUploadControl } from '../../../components/upload-control.tsx';
import { formDataOf, uploadWithProgress } from '../../../components/upload-request.ts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { ARTICLE } from '../../../../shared/article-strings.ts';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { defaultImageUrl, type ImageRef } from '../../../../shared/images.ts';
import { FileField } from '../../../components/file-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { Field } from '../../../components/form/field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { UploadProgressBar } from '../../../components/upload-progress.tsx';

/**
 * Sends a picture to the portal's image store (sniffed, EXIF removed, sizes made on the server),
 * with the progress bar and cancel of every upload (`control`).
 */
export function useImageUpload(purpose: 'cover' | 'inline') {
  const control = useUploadControl();
  const mutation = useMutation({
    mutationFn: (file: File) =>
      uploadWithProgress<ImageRef>(`/api/admin/images?purpose=${purpose}`, formDataOf({ image: file }), control.begin()).finally(
        control.end,
      ),
  });
  return Object.assign(mutation, { control });
}

export type InsertedImage = { src: string; width: number; height: number; alt: string; caption: string };

/**
 * "Sisipkan gambar": a file (or the one just pasted), its alt text (required) and an optional
 * caption; the picture goes to the portal first, and only its address goes into the article. Opened
 * with a new `key` each time, so it starts empty.
 */
export function ImageDialog({
  open,
  onOpenChange,
  initialFile,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialFile: File | null;
  onInsert: (image: InsertedImage) => void;
}) {
  const form = useZodForm(articleImageSchema, { defaultValues: { file: initialFile, alt: '', caption: '' } });
  const { errors } = form.formState;
  const upload = useImageUpload('inline');
  const formId = useId();

  const submit = form.handleSubmit(async ({ file, alt, caption }) => {
    try {
      const image = await upload.mutateAsync(file);
      onInsert({ src: defaultImageUrl(image), width: image.width, height: image.height, alt, caption });
      onOpenChange(false);
    } catch (err) {
      if (isAbort(err)) toastUploadCancelled();
      // Not a box's: said above the buttons, and gone with the next try (react-hook-form clears `root` on submit).
      else form.setError('root', { message: errorMessage(err) });
    }
  });

  return (
    // While the picture goes up the dialog stays open: otherwise it would land in the article after
    // all. "Batalkan unggahan" stops it.
    <ModalDialog
      open={open}
      onOpenChange={(o) => !upload.isPending && onOpenChange(o)}
      title={ARTICLE.imageDialogTitle}
      description={ARTICLE.imageHint}
      width="lg"
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          // The dialog is drawn in a portal, but React still bubbles its submit to the article's form.
          e.stopPropagation();
          void submit(e);
        }}
        className="grid gap-4"
      >
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileField
              label={ARTICLE.imageFile}
              hint=""
              accept={UPLOAD_LIMITS.publicImage.accept}
              maxBytes={UPLOAD_LIMITS.publicImage.maxBytes}
              kind={ARTICLE.imageFile.toLowerCase()}
              required
              file={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Field label={ARTICLE.imageAlt} hint={ARTICLE.coverAltHint} error={errors.alt?.message} required>
          <TextInput maxLength={ARTICLE_ALT_MAX} {...form.register('alt')} />
        </Field>
        <Field label={ARTICLE.imageCaption} error={errors.caption?.message}>
          <TextInput maxLength={ARTICLE_ALT_MAX} {...form.register('caption')} />
        </Field>
        <UploadProgressBar progress={upload.control.progress} onCancel={upload.control.cancel} />
        {errors.root && (
          <p role="alert" className="text-sm text-red-800">
            {ARTICLE.uploadFailed}: {errors.root.message}
          </p>
        )}
        <FormActions onCancel={() => onOpenChange(false)} cancel={ARTICLE.cancel} busy={upload.isPending}>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending && <Spinner />}
            {upload.isPending ? ARTICLE.uploading : ARTICLE.imageInsert}
          </Button>
        </FormActions>
      </form>
    </ModalDialog>
  );
}
