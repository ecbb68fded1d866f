import { ARTICLE_ALT_MAX } from '../../../../shared/cms-schemas.ts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { ARTICLE } from '../../../../shared/article-strings.ts';
import { UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import type { ImageRef } from '../../../../shared/images.ts';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/form/field.tsx';
import { TextInput } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { isAbort, toastUploadCancelled } from '../../../components/upload-control.tsx';
import { UploadProgressBar } from '../../../components/upload-progress.tsx';
import { useImageUpload } from './image-dialog.tsx';

/**
 * "Gambar Sampul": upload (the server cuts it to the cards' 16:9 and strips its EXIF), see it as the
 * cards will, replace or remove it; its alt text is required while there is one.
 */
export function CoverField({
  cover,
  alt,
  altError,
  disabled,
  onCover,
  onAlt,
}: {
  cover: ImageRef | null;
  alt: string;
  altError?: string | undefined;
  disabled?: boolean;
  onCover: (cover: ImageRef | null) => void;
  onAlt: (alt: string) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useImageUpload('cover');
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_LIMITS.publicImage.maxBytes) {
      toast({ title: ARTICLE.uploadFailed, description: ARTICLE.coverHint, variant: 'destructive' });
      return;
    }
    try {
      onCover(await upload.mutateAsync(file));
    } catch (err) {
      if (isAbort(err)) toastUploadCancelled();
      else toast({ title: ARTICLE.uploadFailed, description: errorMessage(err), variant: 'destructive' });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">{ARTICLE.cover}</legend>
      <p id={`${inputId}-hint`} className="text-xs text-slate-600">
        {ARTICLE.coverHint}
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-[16rem_1fr]">
        <div className="aspect-[16/9] w-full overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 sm:w-64">
          {upload.isPending ? (
            <div className="flex size-full items-center justify-center gap-2 text-sm text-slate-600">
              <Spinner className="text-brand-700" /> {ARTICLE.uploading}
            </div>
          ) : cover ? (
            <ResponsiveImage image={cover} alt={alt} sizes="256px" className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-slate-400">
              <ImageUp aria-hidden className="size-8" />
            </div>
          )}
        </div>
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={UPLOAD_LIMITS.publicImage.accept}
              className="sr-only"
              aria-describedby={`${inputId}-hint`}
              disabled={disabled || upload.isPending}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
            <label
              htmlFor={inputId}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 has-[:focus-visible]:ring-2"
            >
              <ImageUp aria-hidden className="size-4" />
              {cover ? ARTICLE.coverReplace : ARTICLE.coverUpload}
            </label>
            {cover && (
              <Button variant="secondary" disabled={disabled} onClick={() => onCover(null)}>
                <Trash2 aria-hidden className="size-4" />
                {ARTICLE.coverRemove}
              </Button>
            )}
          </div>
          <UploadProgressBar progress={upload.control.progress} onCancel={upload.control.cancel} />
          {cover && (
            <Field label={ARTICLE.coverAlt} hint={ARTICLE.coverAltHint} error={altError} required>
              <TextInput value={alt} onChange={(e) => onAlt(e.target.value)} maxLength={ARTICLE_ALT_MAX} disabled={disabled} />
            </Field>
          )}
        </div>
      </div>
    </fieldset>
  );
}
