// What the public reads of the bridges beyond the table (issue 17): one bridge's page, the map's
// pins and the figures above the table. Types only (and one key), so the list page's first load
// carries nothing of it.
import type { BridgeItem } from './bridge-schemas.ts';
import type { ElemenJembatan, JenisInspeksi, NilaiKondisi } from './bridge-bms.ts';
import type { Kondisi, RequestStatus } from './constants.ts';
import type { ImageRef } from './images.ts';
import type { Kabupaten } from './kabupaten.ts';

/** An inspection as the public sees it; the inspector's name only when staff ask (issue 17, item 3). */
export type PublicInspection = {
  inspector?: string | null;
  id: string;
  inspectedAt: string;
  jenis: JenisInspeksi;
  nilaiKondisi: NilaiKondisi | null;
  kondisi: Kondisi;
  elements: Partial<Record<ElemenJembatan, NilaiKondisi>>;
};

type BridgeReportLink = { trackingCode: string; reportType: string; location: string; status: RequestStatus; reportedAt: string };

export type BridgeDetail = {
  bridge: BridgeItem;
  photos: ImageRef[];
  inspections: PublicInspection[];
  /** The public damage reports that name this bridge (issue 15), newest first. */
  reports: BridgeReportLink[];
  /** Issue 39: the ruas of the register the bridge is on (its STA is the bridge's). */
  ruas: { id: string; noRuas: string; name: string } | null;
};

/** A pin: [id, nama, latitude, longitude, kondisi], short because a province's worth travels at once. */
type BridgePoint = [id: string, nama: string, lat: number, lng: number, kondisi: Kondisi];
export type BridgePoints = { points: BridgePoint[]; total: number };

export type KemantapanRow = { kabupaten: Kabupaten | null; total: number; mantap: number; persen: number | null };
export type BridgeFigures = {
  total: number;
  perKondisi: { kondisi: Kondisi; n: number }[];
  province: KemantapanRow;
  perKabupaten: KemantapanRow[];
  withCoordinates: number;
};
