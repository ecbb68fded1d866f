import type { SearchExportQuery } from '../../../shared/admin-schemas.ts';
import { EXPORTS } from '../../../shared/export-strings.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bridges as t } from '../../db/schema.ts';
import { columnsInOrder, exportFilename, exportStream } from '../../exports/stream-export.ts';
import { BRIDGES_NEWEST_FIRST, bridgeWhere } from './list-bridges.ts';

const H = EXPORTS.headers;

/** "Unduh CSV" / "Unduh Excel" of the admin bridge table: every bridge its search finds, newest first. */
export function exportBridges({ db, pool, actor, input }: { db: Db; pool: import('pg').Pool; actor: Actor; input: SearchExportQuery }) {
  assertCan(actor, 'bridges.view_admin');
  const { sql, params } = db
    .select({
      nama: t.nama,
      lokasi: t.lokasi,
      tahun: t.tahunBangun,
      tipe: t.tipe,
      kondisi: t.kondisi,
      created: t.createdAt,
      updated: t.updatedAt,
    })
    .from(t)
    .where(bridgeWhere({ q: input.q }))
    .orderBy(...BRIDGES_NEWEST_FIRST)
    .toSQL();
  return exportStream(pool, {
    query: { sql, params },
    columns: columnsInOrder([
      [H.bridgeName, 36],
      [H.bridgeLocation, 36],
      [H.builtYear, 12],
      [H.bridgeType, 20],
      [H.condition, 16],
      [H.createdAt, 20],
      [H.updatedAt, 20],
    ]),
    format: input.format,
    filename: exportFilename(EXPORTS.files.bridges),
    sheet: EXPORTS.sheets.bridges,
  });
}
