import { eq, sql } from 'drizzle-orm';
import { AREA_ALERTS as T } from '../../shared/area-alert-strings.ts';
import type { Db, Tx } from '../db/client.ts';
import { areaAlertSubscriptions, roadSections } from '../db/schema.ts';

/** A subscription's area in words: "seluruh Sulawesi Barat", "Kabupaten Majene", "ruas 014 Mamuju – Kalukku". */
export function areaName(area: { kabupaten: string | null; ruasNo: string | null; ruasName: string | null }): string {
  if (area.ruasNo) return T.areaRuas(area.ruasNo, area.ruasName ?? '');
  if (area.kabupaten) return T.areaKabupaten(area.kabupaten);
  return T.areaProvince;
}

/** The subscription's columns with its ruas's number and name, for the mails and the pages. */
const subscriptionColumns = {
  id: areaAlertSubscriptions.id,
  email: areaAlertSubscriptions.email,
  kabupaten: areaAlertSubscriptions.kabupaten,
  roadSectionId: areaAlertSubscriptions.roadSectionId,
  frequency: areaAlertSubscriptions.frequency,
  ruasNo: roadSections.noRuas,
  ruasName: roadSections.name,
};

export function selectSubscriptions(tx: Db | Tx) {
  return tx
    .select(subscriptionColumns)
    .from(areaAlertSubscriptions)
    .leftJoin(roadSections, eq(roadSections.id, areaAlertSubscriptions.roadSectionId));
}

/** Followed: confirmed and not stopped. */
export const following = sql`${areaAlertSubscriptions.confirmedAt} IS NOT NULL AND ${areaAlertSubscriptions.unsubscribedAt} IS NULL`;
