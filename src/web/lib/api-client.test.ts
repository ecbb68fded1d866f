// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency.ts';
import { COMMON, ERRORS } from '../../shared/strings.ts';
import { ApiError, call, callOptions, client, errorMessage, loadForRequest } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Call = { url: string; init: RequestInit };

/** The browser's fetch, replaced by one that records each call and answers with `answer()`. */
function serve(answer: () => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string | URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return answer();
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

const bridges = () => call(client.bridges.$get({ query: {} }));
const contact = { name: 'Andi', email: 'andi@contoh.id', subject: 'Jalan', message: 'Rusak' };

describe('call: the answer when the call works', () => {
  it('returns the JSON body of a 2xx answer, from the typed route’s address with its query', async () => {
    const calls = serve(() => json(200, { items: [{ id: 'a' }], total: 1 }));
    expect(await call(client.bridges.$get({ query: { q: 'mamuju', page: '2' } }))).toEqual({ items: [{ id: 'a' }], total: 1 });
    expect(calls[0]!.url).toBe('/api/bridges?q=mamuju&page=2');
  });

  it('returns null for an empty 204 answer', async () => {
    const calls = serve(() => new Response(null, { status: 204 }));
    expect(await call(client.admin.articles[':id'].$delete({ param: { id: 'a1' } }))).toBeNull();
    expect(calls[0]!).toMatchObject({ url: '/api/admin/articles/a1', init: { method: 'DELETE' } });
  });

  it('sends JSON as a POST with its content type and the form’s idempotency key', async () => {
    const calls = serve(() => json(201, { id: 'x' }));
    await call(client.contact.$post({ json: contact }, callOptions({ idempotencyKey: 'kunci-1' })));
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(contact);
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get(IDEMPOTENCY_HEADER)).toBe('kunci-1');
  });

  it('sends a form as FormData, leaving the multipart boundary to the browser', async () => {
    const calls = serve(() => json(201, { id: 'x' }));
    const attachment = new File(['%PDF-1.4'], 'surat.pdf');
    await call(client.sirekanan.$post({ form: { subject: 'Surat', details: 'Isi', attachment } }));
    const body = calls[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('subject')).toBe('Surat');
    expect((body.get('attachment') as File).name).toBe('surat.pdf');
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBeNull();
  });
});

describe('call: the error a person is shown', () => {
  it('carries the server’s code, Indonesian message, title and field messages', async () => {
    serve(() =>
      json(400, {
        error: {
          code: 'VALIDATION',
          message: ERRORS.validation,
          title: 'Form Tidak Lengkap',
          fields: { email: 'Format email tidak valid.' },
          requestId: 'boot-1a',
        },
      }),
    );
    const err = await failure(call(client.contact.$post({ json: contact })));
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: ERRORS.validation,
      title: 'Form Tidak Lengkap',
      fields: { email: 'Format email tidak valid.' },
      requestId: 'boot-1a',
    });
    expect(errorMessage(err)).toBe(ERRORS.validation);
  });

  it('a 403 keeps the spec’s Akses Ditolak title', async () => {
    serve(() => json(403, { error: { code: 'FORBIDDEN', message: ERRORS.forbidden, title: ERRORS.forbiddenTitle } }));
    const err = await failure(call(client.admin.users.$get({ query: {} })));
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN', title: ERRORS.forbiddenTitle, message: ERRORS.forbidden });
  });

  it('no connection: the Indonesian network message, not the browser’s English "Failed to fetch"', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await failure(bridges());
    expect(err).toMatchObject({ status: 0, code: 'NETWORK', message: ERRORS.network });
    expect(errorMessage(err)).toBe(ERRORS.network);
  });

  it('a cancelled call stays an AbortError, so nothing is shown for it', async () => {
    serve(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const err = await call(client.bridges.$get({ query: {} }, callOptions({ signal: AbortSignal.abort() }))).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe('AbortError');
  });

  it.each([
    ['an HTML page from a proxy', 502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html'],
    ['an empty body', 503, '', 'text/plain'],
    ['JSON without an error object', 500, '{"ok":false}', 'application/json'],
  ])('a failure with %s: a general Indonesian message, never the raw body', async (_what, status, body, type) => {
    serve(() => new Response(body, { status, headers: { 'content-type': type } }));
    const err = await failure(bridges());
    expect(err).toMatchObject({ status, code: `HTTP_${status}`, message: COMMON.genericError });
    expect(err.title).toBeUndefined();
    expect(errorMessage(err)).toBe(COMMON.genericError);
  });

  it('errorMessage falls back to the general message for anything without one', () => {
    expect(errorMessage(new Error(''))).toBe(COMMON.genericError);
    expect(errorMessage('boom')).toBe(COMMON.genericError);
    expect(errorMessage(null)).toBe(COMMON.genericError);
  });
});

describe('loadForRequest', () => {
  it("gives the module, or ERRORS.network when its chunk cannot arrive (not the browser's English)", async () => {
    await expect(loadForRequest(() => Promise.resolve({ answer: 42 }))).resolves.toEqual({ answer: 42 });
    const err = await failure(loadForRequest(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    expect([err.status, err.code, err.message]).toEqual([0, 'NETWORK', ERRORS.network]);
  });
});
