import { LAPOR } from '../../shared/lapor-strings.ts';
import type { Env } from '../env.ts';

// SP4N-LAPOR! as the portal expects to speak to it (issue 39, item 4). The real API is documented only to
// registered agencies: docs/decisions/066 describes the endpoints and fields this module assumes, and
// every mapping between the portal and LAPOR! lives here, so that the real contract changes this file only.

/** What the portal sends of one public damage report: the public text, never the reporter's name or e-mail. */
export type LaporReport = {
  /** The portal's tracking code: LAPOR!'s external reference and the idempotency key. */
  code: string;
  title: string;
  content: string;
  reportType: string;
  location: string;
  kabupaten: string | null;
  /** Null when the report is confidential (only its kabupaten is public) or has no pin. */
  pin: { lat: number; lng: number } | null;
  reportedAt: Date;
  /** The report's public page. */
  url: string;
};

/** One answer of LAPOR! on a ticket: its own id (so it is written once), status code, time and public text. */
export type LaporUpdate = { id: string; status: string; at: Date | null; text: string | null };

export type LaporStatus = { status: string; updates: LaporUpdate[] };

/**
 * Why a call failed. `unauthorised`: LAPOR! refused the token (401/403), nothing helps but a new token;
 * `refused`: it refused the complaint itself (another 4xx), trying again cannot help; `unknown-ticket`:
 * a status asked for a ticket LAPOR! does not know (404); `transient`: a 5xx, 408, 429, a timeout or no
 * connection, tried again later.
 */
export type LaporErrorKind = 'unauthorised' | 'refused' | 'unknown-ticket' | 'transient';

