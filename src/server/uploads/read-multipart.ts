import { LAYANAN } from '../../shared/strings.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';

export type MultipartForm = {
  /** A text field, or '' when absent (the shared zod schemas turn '' into their message). */
  text(name: string): string;
  /** A file field; null when absent or when the browser sent the empty part of an unused input. */
  file(name: string): File | null;
};

/**
 * Reads a multipart/form-data body. The global body limit (MAX_BODY_BYTES) has already
 * bounded its size; per-file limits are checked by `acceptFile`.
 */
export async function readMultipart(c: AppContext): Promise<MultipartForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new AppError('VALIDATION', LAYANAN.uploads.notMultipart);
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch (err) {
    if (err instanceof AppError) throw err; // the body limit's 413
    throw new AppError('VALIDATION', LAYANAN.uploads.notMultipart);
  }
  return {
    text(name) {
      const v = body[name];
      return typeof v === 'string' ? v : '';
    },
    file(name) {
      const v = body[name];
      if (typeof v === 'string' || v == null) return null;
      return v.size === 0 && !v.name ? null : v;
    },
  };
}
