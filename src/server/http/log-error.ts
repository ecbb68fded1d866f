import pino, { type DestinationStream, type Logger } from 'pino';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { AppError } from './errors.ts';

/*
 * What an error line may say (docs/decisions/010-what-is-logged.md): the error's class, our code,
 * PostgreSQL's SQLSTATE and the names of the constraint, table and column, and the stack frames.
 * Never a database error's message, query, parameters or detail: they carry the citizen's e-mail,
 * name and words (UU PDP). Other messages are kept with anything that looks like an e-mail
 * address, an IP address or a long number (NIK, telephone) blanked out.
 */

const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
// Also takes times such as 12:30:45; losing one from a message is the safer mistake.
const IPV6 = /(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])/gi;
const LONG_NUMBER = /\+?\d(?:[\d -]{6,}\d)/g;

/** A message with e-mail-, IP- and NIK/telephone-looking substrings blanked out. */
function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(IPV4, '[ip]').replace(IPV6, '[ip]').replace(LONG_NUMBER, '[number]');
}

export type SerializedError = {
  type: string;
  code?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  message?: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
};

type ErrorLike = Error & Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const NAME = /^[\w$.-]{1,128}$/;
const SYSTEM_CODE = /^[A-Z][A-Z0-9_]{1,40}$/;

/** A PostgreSQL error (pg's DatabaseError) or a query error wrapping one (drizzle's DrizzleQueryError). */
function isDatabaseError(err: ErrorLike): boolean {
  if ('query' in err || 'params' in err || err.message.startsWith('Failed query:')) return true;
  return typeof err.severity === 'string' && typeof err.code === 'string' && SQLSTATE.test(err.code);
}

const nameOf = (value: unknown) => (typeof value === 'string' && NAME.test(value) ? value : undefined);

/** The frames only: the first line (and any line a message smuggled in) is not a frame. */
function framesOf(err: ErrorLike): string | undefined {
  if (typeof err.stack !== 'string') return undefined;
  // V8 starts the stack with `${name}: ${message}` as they were when it was captured.
  const header = `${err.name}: ${err.message}`;
  const body = err.stack.startsWith(header) ? err.stack.slice(header.length) : err.stack;
  const frames = body
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.replace(EMAIL, '[email]'));
  return frames.length ? frames.join('\n') : undefined;
}

function serialize(value: unknown, depth: number): SerializedError {
  if (!(value instanceof Error)) return { type: value === null ? 'null' : typeof value };
  const err = value as ErrorLike;
  const out: SerializedError = { type: err.constructor?.name || err.name || 'Error' };
  if (err instanceof AppError) {
    out.code = err.code;
    out.message = scrubText(err.message);
  } else if (isDatabaseError(err)) {
    if (typeof err.code === 'string' && SQLSTATE.test(err.code)) out.sqlState = err.code;
    const names = { constraint: nameOf(err.constraint), table: nameOf(err.table), column: nameOf(err.column), schema: nameOf(err.schema) };
    for (const [key, name] of Object.entries(names)) if (name) out[key as keyof typeof names] = name;
  } else {
    if (typeof err.code === 'string' && SYSTEM_CODE.test(err.code)) out.code = err.code;
    out.message = scrubText(err.message);
  }
  const stack = framesOf(err);
  if (stack) out.stack = stack;
  if (depth < 4) {
    if (err.cause !== undefined) out.cause = serialize(err.cause, depth + 1);
    if (Array.isArray(err.errors)) out.errors = err.errors.slice(0, 5).map((e) => serialize(e, depth + 1));
  }
  // A failed query wraps the PostgreSQL error: its SQLSTATE on the line itself, for searching.
  if (!out.sqlState && !out.code && out.cause?.sqlState) out.sqlState = out.cause.sqlState;
  return out;
}

/** The `err` serializer of every portal logger. */
export function serializeError(value: unknown): SerializedError {
  return serialize(value, 0);
}

/*
 * Repeats (issue 34, item 7): during an outage every request meets the same fault, and a two-minute
 * SMTP outage wrote 7,396 error lines. A warning or error whose fingerprint (level, message, source,
 * the error's class, code and first stack frame, numbers left out) was written in the last minute is
 * counted, not written; while it goes on, one line a minute gives the count
 * ("<message> (repeated N times in the last minute)", `repeated: N`). A lost connection (refused,
 * reset, terminated, PostgreSQL shutting down) is one fault whichever query or call met it. Per
 * process, and at most `maxFaults` fingerprints in memory (the least recently seen go first).
 */
const WARN = 40;
type Fault = { since: number; lastSeen: number; repeats: number; write: (repeated: number) => void };

const numbersOut = (text: string) => text.replace(/[0-9a-f]{8,}(?:-[0-9a-f]{4,})*/gi, '#').replace(/\d+/g, '#');

