import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { UPLOAD } from '../../shared/upload-strings.ts';
import { toast } from './ui/toast.tsx';

// What a form needs around an upload (issue 13, item 10): the control, the bar (its code arrives only
// once an upload starts) and the word that a cancelled upload stored nothing. The request itself is in
// upload-request.ts, which the public forms load when they send.

const Bar = lazy(() => import('./upload-progress.tsx').then((m) => ({ default: m.UploadProgressBar })));

/** UploadProgressBar, loaded when there is something to show. */
export function LazyUploadProgressBar(props: { progress: UploadProgress | null; onCancel: () => void }) {
  if (!props.progress) return null;
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}

/** "Unggahan dibatalkan": nothing was stored, the form keeps what was typed. */
export const toastUploadCancelled = () => toast({ title: UPLOAD.cancelled, description: UPLOAD.cancelledDescription, variant: 'info' });

/**
 * A form's upload in progress: `begin()` before sending gives the signal and progress callback to
 * pass to uploadWithProgress, `cancel()` stops it, `progress` is null when nothing is being sent.
 */
export function useUploadControl() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const begin = useCallback(() => {
    controller.current = new AbortController();
    setProgress({ loaded: 0, total: 0 });
    return { signal: controller.current.signal, onProgress: setProgress };
  }, []);
  const end = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, begin, end, cancel };
}

/** Bytes sent of the request body so far; `total` 0 until the browser knows it. */
export type UploadProgress = { loaded: number; total: number };

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
