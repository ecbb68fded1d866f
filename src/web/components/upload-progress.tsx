import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { UPLOAD } from '../../shared/upload-strings.ts';
import type { UploadProgress as Progress } from './upload-control.tsx';
import { Button } from './ui/button.tsx';

/** How long "Batalkan unggahan" waits before it takes a click (below). */
export const CANCEL_ARMS_AFTER_MS = 600;

/**
 * False for a moment after the bar appears: the bar pushes the send button down and its cancel
 * button can land right under the finger or pointer that just sent, where a double click's second
 * click would cancel the upload it started.
 */
function useArmed(): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), CANCEL_ARMS_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return armed;
}

/**
 * The bar under a form while its files go up: the percentage in words and as a progressbar (a screen
 * reader hears it a quarter at a time), and "Batalkan unggahan". Once every byte is sent, the server
 * is still saving: the bar says so and can no longer be cancelled. `progress` null renders nothing.
 */
export function UploadProgressBar({ progress, onCancel }: { progress: Progress | null; onCancel: () => void }) {
  // Mounted anew for each upload, so that the cancel button's pause starts with it.
  return progress ? <Bar progress={progress} onCancel={onCancel} /> : null;
}

function Bar({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const armed = useArmed();
  const percent = progress.total > 0 ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : 0;
  const sent = progress.total > 0 && progress.loaded >= progress.total;
  const text = sent ? UPLOAD.finishing : UPLOAD.uploading(percent);
  // Progress events come up to 20 times a second: a screen reader hears a quarter at a time, not each percent.
  const spoken = sent ? UPLOAD.finishing : UPLOAD.uploading(Math.floor(percent / 25) * 25);
  return (
    <div className="@container rounded-lg border border-brand-100 bg-brand-50/60 p-3">
      <span aria-live="polite" className="sr-only">
        {spoken}
      </span>
      {/* Narrow (a phone, a side panel): words, bar, then the button on its own line; wider: the button beside the words. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span aria-hidden className="text-sm font-medium whitespace-nowrap text-brand-900 tabular-nums">
          {text}
        </span>
        <div
          role="progressbar"
          aria-label={UPLOAD.label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={text}
          className="order-2 h-2.5 basis-full overflow-hidden rounded-full bg-white ring-1 ring-brand-100 @xs:order-3"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width] duration-200" style={{ width: `${sent ? 100 : percent}%` }} />
        </div>
        {!sent && (
          <Button
            type="button"
            variant="ghost"
            disabled={!armed}
            className="order-3 ml-auto min-h-9 px-2 whitespace-nowrap text-red-800 hover:bg-red-50 @xs:order-2"
            onClick={onCancel}
          >
            <X aria-hidden className="size-4" />
            {UPLOAD.cancel}
          </Button>
        )}
      </div>
    </div>
  );
}
