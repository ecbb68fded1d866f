import type { SearchExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bridges as t } from '../../db/schema.ts';
import { exportFilename, exportStream, fieldExport, type ExportField } from '../../exports/stream-export.ts';
import { BRIDGES_NEWEST_FIRST, bridgeWhere } from './list-bridges.ts';

const H = EXPORTS.headers;

/** "Unduh CSV" / "Unduh Excel" of the admin bridge table: every bridge its search finds, newest first. */
export function exportBridges({ db, pool, actor, input }: { db: Db; pool: import('pg').Pool; actor: Actor; input: SearchExportQuery }) {
  assertCan(actor, 'bridges.view_admin');
  const fields = {
    nama: [t.nama, H.bridgeName, 36],
    lokasi: [t.lokasi, H.bridgeLocation, 36],
    tahun: [t.tahunBangun, H.builtYear, 12],
    tipe: [t.tipe, H.bridgeType, 20],
    kondisi: [t.kondisi, H.condition, 16],
    created: [t.createdAt, H.createdAt, 20],
    updated: [t.updatedAt, H.updatedAt, 20],
  } satisfies Record<string, ExportField>;
  return exportStream(pool, {
    ...fieldExport(fields, (select) =>
      db
        .select(select)
        .from(t)
        .where(bridgeWhere({ q: input.q }))
        .orderBy(...BRIDGES_NEWEST_FIRST),
    ),
    format: input.format,
    filename: exportFilename(EXPORTS.files.bridges),
    sheet: EXPORTS.sheets.bridges,
  });
}
