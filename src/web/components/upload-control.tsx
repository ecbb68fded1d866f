import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { UPLOAD } from '../../shared/upload-strings.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency.ts';
import { ERRORS } from '../../shared/strings.ts';
import { apiErrorFrom, ApiError } from '../lib/api-client.ts';
import { toast } from './ui/toast.tsx';

// Everything an upload needs (issue 13, item 10), in one small module so that a form's page loads one
// chunk for it: the request with its progress, the control, the bar (its code arrives only once an
// upload starts) and the word that a cancelled upload stored nothing.

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

export type UploadOptions = {
  signal?: AbortSignal | undefined;
  idempotencyKey?: string | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  method?: 'POST' | 'PUT';
};

/**
 * Sends a form with its files the way `call()` sends JSON (same cookie, Idempotency-Key and
 * Indonesian errors) but through XMLHttpRequest, whose upload events tell how far the body has gone
 * (fetch cannot, in every browser we serve). Aborting the signal stops the upload at once; the
 * server then stores nothing, since a request whose body never ended reaches no handler.
 */
export function uploadWithProgress<T>(url: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    if (opts.idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_HEADER, opts.idempotencyKey);
    xhr.upload.onprogress = (e) => opts.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    const abort = () => xhr.abort();
    opts.signal?.addEventListener('abort', abort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(apiErrorFrom(xhr.status, data));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK', ERRORS.network));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Unggahan dibatalkan', 'AbortError'));
    };
    if (opts.signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(form);
  });
}

/** A multipart body from a form's values; empty values (no file chosen) are left out, as the browser would. */
export function formDataOf(fields: Record<string, string | File | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined && value !== '') form.set(name, value);
  return form;
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
