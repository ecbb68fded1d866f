import { hc, type ClientResponse } from 'hono/client';
import type { ApiType } from '../../server/api.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency.ts';
import { COMMON, ERRORS } from '../../shared/strings.ts';

/** The one error the web side throws for a failed call; `message` is the server's Indonesian text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title?: string;
  readonly fields?: Record<string, string>;
  readonly requestId?: string;
  constructor(
    status: number,
    code: string,
    message: string,
    extra: { title?: string; fields?: Record<string, string>; requestId?: string } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.title = extra.title;
    this.fields = extra.fields;
    this.requestId = extra.requestId;
  }
}

/**
 * Every /api route, typed from the server's own declaration (src/server/api.ts): the input each
 * route validates and the JSON it answers. A renamed field breaks the typecheck here and there.
 */
export const client = hc<ApiType>('/api');

/** Per call: the query's abort signal, and the form's Idempotency-Key (useIdempotencyKey). */
export function callOptions({ signal, idempotencyKey }: { signal?: AbortSignal; idempotencyKey?: string } = {}) {
  return { init: { signal }, headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined };
}

type ErrorBody = { error?: { code?: string; message?: string; title?: string; fields?: Record<string, string>; requestId?: string } };

/**
 * Sends a typed request and gives its JSON, or throws ApiError with the server's Indonesian words
 * (a lost connection: ERRORS.network; an answer that is not ours, such as a proxy's 502: the
 * generic sentence).
 */
export async function call<T>(request: Promise<ClientResponse<T>>): Promise<T> {
  let res: ClientResponse<T>;
  try {
    res = await request;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', ERRORS.network);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) throw apiErrorFrom(res.status, data);
  return data as T;
}

/** The ApiError for a failed answer: the server's Indonesian words, or the generic sentence for one not ours. */
export function apiErrorFrom(status: number, data: unknown): ApiError {
  const e = (data as ErrorBody | null)?.error;
  return new ApiError(status, e?.code ?? `HTTP_${status}`, e?.message ?? COMMON.genericError, {
    title: e?.title,
    fields: e?.fields,
    requestId: e?.requestId,
  });
}

/**
 * A module a request needs, fetched only when it is sent (the upload request of the public forms):
 * without a connection its chunk cannot arrive either, which is ERRORS.network, not the browser's
 * English "Failed to fetch dynamically imported module".
 */
export function loadForRequest<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => {
    throw new ApiError(0, 'NETWORK', ERRORS.network);
  });
}

export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : COMMON.genericError;
}
