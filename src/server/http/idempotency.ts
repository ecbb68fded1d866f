import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../shared/idempotency.ts';
import { ERRORS } from '../../shared/strings.ts';
import type { Actor, AppContext } from '../context.ts';
import { AppError } from './errors.ts';

/** The request's Idempotency-Key, or null when it sent none; anything but a UUID is a 400. */
export function readIdempotencyKey(c: AppContext): string | null {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return null;
  const key = raw.trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('VALIDATION', ERRORS.idempotencyKeyInvalid);
  return key.toLowerCase();
}

/**
 * Thrown by a submission's insert when its key was taken meanwhile (the unique index decided a
 * race): the transaction rolls back, storeWithFiles removes the files, and submitOnce answers with
 * the winner's row.
 */
class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
  }
}

/** The row an `insert … on conflict (idempotency_key) do nothing returning` made, or the race was lost. */
export function insertedRow<R>(rows: R[]): R {
  const [row] = rows;
  if (!row) throw new IdempotencyKeyTaken();
  return row;
}

function sameSender<R extends { userId: string | null }>(row: R, actor: Actor): R {
  // Never hand one person's submission to another who happens to send its key.
  if (row.userId !== (actor?.id ?? null)) throw new AppError('CONFLICT', ERRORS.idempotencyKeyConflict);
  return row;
}

/**
 * Makes a submission at most once per key: a key seen before answers with the row it made (looked
 * up before any file is stored), and only `create` stores anything. Without a key, just `create`.
 */
export async function submitOnce<R extends { userId: string | null }>({
  key,
  actor,
  find,
  create,
}: {
  key: string | null;
  actor: Actor;
  find: (key: string) => Promise<R | undefined>;
  create: () => Promise<R>;
}): Promise<R> {
  if (!key) return create();
  const earlier = await find(key);
  if (earlier) return sameSender(earlier, actor);
  try {
    return await create();
  } catch (err) {
    if (!(err instanceof IdempotencyKeyTaken)) throw err;
    const winner = await find(key);
    if (!winner) throw new AppError('INTERNAL');
    return sameSender(winner, actor);
  }
}
