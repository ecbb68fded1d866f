// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency.ts';
import { COMMON, ERRORS } from '../../shared/strings.ts';
import { ApiError } from '../lib/api-client.ts';
import { isAbort } from './upload-control.tsx';
import { formDataOf, uploadWithProgress } from './upload-request.ts';

afterEach(() => vi.unstubAllGlobals());

/** The browser's XMLHttpRequest, replaced by one the test drives: progress, answer, network failure. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const form = () => formDataOf({ subject: 'Surat', empty: '', none: null, attachment: new File(['x'], 'a.pdf') });

describe('uploadWithProgress', () => {
  it('sends the form with the Idempotency-Key, reports progress and gives the JSON answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const pending = uploadWithProgress<{ trackingCode: string }>('/api/sirekanan', form(), {
      idempotencyKey: 'kunci-1',
      onProgress: (p) => seen.push(Math.round((p.loaded / p.total) * 100)),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers[IDEMPOTENCY_HEADER], xhr.withCredentials]).toEqual([
      'POST',
      '/api/sirekanan',
      'kunci-1',
      true,
    ]);
    expect([...(xhr.body as FormData).keys()]).toEqual(['subject', 'attachment']);
    xhr.upload.onprogress?.({ loaded: 25, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
    xhr.answer(201, '{"trackingCode":"SRK-2026-ABCDEF"}');
    await expect(pending).resolves.toEqual({ trackingCode: 'SRK-2026-ABCDEF' });
    expect(seen).toEqual([25, 100]);
  });

  it("throws the server's Indonesian error, or the generic sentence for an answer not ours", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = uploadWithProgress('/api/ujilab', form());
    FakeXhr.last.answer(413, '{"error":{"code":"TOO_LARGE","message":"Gagal mengunggah KTP: ukuran maksimal 2 MB.","fields":{"ktp":"x"}}}');
    const err = (await refused.catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message, err.fields]).toEqual([
      413,
      'TOO_LARGE',
      'Gagal mengunggah KTP: ukuran maksimal 2 MB.',
      { ktp: 'x' },
    ]);

    const proxy = uploadWithProgress('/api/ujilab', form());
    FakeXhr.last.answer(502, '<html>Bad Gateway</html>');
    expect(((await proxy.catch((e: unknown) => e)) as ApiError).message).toBe(COMMON.genericError);

    const offline = uploadWithProgress('/api/ujilab', form());
    FakeXhr.last.onerror?.();
    expect(((await offline.catch((e: unknown) => e)) as ApiError).message).toBe(ERRORS.network);
  });

  it('sends nothing when its signal is already aborted, and tells an unknown total as 0', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const gone = AbortSignal.abort();
    const err = await uploadWithProgress('/api/sirekanan', form(), { signal: gone }).catch((e: unknown) => e);
    expect(isAbort(err)).toBe(true);
    expect(FakeXhr.last.body).toBeUndefined();

    const seen: Array<{ loaded: number; total: number }> = [];
    const pending = uploadWithProgress('/api/sirekanan', form(), { onProgress: (p) => seen.push(p) });
    FakeXhr.last.upload.onprogress?.({ loaded: 10, total: 0, lengthComputable: false });
    FakeXhr.last.answer(201, '{}');
    await pending;
    expect(seen).toEqual([{ loaded: 10, total: 0 }]);
  });

  it('lets go of its signal once answered: a later abort touches nothing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = uploadWithProgress('/api/sirekanan', form(), { signal: controller.signal });
    FakeXhr.last.answer(201, '{"trackingCode":"SRK-2026-ABCDEF"}');
    await pending;
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(false);
  });

  it('stops the upload when its signal aborts, and says it was an abort', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = uploadWithProgress('/api/damage-reports', form(), { signal: controller.signal });
    controller.abort();
    const err = await pending.catch((e: unknown) => e);
    expect(FakeXhr.last.aborted).toBe(true);
    expect(isAbort(err)).toBe(true);
  });
});