export class LaporError extends Error {
  readonly kind: LaporErrorKind;
  constructor(kind: LaporErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** SP4N-LAPOR! behind an interface: the HTTP client below in production, a fake server in the tests. */
export interface LaporClient {
  /** Files the report; `duplicate` when LAPOR! already had it under this code (the ticket is the existing one). */
  submit(report: LaporReport): Promise<{ ticket: string; duplicate: boolean }>;
  /** LAPOR!'s status of a ticket and its answers so far. */
  status(ticket: string): Promise<LaporStatus>;
}

/** LAPOR!'s status codes after which a ticket changes no more: polling stops. */
const FINAL_STATUSES = new Set(['selesai', 'diarsipkan']);
export const isFinalLaporStatus = (status: string) => FINAL_STATUSES.has(status);

/**
 * One LAPOR! answer as the public note of the report's history: "Tindak lanjut SP4N-LAPOR!: {status in
 * words}", then LAPOR!'s own public text when it gave one. The report's own status is this office's and
 * does not change with LAPOR!'s.
 */
export function historyNoteOf(update: LaporUpdate): string {
  const status = LAPOR.statuses[update.status] ?? update.status;
  return `${LAPOR.historyPrefix}: ${status}${update.text ? ` — ${update.text}` : ''}`;
}

/** The category LAPOR! files a damaged road, bridge or drain under (docs/decisions/066). */
const CATEGORY = 'infrastruktur';

export type LaporConfig = { apiUrl: string; token: string; timeoutMs: number };

/** LAPOR! is on when both its address and the agency's token are set. */
export const laporEnabled = (env: Pick<Env, 'LAPOR_API_URL' | 'LAPOR_API_TOKEN'>) => Boolean(env.LAPOR_API_URL && env.LAPOR_API_TOKEN);

/** Null (LAPOR! off) unless both the address and the token are set. */
export function laporConfig(env: Pick<Env, 'LAPOR_API_URL' | 'LAPOR_API_TOKEN' | 'LAPOR_TIMEOUT_MS'>): LaporConfig | null {
  if (!laporEnabled(env) || !env.LAPOR_API_URL || !env.LAPOR_API_TOKEN) return null;
  return { apiUrl: env.LAPOR_API_URL.replace(/\/+$/, ''), token: env.LAPOR_API_TOKEN, timeoutMs: env.LAPOR_TIMEOUT_MS };
}

/** The complaint's body (docs/decisions/066): anonymous, as the reporter agreed to a public report, not to LAPOR!. */
function complaintBody(r: LaporReport) {
  return {
    external_id: r.code,
    title: r.title,
    content: r.content,
    category: CATEGORY,
    subcategory: r.reportType,
    anonymous: true,
    confidential: false,
    location: {
      address: r.location,
      regency: r.kabupaten,
      province: 'Sulawesi Barat',
      latitude: r.pin?.lat ?? null,
      longitude: r.pin?.lng ?? null,
    },
    incident_date: r.reportedAt.toISOString(),
    source_url: r.url,
  };
}

const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** LAPOR!'s answer to a status request, read defensively: anything malformed is a transient failure. */
function statusOf(body: unknown): LaporStatus {
  const b = body as { status?: unknown; updates?: unknown } | null;
  const status = text(b?.status, 100);
  if (!status || !Array.isArray(b?.updates)) throw new LaporError('transient', 'status answer without status or updates');
  const updates: LaporUpdate[] = [];
  for (const u of b.updates as { id?: unknown; status?: unknown; created_at?: unknown; content?: unknown }[]) {
    const id = typeof u?.id === 'number' ? String(u.id) : text(u?.id, 200);
    const s = text(u?.status, 100);
    if (!id || !s) continue;
    const at = typeof u.created_at === 'string' ? new Date(u.created_at) : null;
    updates.push({ id, status: s, at: at && !Number.isNaN(at.getTime()) ? at : null, text: text(u.content, 1500) });
  }
  return { status, updates };
}

/** A body that is not JSON reads as none (an HTML error page of a proxy, say). */
function parseJson(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The HTTP client of docs/decisions/066: bearer token, JSON, one timeout per call. */
function httpLaporClient(config: LaporConfig): LaporClient {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    let res: Response;
    try {
      res = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new LaporError('transient', timedOut ? `no answer within ${config.timeoutMs} ms` : `cannot reach LAPOR!: ${String(err)}`);
    }
    const raw = await res.text().catch((err: unknown) => {
      throw new LaporError('transient', `answer cut off: ${String(err)}`);
    });
    return { status: res.status, json: parseJson(raw), raw: raw.slice(0, 300) };
  }

  function failure(status: number, raw: string, notFound: LaporErrorKind = 'refused'): LaporError {
    const message = `HTTP ${status}: ${raw}`;
    if (status === 401 || status === 403) return new LaporError('unauthorised', message);
    if (status === 404) return new LaporError(notFound, message);
    if (status >= 500 || status === 408 || status === 429) return new LaporError('transient', message);
    return new LaporError('refused', message);
  }

  return {
    async submit(report) {
      const res = await call('POST', '/complaints', complaintBody(report), { 'idempotency-key': report.code });
      const ticket = text((res.json as { tracking_id?: unknown } | null)?.tracking_id, 100);
      // 409 with the ticket: LAPOR! already has this code (a retry after a lost answer); that is success.
      if (res.status === 409 && ticket) return { ticket, duplicate: true };
      if (res.status < 200 || res.status >= 300) throw failure(res.status, res.raw);
      if (!ticket) throw new LaporError('transient', `answer without tracking_id: ${res.raw}`);
      return { ticket, duplicate: (res.json as { duplicate?: unknown }).duplicate === true };
    },
    async status(ticket) {
      const res = await call('GET', `/complaints/${encodeURIComponent(ticket)}`);
      if (res.status !== 200) throw failure(res.status, res.raw, 'unknown-ticket');
      return statusOf(res.json);
    },
  };
}

/** The client the job queue uses: null while LAPOR! is off. */
export function createLaporClient(env: Env): LaporClient | null {
  const config = laporConfig(env);
  return config ? httpLaporClient(config) : null;
}
