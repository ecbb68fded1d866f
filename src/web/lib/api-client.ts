import { IDEMPOTENCY_HEADER } from '../../shared/idempotency.ts';
import { COMMON, ERRORS } from '../../shared/strings.ts';

/** The one error the web side throws for a failed call; `message` is the server's Indonesian text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title?: string;
  readonly fields?: Record<string, string>;
  constructor(status: number, code: string, message: string, title?: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.title = title;
    this.fields = fields;
  }
}

type Options = {
  method?: string;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** The form's key (useIdempotencyKey): a resend after a lost response is not stored twice. */
  idempotencyKey?: string;
};

export async function api<T>(path: string, opts: Options = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    body = opts.form;
  }
  let res: Response;
  try {
    res = await fetch(path, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body, credentials: 'same-origin', signal: opts.signal });
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
  if (!res.ok) {
    const e = (data as { error?: { code?: string; message?: string; title?: string; fields?: Record<string, string> } } | null)?.error;
    throw new ApiError(res.status, e?.code ?? 'HTTP_' + res.status, e?.message ?? COMMON.genericError, e?.title, e?.fields);
  }
  return data as T;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : COMMON.genericError;
}
