import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MAX_DAMAGE_PHOTOS, UPLOAD_LIMITS } from '../../../../shared/constants.ts';
import { REPORT_FORM as T } from '../../../../shared/report-form-strings.ts';
import { fillText } from '../../../../shared/strings.ts';
import { LAYANAN_DAMAGE } from '../../../../shared/layanan-damage-strings.ts';
import { LAYANAN_UPLOADS } from '../../../../shared/layanan-uploads-strings.ts';
import { Field } from '../../../components/form/field.tsx';
import { cn } from '../../../lib/cn.ts';

const LIMIT = UPLOAD_LIMITS.damagePhoto;

type Props = {
  photos: File[];
  onChange: (photos: File[]) => void;
  disabled: boolean;
  error?: string | undefined;
};

/**
 * Up to three photos (issue 15, item 2), each shown small so the reporter sees what they send; the
 * first is the cover. A photo over 10 MB or a fourth one is refused here at once, with its reason;
 * the server checks again and re-encodes each without its EXIF and GPS data.
 */
export function ReportPhotos({ photos, onChange, disabled, error: formError }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const add = (picked: File[]) => {
    const fits = picked.filter((f) => f.size <= LIMIT.maxBytes);
    const room = MAX_DAMAGE_PHOTOS - photos.length;
    if (fits.length < picked.length)
      setError(fillText(LAYANAN_UPLOADS.tooLarge, { kind: LAYANAN_DAMAGE.photoKind, max: LIMIT.maxBytes / (1024 * 1024) }));
    else if (fits.length > room) setError(T.tooManyPhotos);
    else setError(null);
    if (fits.length && room > 0) onChange([...photos, ...fits.slice(0, room)]);
    if (inputRef.current) inputRef.current.value = '';
  };

  // Photos picked before the page's scripts arrived are in the box but not yet in the form.
  useEffect(() => {
    const early = inputRef.current?.files;
    if (early?.length) add([...early]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = error ?? formError;
  const full = photos.length >= MAX_DAMAGE_PHOTOS;
  return (
    <Field label={T.photos} hint={T.photosHint} error={shown ?? undefined}>
      {(control) => (
        <>
          {photos.length > 0 && (
            <ul className="grid grid-cols-3 gap-2">
              {photos.map((photo, i) => (
                <li key={`${photo.name}-${photo.size}-${photo.lastModified}-${i}`} className="relative">
                  {previews[i] && (
                    <img
                      src={previews[i]}
                      alt={fillText(T.photoLabel, { n: i + 1 })}
                      className="aspect-[4/3] w-full rounded-md border border-slate-200 object-cover"
                    />
                  )}
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => {
                      setError(null);
                      onChange(photos.filter((_, j) => j !== i));
                    }}
                    aria-label={fillText(T.removePhoto, { n: i + 1 })}
                    className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-red-700 shadow ring-1 ring-slate-200 hover:bg-white"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={cn('flex', full && 'hidden')}>
            <input
              ref={inputRef}
              {...control}
              type="file"
              name="photos"
              multiple
              accept={LIMIT.accept}
              disabled={disabled || full}
              className="peer sr-only"
              onChange={(e) => add([...(e.target.files ?? [])])}
            />
            {/* A label, so that it opens the picker without JavaScript too. */}
            <label
              aria-hidden
              htmlFor={control.id}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:text-slate-600 hover:bg-slate-100"
            >
              <ImagePlus aria-hidden className="size-4" />
              {photos.length ? T.addPhoto : LAYANAN_UPLOADS.choose}
            </label>
          </div>
        </>
      )}
    </Field>
  );
}
