import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import type { arrivalFieldsSchema } from '../../../shared/lab-sample-schemas.ts';
import { LAB_SAMPLE } from '../../../shared/lab-sample-strings.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { witaDate } from '../../calendar/working-days.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { auditLog, labSamples, ujilabRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { dueOn, serviceDays, SERVICE_DAYS_DEFAULT } from '../../requests/service-clock.ts';
import { queueStatusNotice } from '../../requests/status-notice.ts';
import { takeStatusStep } from '../../requests/status-step.ts';
import { longestTestDays } from '../../tariff/tariff.ts';
import { acceptFile } from '../../uploads/accept-file.ts';
import { cleanUpload } from '../../uploads/clean-upload.ts';
import { storeWithFiles, uniqueTimestamp, type PendingObject } from '../../uploads/store-with-files.ts';
import { dayInWords } from './schedule-rows.ts';

type Fields = z.output<typeof arrivalFieldsSchema>;

const R = LAB_SAMPLE.receive;

const isRegisterTaken = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'lab_samples_register_number_idx') return true;
  }
  return false;
};

/**
 * "Sampel diterima" (issue 40, item 4): staff record the sample's count, condition, photo and lab register
 * number; the request goes to Dalam Pengujian and its test's clock starts: due on the received day (WITA) plus
 * the longest duration of its tests in working days, or the service standard's days when it names no test.
 * One transaction: the sample, the status, its history row, the audit row and the customer's e-mail. A wrong
 * photo, a register number in use, or a request not waiting for its sample changes nothing.
 */
export async function receiveLabSample(args: { deps: Deps; actor: Actor; id: string; fields: Fields; photo: File | null }) {
  const { deps, actor, id, fields } = args;
  assertCan(actor, 'ujilab.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ERRORS.notFound);
  const [owner] = await deps.db.select({ userId: ujilabRequests.userId }).from(ujilabRequests).where(eq(ujilabRequests.id, id));
  if (!owner) throw new AppError('NOT_FOUND', ERRORS.notFound);
  const objects: PendingObject[] = [];
  if (args.photo && args.photo.size > 0) {
    const photo = await cleanUpload(await acceptFile(args.photo, 'damagePhoto', R.photoKind), R.photoKind);
    // Keyed under the customer's id: they and the lab's staff may read it (files/file-access.ts).
    const key = `${owner.userId}/sampel-${uniqueTimestamp()}-${randomBytes(6).toString('hex')}.${photo.ext}`;
    objects.push({ bucket: 'lab-documents', key, data: photo.data, label: R.photoKind });
  }
  const standardDays = (await serviceDays(deps.db, 'ujilab')) ?? SERVICE_DAYS_DEFAULT.ujilab;
  try {
    return await storeWithFiles(
      deps,
      objects,
      async (tx, [photoUrl]) => {
        const [request] = await tx
          .select({ status: ujilabRequests.status, code: ujilabRequests.trackingCode })
          .from(ujilabRequests)
          .where(eq(ujilabRequests.id, id))
          .for('update');
        if (!request) throw new AppError('NOT_FOUND', ERRORS.notFound);
        if (request.status !== 'Menunggu Sampel') throw new AppError('CONFLICT', LAB_SAMPLE.errors.notWaiting, { title: R.failedTitle });
        const receivedAt = new Date();
        const days = (await longestTestDays(tx, id)) ?? standardDays;
        const due = dueOn(receivedAt, days);
        await tx.insert(labSamples).values({
          requestId: id,
          registerNumber: fields.registerNumber,
          sampleCount: fields.sampleCount,
          condition: fields.condition,
          photoUrl: photoUrl ?? null,
          receivedBy: actor.id,
          receivedAt,
          dueOn: due,
        });
        const note = R.note(fields.registerNumber, dayInWords(due));
        await takeStatusStep(tx, { kind: 'ujilab', id, from: 'Menunggu Sampel', to: 'Dalam Pengujian', actorId: actor.id, note });
        await tx.insert(auditLog).values({
          actorId: actor.id,
          action: 'lab-sample.receive',
          target: request.code,
          details: {
            registerNumber: fields.registerNumber,
            count: fields.sampleCount,
            condition: fields.condition,
            photo: photoUrl ?? null,
            receivedOn: witaDate(receivedAt),
            days,
            dueOn: due,
          },
        });
        await queueStatusNotice(tx, deps.env, { kind: 'ujilab', id, status: 'Dalam Pengujian', note });
        return { status: 'Dalam Pengujian' as const, registerNumber: fields.registerNumber, dueOn: due };
      },
      null,
    );
  } catch (err) {
    if (isRegisterTaken(err)) {
      throw new AppError('CONFLICT', LAB_SAMPLE.errors.registerTaken, {
        title: R.failedTitle,
        fields: { registerNumber: LAB_SAMPLE.errors.registerTaken },
      });
    }
    throw err;
  }
}
