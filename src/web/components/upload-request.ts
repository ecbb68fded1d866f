import { IDEMPOTENCY_HEADER } from '../../shared/idempotency.ts';
import { ERRORS } from '../../shared/strings.ts';
import { apiErrorFrom, ApiError } from '../lib/api-client.ts';
import type { UploadProgress } from './upload-control.tsx';

/*
 * A form with its files sent with progress and a cancel (issue 13, item 10). With upload-control.tsx
 * (the hook, the bar, the cancel toast) and upload-progress.tsx (the bar itself), this is all a form
 * needs; a staff upload in the admin area uses it the same way:
 *
 *   const control = useUploadControl();
 *   try {
 *     const saved = await uploadWithProgress<Saved>('/api/…', formDataOf({ document: file }), {
 *       ...control.begin(), // signal + onProgress
 *       idempotencyKey,     // optional: public forms send useIdempotencyKey()'s key
 *     });
 *   } catch (err) {
 *     if (isAbort(err)) toastUploadCancelled(); // the form keeps its values
 *     else toast({ …, description: errorMessage(err) }); // ApiError, as call() throws
 *   } finally {
 *     control.end();
 *   }
 *   …
 *   <UploadProgressBar progress={control.progress} onCancel={control.cancel} />
 *
 * A public page imports this module when its form is sent, not with the page (the feature's api/
 * module: `loadForRequest(() => import('…/upload-request.ts'))`).
 */

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
      // Never shown: every form tells an abort by isAbort() and says UPLOAD.cancelled itself.
      reject(new DOMException('upload cancelled', 'AbortError'));
    };
    if (opts.signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(form);
  });
}

/** A multipart body from a form's values; empty values (no file chosen) are left out, as the browser would. */
export function formDataOf(fields: Record<string, string | File | File[] | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const file of value) form.append(name, file);
    else if (value !== null && value !== undefined && value !== '') form.set(name, value);
  }
  return form;
}