function fingerprintOf(level: number, obj: Record<string, unknown> | undefined, msg: string): string {
  const source = typeof obj?.source === 'string' ? obj.source : '';
  const base = `${level}|${source}|${numbersOut(msg)}`;
  const err = obj?.err;
  if (obj?.fault === 'connection' || (err instanceof Error && isDatabaseUnavailable(err))) return `${base}|connection`;
  if (!(err instanceof Error)) return base;
  const e = err as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  const frame = framesOf(e)?.split('\n')[0]?.trim() ?? '';
  // A database error's message holds the query; its class and SQLSTATE say enough.
  const text = isDatabaseError(e) ? '' : numbersOut(e.message);
  return `${base}|${e.constructor?.name ?? e.name}|${code}|${text}|${numbersOut(frame)}`;
}

/** What a count line says about its fault: the error's class and codes, never its message or stack. */
function faultSummary(obj: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof obj?.source === 'string') out.source = obj.source;
  if (typeof obj?.fault === 'string') out.fault = obj.fault;
  if (obj?.err instanceof Error) {
    // Not `err`: pino would serialize it again as an error.
    const { type, code, sqlState } = serializeError(obj.err);
    out.errType = type;
    if (code ?? sqlState) out.errCode = code ?? sqlState;
  }
  return out;
}

function createRepeats(windowMs: number, maxFaults: number) {
  const faults = new Map<string, Fault>();
  let timer: ReturnType<typeof setInterval> | undefined;

  function flush(now: number) {
    for (const [key, fault] of faults) {
      if (fault.repeats > 0 && now - fault.since >= windowMs) {
        fault.write(fault.repeats);
        fault.repeats = 0;
        fault.since = now;
      } else if (fault.repeats === 0 && now - fault.lastSeen >= windowMs) faults.delete(key);
    }
    if (!faults.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  return {
    /** True when this event is a repeat, counted instead of written. */
    counted(key: string, write: (repeated: number) => void): boolean {
      const now = Date.now();
      const fault = faults.get(key);
      if (fault && now - fault.lastSeen < windowMs) {
        fault.repeats++;
        fault.lastSeen = now;
        faults.delete(key);
        faults.set(key, fault);
        if (now - fault.since >= windowMs) flush(now);
        return true;
      }
      if (fault?.repeats) fault.write(fault.repeats);
      faults.delete(key);
      faults.set(key, { since: now, lastSeen: now, repeats: 0, write });
      for (const [oldest, gone] of faults) {
        if (faults.size <= maxFaults) break;
        if (gone.repeats) gone.write(gone.repeats);
        faults.delete(oldest);
      }
      if (!timer) {
        timer = setInterval(() => flush(Date.now()), windowMs);
        timer.unref?.();
      }
      return false;
    },
  };
}

/**
 * The portal's logger: one JSON line per event, errors only through `serializeError`; a warning or
 * error repeated within `repeats.windowMs` (a minute) is counted, not written again (see above).
 */
export function createLogger(opts: {
  level: string;
  destination?: DestinationStream;
  repeats?: { windowMs?: number; maxFaults?: number };
}): Logger {
  const windowMs = opts.repeats?.windowMs ?? 60_000;
  const repeats = createRepeats(windowMs, opts.repeats?.maxFaults ?? 200);
  const minutes = windowMs === 60_000 ? 'the last minute' : `the last ${Math.round(windowMs / 1000)} s`;
  const options: pino.LoggerOptions = {
    level: opts.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    hooks: {
      logMethod(args, method, level) {
        const [first, ...rest] = args as unknown[];
        // pino would put the message of an Error logged bare (`log.error(err)`) into `msg`.
        const call: unknown[] = first instanceof Error ? [{ err: first }, typeof rest[0] === 'string' ? rest[0] : 'error'] : args;
        if (level < WARN) return method.apply(this, call as Parameters<typeof method>);
        const obj = typeof call[0] === 'object' && call[0] !== null ? (call[0] as Record<string, unknown>) : undefined;
        const msg = String((obj ? call[1] : call[0]) ?? '');
        const summary = faultSummary(obj);
        // The count is written by the root logger: a child's bindings (a request id) belong to the first only.
        const write = (repeated: number) =>
          method.apply(root, [{ ...summary, repeated }, `${msg} (repeated ${repeated} times in ${minutes})`] as Parameters<typeof method>);
        if (repeats.counted(fingerprintOf(level, obj, msg), write)) return;
        return method.apply(this, call as Parameters<typeof method>);
      },
    },
  };
  const root = opts.destination ? pino(options, opts.destination) : pino(options);
  return root;
}

/**
 * better-auth's logger, routed to ours (or to stderr where there is none, as in the admin CLI): its
 * fixed sentence only (scrubbed, for the few that name a URL), never the arguments after it, which
 * hold failed queries with their parameters.
 */
export function authLogger(log?: Pick<Logger, 'error' | 'warn' | 'info' | 'debug'>) {
  return {
    level: 'error' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
      const text = scrubText(String(message));
      // A lost database connection is one fault (for the repeats above), whichever query met it.
      const fault = args.some((arg) => arg instanceof Error && isDatabaseUnavailable(arg)) ? { fault: 'connection' } : {};
      if (log) log[level]({ source: 'better-auth', ...fault }, text);
      else process.stderr.write(`better-auth ${level}: ${text}\n`);
    },
  };
}
