import pino, { type DestinationStream, type Logger } from 'pino';
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

/** The portal's logger: one JSON line per event, errors only through `serializeError`. */
export function createLogger(opts: { level: string; destination?: DestinationStream }): Logger {
  const options: pino.LoggerOptions = {
    level: opts.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    hooks: {
      // pino would put the message of an Error logged bare (`log.error(err)`) into `msg`.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) return method.apply(this, [{ err: first }, typeof rest[0] === 'string' ? rest[0] : 'error']);
        return method.apply(this, args);
      },
    },
  };
  return opts.destination ? pino(options, opts.destination) : pino(options);
}

/**
 * better-auth's logger, routed to ours (or to stderr where there is none, as in the admin CLI): its
 * fixed sentence only (scrubbed, for the few that name a URL), never the arguments after it, which
 * hold failed queries with their parameters.
 */
export function authLogger(log?: Pick<Logger, 'error' | 'warn' | 'info' | 'debug'>) {
  return {
    level: 'error' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => {
      const text = scrubText(String(message));
      if (log) log[level]({ source: 'better-auth' }, text);
      else process.stderr.write(`better-auth ${level}: ${text}\n`);
    },
  };
}
