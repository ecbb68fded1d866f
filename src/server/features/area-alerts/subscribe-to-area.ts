import { createHash, randomBytes } from 'node:crypto';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { AREA_PROVINCE, AREA_RUAS, AREA_ALERT_CONFIRM_PATH, type AreaAlertInput } from '../../../shared/area-alert-schemas.ts';
import { AREA_ALERTS as T } from '../../../shared/area-alert-strings.ts';
import { areaName } from '../../area-alerts/area-names.ts';
import type { Deps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { roadSections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { areaAlertConfirmMail } from '../../mail/templates.ts';

export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Area = { kabupaten: string | null; roadSectionId: string | null; ruasNo: string | null; ruasName: string | null };

/** The ruas a person typed: its number exactly, else the one name that contains the words. */
async function findRuas(tx: Tx, typed: string): Promise<Area> {
  const columns = { id: roadSections.id, no: roadSections.noRuas, name: roadSections.name };
  const [byNumber] = await tx
    .select(columns)
    .from(roadSections)
    .where(sql`lower(${roadSections.noRuas}) = lower(${typed})`);
  const found = byNumber
    ? [byNumber]
    : await tx
        .select(columns)
        .from(roadSections)
        .where(or(ilike(roadSections.name, `%${typed.replace(/[\\%_]/g, '\\$&')}%`), eq(roadSections.noRuas, typed)))
        .orderBy(roadSections.noRuas)
        .limit(6);
  if (!found.length) throw new AppError('VALIDATION', T.ruasNotFound, { fields: { ruas: T.ruasNotFound } });
  if (found.length > 1) {
    const message = T.ruasAmbiguous(found.map((r) => `${r.no} ${r.name}`).join('; '));
    throw new AppError('VALIDATION', message, { fields: { ruas: message } });
  }
  return { kabupaten: null, roadSectionId: found[0]!.id, ruasNo: found[0]!.no, ruasName: found[0]!.name };
}

/**
 * "Ikuti laporan di sini" (issue 39, item 5): asks the address to confirm that it follows the area. The
 * same answer whatever the address (new, waiting, already following): the caller says only "periksa
 * email Anda". Each request makes a new link (the last one counts) and changes nothing that is sent
 * until it is pressed, so that nobody can subscribe, or change the frequency of, someone else's address.
 * The confirmation mail is one the outbox counts among the kinds anyone can ask for (MAIL_LIMITS).
 */
export async function subscribeToArea({ deps, input }: { deps: Deps; input: AreaAlertInput }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const area: Area =
      input.area === AREA_RUAS
        ? await findRuas(tx, input.ruas)
        : { kabupaten: input.area === AREA_PROVINCE ? null : input.area, roadSectionId: null, ruasNo: null, ruasName: null };
    const token = randomBytes(32).toString('base64url');
    await tx.execute(sql`
      INSERT INTO area_alert_subscriptions (email, kabupaten, road_section_id, frequency, requested_frequency, confirm_token_hash)
      VALUES (${input.email}, ${area.kabupaten}, ${area.roadSectionId}, ${input.frequency}, ${input.frequency}, ${hashOfToken(token)})
      ON CONFLICT (lower(email), coalesce(kabupaten, ''), coalesce(road_section_id::text, '')) DO UPDATE SET
        requested_frequency = excluded.requested_frequency,
        confirm_token_hash = excluded.confirm_token_hash,
        confirm_requested_at = now()`);
    await queueMail(tx, {
      kind: 'area_alert_confirmation',
      to: input.email,
      ...areaAlertConfirmMail({
        area: areaName(area),
        frequency: input.frequency,
        url: `${deps.env.baseUrl}${AREA_ALERT_CONFIRM_PATH}?t=${token}`,
      }),
    });
  });
}
