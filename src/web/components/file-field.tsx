import { Paperclip, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fillText } from '../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import { cn } from '../lib/cn.ts';
import { Field } from './form/field.tsx';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Props = {
  label: ReactNode;
  hint: string;
  accept: string;
  maxBytes: number;
  /** Names the file in the size message, as the server does ('Gagal mengunggah KTP: …'). */
  kind: string;
  required?: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Changing it empties the native input (after a successful submission). */
  resetKey?: number;
  disabled?: boolean;
  name?: string;
  /** A message from the form (e.g. a required file is missing); a size refusal here wins. */
  error?: string;
};

/**
 * A file input with its limits in the hint. A file over the limit is refused here at once, so the
 * citizen does not wait for an upload the server would refuse anyway; the server still decides.
 */
export function FileField({
  label,
  hint,
  accept,
  maxBytes,
  kind,
  required,
  file,
  onChange,
  resetKey,
  disabled,
  name,
  error: formError,
}: Props) {
  const [sizeError, setError] = useState<string | undefined>();
  const error = sizeError ?? (file ? undefined : formError);
  const [inputKey, setInputKey] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const take = (picked: File | null) => {
    if (picked && picked.size > maxBytes) {
      setError(fillText(LAYANAN_UPLOADS.tooLarge, { kind, max: maxBytes / (1024 * 1024) }));
      setInputKey((k) => k + 1);
      onChange(null);
      return;
    }
    setError(undefined);
    onChange(picked);
  };
  // A file picked (through the label) before React owned the server's HTML is in the box but not
  // in the form's state: take it on mount, through the same size check.
  useEffect(() => {
    const picked = inputRef.current?.files?.[0];
    if (picked && !file) take(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          {/* The native control stays (keyboard, screen readers, drag and drop) but its browser-language
              text is hidden behind our Indonesian button and file line. */}
          <input
            key={`${resetKey ?? 0}-${inputKey}`}
            ref={inputRef}
            {...control}
            name={name}
            type="file"
            accept={accept}
            disabled={disabled}
            className="peer sr-only"
            onChange={(e) => take(e.target.files?.[0] ?? null)}
          />
          <span
            aria-hidden
            onClick={() => inputRef.current?.click()}
            className={cn(
              'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm font-semibold text-brand-800 hover:bg-slate-100',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:border-slate-200 peer-disabled:bg-slate-100 peer-disabled:text-slate-600',
              error && 'border-red-600',
            )}
          >
            <Upload aria-hidden className="size-4" />
            {file ? LAYANAN_UPLOADS.change : LAYANAN_UPLOADS.choose}
          </span>
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
            {file ? (
              <>
                <Paperclip aria-hidden className="size-3.5 shrink-0" />
                <span className="truncate">{fillText(LAYANAN_UPLOADS.selected, { name: file.name, size: sizeText(file.size) })}</span>
              </>
            ) : (
              <span className="text-slate-500">{LAYANAN_UPLOADS.none}</span>
            )}
          </p>
        </div>
      )}
    </Field>
  );
}
