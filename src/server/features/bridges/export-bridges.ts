import type { SearchExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { bridges as t } from '../../db/schema.ts';
import { tableExport } from '../../exports/stream-export.ts';
import { BRIDGES_NEWEST_FIRST, bridgeWhere } from './list-bridges.ts';

const H = EXPORTS.headers;

/** "Unduh CSV" / "Unduh Excel" of the admin bridge table: every bridge its search finds, newest first. */
export const exportBridges = tableExport({
  query: (rows, input: SearchExportQuery) =>
    rows
      .from(t)
      .where(bridgeWhere(input))
      .orderBy(...BRIDGES_NEWEST_FIRST),
  fields: {
    nama: [t.nama, H.bridgeName, 36],
    lokasi: [t.lokasi, H.bridgeLocation, 36],
    tahun: [t.tahunBangun, H.builtYear, 12],
    tipe: [t.tipe, H.bridgeType, 20],
    kondisi: [t.kondisi, H.condition, 16],
    created: [t.createdAt, H.createdAt, 20],
    updated: [t.updatedAt, H.updatedAt, 20],
  },
  name: 'bridges',
  capability: 'bridges.view_admin',
});
