import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import busboy from 'busboy';
import type { ReadableStreamReadResult } from 'node:stream/web';
import type { Context } from 'hono';
import type { z } from 'zod';
import { MAX_FORM_FIELD_BYTES, MAX_JSON_BYTES, MAX_JSON_DEPTH, MAX_JSON_ITEMS, MAX_MULTIPART_PARTS } from '../../shared/constants.ts';
import { ERRORS, fillText } from '../../shared/strings.ts';
import { LAYANAN_UPLOADS } from '../../shared/layanan-uploads-strings.ts';
import { AppError } from './errors.ts';
import { parseInput } from './validate.ts';

/*
 * Request bodies are read only here, each route naming its own kind and limit: JSON routes take
 * only application/json up to MAX_JSON_BYTES, upload routes only multipart/form-data up to their
 * own size. The Content-Type never raises a limit. Bodies are read into memory with a hard cap,
 * and a JSON body is checked for nesting depth before JSON.parse sees it, so no accepted body can
 * hold the event loop (measured in scripts/bench-bodies.ts).
 */

/** The client closed the connection before its body arrived whole. */
export class RequestAbortedError extends Error {
  constructor() {
    super('request body aborted by the client');
  }
}

/** The next chunk, or RequestAbortedError when the client has gone. */
async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<ReadableStreamReadResult<Uint8Array>> {
  try {
    return await reader.read();
  } catch {
    throw new RequestAbortedError();
  }
}

const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The whole body, refused with 413 as soon as it is known to exceed `maxBytes`. */
async function readCapped(c: Context, maxBytes: number, tooLarge: () => AppError): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await readChunk(reader);
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

const QUOTE = 34,
  BACKSLASH = 92,
  OPEN_ARRAY = 91,
  OPEN_OBJECT = 123,
  CLOSE_ARRAY = 93,
  CLOSE_OBJECT = 125,
  COMMA = 44;

/**
 * One pass over the text before JSON.parse: nesting deeper than MAX_JSON_DEPTH and more than
 * MAX_JSON_ITEMS values are refused (JSON.parse of 256 KB of distinct keys holds the event loop
 * for 7 ms; our forms have a few dozen fields), and so is an escaped NUL (`\u0000`), which
 * PostgreSQL refuses in text and jsonb. A raw control character is left to JSON.parse to refuse.
 */
function checkJsonShape(text: string): void {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) throw new AppError('VALIDATION', ERRORS.forbiddenCharacter);
        i++;
      } else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      if (++depth > MAX_JSON_DEPTH) throw new AppError('VALIDATION', ERRORS.tooDeep);
    } else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) depth--;
    else if (ch === COMMA && ++items > MAX_JSON_ITEMS) throw new AppError('VALIDATION', ERRORS.tooDeep);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The parsed JSON body of a route that takes JSON, not yet validated. */
export async function readJson(c: Context, maxBytes: number = MAX_JSON_BYTES): Promise<unknown> {
  if (mediaType(c) !== 'application/json') throw new AppError('UNSUPPORTED_TYPE', ERRORS.jsonOnly);
  const bytes = await readCapped(c, maxBytes, () => new AppError('TOO_LARGE', ERRORS.tooLarge));
  let value: unknown;
  try {
    const text = utf8.decode(bytes);
    checkJsonShape(text);
    value = JSON.parse(text);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('VALIDATION', ERRORS.badJson);
  }
  return value;
}

/**
 * The bytes of a JSON body as they were sent, at most `maxBytes`, for a route that must check a
 * signature over them before it parses them (the WhatsApp webhook's X-Hub-Signature-256).
 */
export async function readSignedBody(c: Context, maxBytes: number = MAX_JSON_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  if (mediaType(c) !== 'application/json') throw new AppError('UNSUPPORTED_TYPE', ERRORS.jsonOnly);
  return readCapped(c, maxBytes, () => new AppError('TOO_LARGE', ERRORS.tooLarge));
}

/** A signed body's JSON, once its signature is checked: the same shape limits as readJson. */
export function parseSignedJson(bytes: Uint8Array): unknown {
  try {
    const text = utf8.decode(bytes);
    checkJsonShape(text);
    return JSON.parse(text);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('VALIDATION', ERRORS.badJson);
  }
}

