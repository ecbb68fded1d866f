import { X } from 'lucide-react';
import { UPLOAD } from '../../shared/upload-strings.ts';
import type { UploadProgress as Progress } from './upload-control.tsx';
import { Button } from './ui/button.tsx';

/**
 * The bar under a form while its files go up: the percentage in words and as a progressbar a screen
 * reader announces, and "Batalkan unggahan". Once every byte is sent, the server is still saving:
 * the bar says so and can no longer be cancelled.
 */
export function UploadProgressBar({ progress, onCancel }: { progress: Progress | null; onCancel: () => void }) {
  if (!progress) return null;
  const percent = progress.total > 0 ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : 0;
  const sent = progress.total > 0 && progress.loaded >= progress.total;
  return (
    <div className="grid gap-2 rounded-lg border border-brand-100 bg-brand-50/60 p-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span aria-live="polite" className="font-medium text-brand-900">
          {sent ? UPLOAD.finishing : UPLOAD.uploading(percent)}
        </span>
        {!sent && (
          <Button type="button" variant="ghost" className="min-h-9 px-2 text-red-800 hover:bg-red-50" onClick={onCancel}>
            <X aria-hidden className="size-4" />
            {UPLOAD.cancel}
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={UPLOAD.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={sent ? UPLOAD.finishing : UPLOAD.uploading(percent)}
        className="h-2.5 overflow-hidden rounded-full bg-white ring-1 ring-brand-100"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-200" style={{ width: `${sent ? 100 : percent}%` }} />
      </div>
    </div>
  );
}
