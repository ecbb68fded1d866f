import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ROAD_STATUS_LABELS } from '../../../shared/roads.ts';
import type { InstansiValues } from '../../../shared/roads-schemas.ts';
import { INSTANSI, ROADS, type InstansiItem } from '../../../shared/roads-strings.ts';
import { fillText } from '../../../shared/strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, instansi } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { toInstansiItem } from './list-instansi.ts';

const isUniqueViolation = (err: unknown, constraint: string) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
};

/**
 * Adds an instansi (no `id`) or changes one. One instansi per status of road and kabupaten ("semua
 * kabupaten" is one of them): a second is refused naming the first, as is a name already used.
 */
export async function saveInstansi({
  db,
  actor,
  id,
  input,
}: {
  db: Db;
  actor: Actor;
  id?: string;
  input: InstansiValues;
}): Promise<InstansiItem> {
  assertCan(actor, 'roads.manage', ROADS.forbidden);
  if (id !== undefined && !UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', INSTANSI.notFound);
  try {
    return await db.transaction(async (tx) => {
      const [same] = await tx
        .select()
        .from(instansi)
        .where(
          and(
            eq(instansi.roadStatus, input.roadStatus),
            input.kabupaten ? eq(instansi.kabupaten, input.kabupaten) : isNull(instansi.kabupaten),
            id ? ne(instansi.id, id) : undefined,
          ),
        );
      if (same) {
        const message = fillText(INSTANSI.duplicate, {
          status: ROAD_STATUS_LABELS[input.roadStatus],
          kabupaten: input.kabupaten ?? INSTANSI.allKabupaten.toLowerCase(),
          name: same.name,
        });
        throw new AppError('CONFLICT', message, { fields: { kabupaten: message } });
      }
      let row: typeof instansi.$inferSelect | undefined;
      if (id) {
        [row] = await tx
          .update(instansi)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(instansi.id, id))
          .returning();
        if (!row) throw new AppError('NOT_FOUND', INSTANSI.notFound);
      } else {
        [row] = await tx.insert(instansi).values(input).returning();
      }
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: id ? 'instansi.update' : 'instansi.create',
        target: row!.id,
        details: { ...input },
      });
      return toInstansiItem(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'instansi_name_unique')) {
      throw new AppError('CONFLICT', INSTANSI.nameTaken, { fields: { name: INSTANSI.nameTaken } });
    }
    // Two saves at once for one status and kabupaten: the index decides, with the same message kind.
    if (isUniqueViolation(err, 'instansi_answers_for_idx')) {
      throw new AppError(
        'CONFLICT',
        fillText(INSTANSI.duplicate, {
          status: ROAD_STATUS_LABELS[input.roadStatus],
          kabupaten: input.kabupaten ?? INSTANSI.allKabupaten.toLowerCase(),
          name: '',
        }),
      );
    }
    throw err;
  }
}