/** The JSON body of a route that takes JSON, checked against its shared zod schema. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S, maxBytes?: number): Promise<z.infer<S>> {
  return parseInput(schema, await readJson(c, maxBytes));
}

/**
 * The fields of a form-encoded body (a plain HTML form, Open311's POST), read as it arrives and
 * refused as soon as it passes `maxBytes`: never more than that is held in memory. A NUL in a name
 * or value (`%00`, which PostgreSQL refuses in text) is refused for the whole body.
 */
export async function formFields(c: Context, maxBytes: number, tooLarge: () => AppError): Promise<Record<string, string>> {
  const bytes = await readCapped(c, maxBytes, tooLarge);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError('VALIDATION', ERRORS.forbiddenCharacter);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (name.includes('\0') || value.includes('\0')) throw new AppError('VALIDATION', ERRORS.forbiddenCharacter);
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}

export type MultipartForm = {
  /** A text field, or '' when absent (the shared zod schemas turn '' into their message). */
  text(name: string): string;
  /** A file field; null when absent or when the browser sent the empty part of an unused input. */
  file(name: string): File | null;
  /** Every file sent under one name (an input with `multiple`), empty parts left out. */
  fileList(name: string): File[];
};

/**
 * The multipart/form-data body of an upload route, at most `maxBytes` (the route's files plus a
 * little for its text fields) and MAX_MULTIPART_PARTS parts. busboy parses it as it arrives, a
 * chunk at a time, so even a 10 MB photo never holds the event loop. Call it after the permission
 * check, so that nobody uploads what they may not send.
 */
export async function multipartBody(c: Context, maxBytes: number): Promise<MultipartForm> {
  const type = c.req.header('content-type') ?? '';
  if (mediaType(c) !== 'multipart/form-data') throw new AppError('UNSUPPORTED_TYPE', LAYANAN_UPLOADS.notMultipart);
  const tooLarge = () => new AppError('TOO_LARGE', fillText(LAYANAN_UPLOADS.bodyTooLarge, { max: Math.floor(maxBytes / (1024 * 1024)) }));
  const malformed = () => new AppError('VALIDATION', LAYANAN_UPLOADS.notMultipart);
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) throw malformed();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: { parts: MAX_MULTIPART_PARTS, fieldSize: MAX_FORM_FIELD_BYTES, fieldNameSize: 100, fileSize: maxBytes },
    });
  } catch {
    throw malformed(); // no boundary
  }
  const texts = new Map<string, string>();
  const files = new Map<string, File[]>();
  const refused: Record<string, string> = {};
  let failure: AppError | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= tooLarge();
      else if (value.includes('\0')) refused[name] = ERRORS.forbiddenCharacter;
      else if (!texts.has(name)) texts.set(name, value);
    });
    parser.on('file', (name, file, info) => {
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => (failure ??= tooLarge()));
      // A body cut off in the middle of a file (the citizen cancelled, the phone lost its signal):
      // busboy fails the file's stream when we destroy it below; without a listener that error would
      // bring the whole process down. The request's own error decides the answer.
      file.on('error', () => (failure ??= malformed()));
      file.on('end', () => {
        const list = files.get(name) ?? [];
        list.push(new File(chunks as Uint8Array<ArrayBuffer>[], info.filename ?? '', { type: info.mimeType }));
        files.set(name, list);
      });
    });
    parser.on('partsLimit', () => (failure ??= malformed()));
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  finished.catch(() => {}); // read below, after the body is fed in
  const reader = stream.getReader();
  let total = 0;
  let sinceYield = 0;
  try {
    for (;;) {
      const { done, value } = await readChunk(reader);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) failure ??= tooLarge();
      if (failure) break;
      parser.write(value);
      // Chunks already buffered arrive as microtasks, which never let other requests in: give
      // the event loop a turn after every 64 KB parsed.
      if ((sinceYield += value.byteLength) >= 64 * 1024) {
        sinceYield = 0;
        await yieldToEventLoop();
      }
    }
    if (failure) {
      await reader.cancel().catch(() => {});
      throw failure;
    }
    parser.end();
    await finished;
  } catch (err) {
    parser.destroy();
    if (err instanceof AppError || err instanceof RequestAbortedError) throw err;
    throw malformed();
  }
  if (failure) throw failure;
  if (Object.keys(refused).length) throw new AppError('VALIDATION', ERRORS.forbiddenCharacter, { fields: refused });
  // An unused file input still sends an empty part with no name: it is no file.
  const fileList = (name: string) => (files.get(name) ?? []).filter((v) => v.size > 0 || v.name);
  return {
    text: (name) => texts.get(name) ?? '',
    file: (name) => fileList(name)[0] ?? null,
    fileList,
  };
}
