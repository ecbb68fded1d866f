import { z } from 'zod';
import { REPORT_FORM } from './report-form-strings.ts';
import type { RoadStatus } from './roads.ts';
import { SULBAR_BOUNDS } from './sulbar-geo.ts';

// Issue 39, item 2: before a damage report is sent, the ruas under its pin and who will handle it.

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: REPORT_FORM.coordinateNotNumber }).min(min, REPORT_FORM.outsideProvince).max(max, REPORT_FORM.outsideProvince);

/** GET /api/damage-reports/road?lat=&lng=: a pin inside the province. */
export const roadLookupQuerySchema = z.object({
  lat: coordinate(SULBAR_BOUNDS.south, SULBAR_BOUNDS.north),
  lng: coordinate(SULBAR_BOUNDS.west, SULBAR_BOUNDS.east),
});

/** The ruas within 50 m of the pin and its owner, as the form shows them; null when no ruas is that near. */
export type RoadLookup = {
  road: { noRuas: string; name: string; status: RoadStatus; kabupaten: string | null };
  /** Whole metres from the pin to the ruas's line. */
  distanceM: number;
  /** Null: no instansi answers for this status of road here (the report goes to this office's moderators). */
  owner: { name: string; isThisOffice: boolean } | null;
} | null;
